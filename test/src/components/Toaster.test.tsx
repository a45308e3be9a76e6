import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { Toaster } from '@/components/Toaster';
import { createTestStreams, withStreams } from '../../support/renderApp';

const renderWithStreams = (children: React.ReactNode) => {
  const testStreams = createTestStreams();
  render(withStreams(children, testStreams));
  return testStreams;
};

describe('Toaster', () => {
  it('announces each toast through one polite live region that is there before any toast', () => {
    const { streams } = renderWithStreams(<Toaster />);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');
    act(() => void streams.toasts.show({ scope: 'shell', variant: 'success', title: 'Connected', description: 'Quick account' }));
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent('Connected. Quick account');
    const stack = screen.getByRole('region', { name: 'Notifications' });
    expect(within(stack).getByRole('listitem')).toHaveTextContent('Connected');
    // The card itself is not a second live region.
    expect(within(stack).queryByRole('status')).toBeNull();
    expect(within(stack).queryByRole('alert')).toBeNull();
  });

  it('stays outside the inert page while a dialog is open, so toasts can be dismissed', async () => {
    const user = userEvent.setup();
    const WithDialog = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Dialog open={open} onClose={() => setOpen(false)} title="Withdraw Tokens">
            <button type="button">Withdraw</button>
          </Dialog>
          <Toaster />
        </>
      );
    };
    const { streams } = renderWithStreams(<WithDialog />);
    act(() => void streams.toasts.show({ scope: 'transaction', variant: 'error', title: 'Transaction failed' }));
    const stack = screen.getByRole('region', { name: 'Notifications' });
    expect(stack.closest('[inert]')).toBeNull();
    await user.click(within(stack).getByRole('button', { name: 'Dismiss Transaction failed' }));
    expect(within(stack).queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Withdraw Tokens' })).toBeInTheDocument();
  });
});

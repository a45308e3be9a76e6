import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';

const Harness = ({ removeOnPress = false }: { readonly removeOnPress?: boolean }) => {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Example" closeButton>
        <input aria-label="First field" />
        {!(removeOnPress && pressed) && (
          <button type="button" onClick={() => setPressed(true)}>
            Last action
          </button>
        )}
      </Dialog>
    </>
  );
};

describe('Dialog', () => {
  it('is a modal dialog named by its title that makes the page behind inert until it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const exempt = document.createElement('section');
    exempt.setAttribute('data-modal-exempt', '');
    document.body.append(exempt);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).toHaveAttribute('inert');
    expect(exempt).not.toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    exempt.remove();
  });

  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last action' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still closes on Escape after the focused control inside has gone', async () => {
    const user = userEvent.setup();
    render(<Harness removeOnPress />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Last action' }));
    expect(screen.queryByRole('button', { name: 'Last action' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press outside the panel, not on the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('heading', { name: 'Example' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog').parentElement as HTMLElement });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes only the top dialog on Escape when one opens from another', async () => {
    const user = userEvent.setup();
    const Nested = () => {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inside</button>
          </Dialog>
        </Dialog>
      );
    };
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    // The outer dialog is behind the inner one now: inert too.
    expect(screen.getByRole('dialog', { name: 'Outer', hidden: true }).closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();
  });
});

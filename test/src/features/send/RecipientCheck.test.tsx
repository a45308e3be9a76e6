import { fireEvent, render, screen } from '@testing-library/react';
import { RecipientCheck, needsConfirmation } from '@/features/send/RecipientCheck';
import { lookalike } from '../../../support/lookalikeAddress';

const ME = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
const FRIEND = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';

describe('the recipient check of /send', () => {
  it('shows the full address, its ends marked', () => {
    render(<RecipientCheck recipient={FRIEND} owner={ME} known={new Set()} confirmed={false} onConfirm={() => undefined} />);
    const full = screen.getByTestId('recipient-full');
    expect(full).toHaveTextContent(FRIEND);
    expect([...full.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([FRIEND.slice(0, 4), FRIEND.slice(-4)]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a look-alike of a known address: a warning naming the known one, and a confirmation the page waits for', () => {
    const poisoned = lookalike(FRIEND);
    const confirmations: boolean[] = [];
    render(<RecipientCheck recipient={poisoned} owner={ME} known={new Set([FRIEND])} confirmed={false} onConfirm={(value) => confirmations.push(value)} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('This address only looks like one you know.');
    expect(warning).toHaveTextContent(FRIEND);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have checked every character/ }));
    expect(confirmations).toEqual([true]);
    expect(needsConfirmation(poisoned, new Set([FRIEND]))).toBe(true);
    expect(needsConfirmation(FRIEND, new Set([FRIEND]))).toBe(false);
  });

  it('a known address and the wallet itself are said, without a warning', () => {
    const { rerender } = render(<RecipientCheck recipient={FRIEND} owner={ME} known={new Set([FRIEND])} confirmed={false} onConfirm={() => undefined} />);
    expect(screen.getByText('You have sent to or received from this address before.')).toBeInTheDocument();
    rerender(<RecipientCheck recipient={ME} owner={ME} known={new Set([FRIEND])} confirmed={false} onConfirm={() => undefined} />);
    expect(screen.getByText('This is your own address.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a recipient whose wallet holds nothing gets a note to check it; not when it is known, the wallet itself, or unknown', () => {
    const note = 'This address holds nothing yet: a new or unused wallet. Check it is the one you mean.';
    const view = (recipient: string, known: ReadonlySet<string>, balances: 'holds' | 'empty' | 'unknown') => (
      <RecipientCheck recipient={recipient} owner={ME} known={known} balances={balances} confirmed={false} onConfirm={() => undefined} />
    );
    const { rerender } = render(view(FRIEND, new Set(), 'empty'));
    expect(screen.getByTestId('recipient-empty')).toHaveTextContent(note);
    // A note, not a warning: nothing to confirm.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(needsConfirmation(FRIEND, new Set())).toBe(false);
    for (const [recipient, known, balances] of [
      [FRIEND, new Set<string>(), 'holds'],
      [FRIEND, new Set<string>(), 'unknown'],
      [FRIEND, new Set([FRIEND]), 'empty'],
      [ME, new Set<string>(), 'empty'],
    ] as const) {
      rerender(view(recipient, known, balances));
      expect(screen.queryByTestId('recipient-empty')).not.toBeInTheDocument();
    }
  });
});

import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { liveStaleReason, priceStaleReason, staleSince } from '@/format/staleText';

describe('the shared stale mark', () => {
  it('adds nothing to a fresh value; marks a stale one with a clock named by the reason, also its tooltip', () => {
    const { rerender } = render(
      <StaleMark stale={false} reason="Price stale">
        $1.00
      </StaleMark>,
    );
    expect(screen.getByText('$1.00')).not.toHaveAttribute('data-stale');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(
      <StaleMark stale reason="Price stale: last updated 14:03:05">
        $1.00
      </StaleMark>,
    );
    expect(screen.getByRole('img', { name: 'Price stale: last updated 14:03:05' })).toBeInTheDocument();
    expect(screen.getByText('$1.00')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByText('$1.00')).toHaveAttribute('title', 'Price stale: last updated 14:03:05');
  });

  it('says why: when a fetched value last moved, or what the socket is doing', () => {
    expect(priceStaleReason(undefined)).toBe('Price stale');
    expect(priceStaleReason(Date.UTC(2026, 0, 1, 12, 0, 0))).toMatch(/^Price stale: last updated \d\d:\d\d:\d\d$/);
    expect(staleSince('Net worth', Number.NaN)).toBe('Net worth stale');
    expect(liveStaleReason({ tone: 'waiting', label: 'Reconnecting in 3 s' })).toBe('Live prices paused: Reconnecting in 3 s');
  });
});

describe('FlashValue', () => {
  let set: (value: number | undefined) => void = () => undefined;
  const Moving = () => {
    const [value, setValue] = useState<number | undefined>(undefined);
    set = setValue;
    return <FlashValue value={value}>{String(value)}</FlashValue>;
  };

  it('does not flash the first value, flashes up and down on moves, and not when the value goes away', () => {
    render(<Moving />);
    const flash = () => screen.getByText(/./).closest('span');
    act(() => set(1));
    expect(flash()).not.toHaveAttribute('data-flash');
    act(() => set(2));
    expect(flash()).toHaveAttribute('data-flash', 'up');
    act(() => set(1.5));
    expect(flash()).toHaveAttribute('data-flash', 'down');
    act(() => set(undefined));
    expect(flash()).not.toHaveAttribute('data-flash');
  });
});

import { toRow } from '@streams/market/tokenRow';
import { renderHook } from '@testing-library/react';
import { useFrozenOrder } from '@/features/pro/useFrozenOrder';
import { makePool } from '../../../support/fixtures/pools';

const rows = (...ids: string[]) => ids.map((id) => toRow(makePool(id), '24h'));

describe('pause on hover (useFrozenOrder)', () => {
  it('keeps the order while frozen, counts new rows, and shows everything when released', () => {
    const { result, rerender } = renderHook(({ list, frozen, key }) => useFrozenOrder(list, frozen, key), {
      initialProps: { list: rows('a', 'b', 'c'), frozen: false, key: 'v1' },
    });
    expect(result.current.rows.map((row) => row.key)).toEqual(['a', 'b', 'c']);
    rerender({ list: rows('a', 'b', 'c'), frozen: true, key: 'v1' });
    // a new token arrives on top and c climbs above b: nothing moves under the pointer
    rerender({ list: rows('n', 'a', 'c', 'b'), frozen: true, key: 'v1' });
    expect(result.current.rows.map((row) => row.key)).toEqual(['a', 'b', 'c']);
    expect(result.current.waiting).toBe(1);
    rerender({ list: rows('n', 'a', 'c', 'b'), frozen: false, key: 'v1' });
    expect(result.current.rows.map((row) => row.key)).toEqual(['n', 'a', 'c', 'b']);
    expect(result.current.waiting).toBe(0);
  });

  it("the user's own sort or filter change applies even while frozen", () => {
    const { result, rerender } = renderHook(({ list, frozen, key }) => useFrozenOrder(list, frozen, key), {
      initialProps: { list: rows('a', 'b'), frozen: true, key: 'by-volume' },
    });
    rerender({ list: rows('b', 'a'), frozen: true, key: 'by-mcap' });
    expect(result.current.rows.map((row) => row.key)).toEqual(['b', 'a']);
  });

  it('a row that leaves the list leaves the frozen view too', () => {
    const { result, rerender } = renderHook(({ list, frozen }) => useFrozenOrder(list, frozen, 'v'), { initialProps: { list: rows('a', 'b'), frozen: true } });
    rerender({ list: rows('b'), frozen: true });
    expect(result.current.rows.map((row) => row.key)).toEqual(['b']);
  });
});

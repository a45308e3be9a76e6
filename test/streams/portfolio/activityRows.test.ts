import type { Activity } from '@streams/portfolio/activities';
import { SPAM_USD_FLOOR, activityRow, activityView, visibleRows } from '@streams/portfolio/activityRows';
import { marbles } from '../../support/marbles';

const SOL = 'So11111111111111111111111111111111111111112';
const JUNK = 'Junk111111111111111111111111111111111111111';
const swap = (extra: Partial<Extract<Activity, { kind: 'swap' }>['item']> = {}): Activity => ({
  kind: 'swap',
  item: { inputMint: SOL, outputMint: JUNK, inputAmount: '2', outputAmount: '100', timestamp: 1, action: 'Swap', txHash: 't', ...extra },
});
const prices = (entries: [string, number | undefined][]) => new Map(entries);

describe('activity rows: value, spam and failed', () => {
  it('the service’s USD value first; else the amount at today’s price, marked; else none', () => {
    expect(activityRow(swap({ inputUsd: 300 }), prices([[SOL, 150]]))).toMatchObject({ usd: 300, usdNow: false });
    expect(activityRow(swap(), prices([[SOL, 151]]))).toMatchObject({ usd: 302, usdNow: true });
    expect(activityRow(swap(), prices([]))).toMatchObject({ usd: undefined, usdNow: false });
  });

  it(`a received transfer under $${SPAM_USD_FLOOR}, or of a token no one prices, is spam; at the floor it is not; a swap never is`, () => {
    const receive = (amount: string) => swap({ action: 'Receive', inputMint: JUNK, outputMint: JUNK, inputAmount: amount, outputAmount: amount });
    expect(activityRow(receive('99'), prices([[JUNK, 0.0001]])).spam).toBe(true);
    expect(activityRow(receive('100'), prices([[JUNK, 0.0001]])).spam).toBe(false);
    expect(activityRow(receive('100'), prices([])).spam).toBe(true);
    expect(activityRow(swap(), prices([])).spam).toBe(false);
  });

  it('a perps close is worth its PnL, an open its size', () => {
    const perps = (pnlUsd: number | undefined): Activity => ({
      kind: 'perps',
      item: { txId: 'p', createdAt: 1, sizeUsd: 2500, ...(pnlUsd === undefined ? {} : { pnlUsd }) },
    });
    expect(activityRow(perps(-12), prices([])).usd).toBe(-12);
    expect(activityRow(perps(undefined), prices([])).usd).toBe(2500);
  });

  it('filters: spam and failed each on their own', () => {
    const rows = [
      activityRow(swap({ status: 'Failed', inputUsd: 1 }), prices([])),
      activityRow(swap({ action: 'Receive' }), prices([])),
      activityRow(swap({ inputUsd: 5 }), prices([])),
    ];
    expect(visibleRows(rows, { hideSpam: true, hideFailed: false })).toHaveLength(2);
    expect(visibleRows(rows, { hideSpam: false, hideFailed: true })).toHaveLength(2);
    expect(visibleRows(rows, { hideSpam: true, hideFailed: true })).toHaveLength(1);
  });

  it(
    'a row is unvalued until today’s price answers, then valued; a filter change refilters what has loaded',
    marbles((m) => {
      const feed$ = m.cold('f', { f: { items: [swap(), swap({ action: 'Receive', inputMint: JUNK, outputMint: JUNK })], status: 'end' as const } });
      const filters$ = m.cold('a--b', { a: { hideSpam: true, hideFailed: false }, b: { hideSpam: false, hideFailed: false } });
      const priceOf = (mint: string) =>
        m.cold('-p', { p: { status: 'ready' as const, value: mint === SOL ? 150 : undefined, updatedAt: 0, stale: false, refreshing: false } });
      const view$ = activityView(feed$, filters$, priceOf);
      m.expect(view$.pipe()).toBeObservable('uv-w', {
        u: expect.objectContaining({ hidden: 1, rows: [expect.objectContaining({ usd: undefined })] }),
        v: expect.objectContaining({ hidden: 1, rows: [expect.objectContaining({ usd: 300, usdNow: true })] }),
        w: expect.objectContaining({ hidden: 0, rows: [expect.objectContaining({ usd: 300 }), expect.objectContaining({ spam: true })] }),
      });
    }),
  );
});

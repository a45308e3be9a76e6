import { createStreamPace, newestUpdateTime } from '@streams/market/streamPace';
import type { PoolUpdate, ServerFrame } from '@streams/schemas/streamFrames';

const update = (updatedAt: string | null | undefined, assetUpdatedAt?: string | null): PoolUpdate =>
  ({ type: 'update', pool: { id: 'P', updatedAt, baseAsset: { id: 'M', updatedAt: assetUpdatedAt } } }) as unknown as PoolUpdate;
const frame = (...data: PoolUpdate[]): ServerFrame => ({ type: 'updates', data }) as ServerFrame;

describe('newestUpdateTime', () => {
  it('takes the newest of every pool and asset time, and skips missing or unreadable ones', () => {
    expect(newestUpdateTime([update('1970-01-01T00:00:01.000Z', '1970-01-01T00:00:03.000Z'), update('1970-01-01T00:00:02.000Z')])).toBe(3_000);
    expect(newestUpdateTime([update(null, 'not a date'), update(undefined, '1970-01-01T00:00:00.500Z')])).toBe(500);
    expect(newestUpdateTime([update(null, null), update('yesterday')])).toBeUndefined();
    expect(newestUpdateTime([])).toBeUndefined();
  });
});

describe('createStreamPace (T79)', () => {
  it('measures each frame against the quickest age of its connection, and starts again on a new one', () => {
    let now = 10_000;
    const late = createStreamPace(() => now, 3_000);
    const first = { generation: 1 };
    expect(late(frame(update('1970-01-01T00:00:09.000Z')), first)).toBe(false); // age 1,000: the quickest
    now = 20_000;
    expect(late(frame(update('1970-01-01T00:00:16.000Z')), first)).toBe(false); // age 4,000: 3,000 over
    expect(late(frame(update('1970-01-01T00:00:15.999Z')), first)).toBe(true); // 3,001 over
    expect(late(frame(update('1970-01-01T00:00:19.500Z')), first)).toBe(false); // quicker still: the new baseline (500)
    expect(late(frame(update('1970-01-01T00:00:16.499Z')), first)).toBe(true); // 3,001 over the new baseline
    // A new connection: its first frame is its baseline, however old.
    expect(late(frame(update('1970-01-01T00:00:05.000Z')), { generation: 2 })).toBe(false);
  });

  it('says nothing about frames without a trade time (prices, trades, assets, unreadable times)', () => {
    const late = createStreamPace(() => 0, 3_000);
    expect(late({ type: 'prices', data: [] } as unknown as ServerFrame, { generation: 1 })).toBeUndefined();
    expect(late(frame(update(null)), { generation: 1 })).toBeUndefined();
  });
});

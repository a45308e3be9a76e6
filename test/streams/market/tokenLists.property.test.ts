import { createHttpClient } from '@streams/core/http';
import type { SocketEvent, SocketPort } from '@streams/core/socket';
import { tokenFilterSchema } from '@streams/market/filters';
import { createLiveStream } from '@streams/market/liveStream';
import { sortValue } from '@streams/market/sorting';
import { type TokenListState, createTokenLists } from '@streams/market/tokenLists';
import fc from 'fast-check';
import { Subject, VirtualAction, VirtualTimeScheduler, of } from 'rxjs';
import { jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { makePool, stats } from '../../support/fixtures/pools';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Numbers a hostile or buggy stream might send, including absurd ones. */
const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constant(0), fc.constant(-1e300), fc.constant(1e300));

const updateItem = fc.record({
  type: fc.constantFrom('new', 'update', 'graduated', 'bogus'),
  id: fc.constantFrom(...ids, 'zz'),
  volume: fc.option(number, { nil: undefined }),
  mcap: fc.option(number, { nil: undefined }),
  dropStats: fc.boolean(),
});

const frameText = fc.oneof(
  fc.array(updateItem, { maxLength: 6 }).map((items) =>
    JSON.stringify({
      type: 'updates',
      data: items.map(({ type, id, volume, mcap, dropStats }) => {
        const pool = makePool(id, {
          asset: { mcap: mcap ?? null, ...(dropStats ? { stats24h: undefined } : { stats24h: stats({ buyVolume: volume ?? null }) }) },
        });
        return { type, pool };
      }),
    }),
  ),
  fc.string(),
  fc.json(),
  fc.constant('{"type":"updates","data":[{"type":"update","pool":'),
  fc.constant('{"type":"updates","data":[{"type":"update","pool":{"id":"x","__proto__":{"polluted":true}}}]}'),
  fc.constant(JSON.stringify({ type: 'prices', data: [{ assetId: 'a', price: 'NaN' }] })),
);

const run = (frames: readonly string[], category: 'toptraded' | 'recent') => {
  // The list's frames coalesce at time 0; the socket session's watchdogs and retries come seconds
  // later and re-arm themselves, so a flush with no horizon would never end: stop at 100 ms.
  const scheduler = new VirtualTimeScheduler(VirtualAction, 100);
  const events = new Subject<SocketEvent>();
  const socket: SocketPort = () => events;
  const logger = createRecordingLogger();
  const snapshot = { pools: ids.slice(0, 4).map((id, i) => makePool(id, { asset: { stats24h: stats({ buyVolume: i * 10 }) } })) };
  const http = createHttpClient({ transport: () => of(jsonResponse(snapshot)), scheduler, logger });
  const live = createLiveStream({ socket, url: 'ws://x', scheduler, logger });
  const lists = createTokenLists({ http, live, marketApi: 'http://x', scheduler, frameScheduler: scheduler, logger });
  let last: TokenListState | undefined;
  let failure: unknown;
  lists.list({ category, timeframe: '24h' }, of({ filter: {} })).subscribe({ next: (state) => (last = state), error: (error) => (failure = error) });
  scheduler.flush();
  events.next({ type: 'open', send: () => undefined });
  for (const data of frames) {
    events.next({ type: 'message', data });
    scheduler.flush();
  }
  return { last, failure };
};

describe('token lists under any stream (property)', () => {
  it.each(['toptraded', 'recent'] as const)('%s: any frames, garbage included, never throw and leave the list sorted', (category) => {
    fc.assert(
      fc.property(fc.array(frameText, { maxLength: 30 }), (frames) => {
        const { last, failure } = run(frames, category);
        expect(failure).toBeUndefined();
        expect(last?.status).toBe('ready');
        if (last?.status !== 'ready') return;
        const field = category === 'recent' ? 'listedAt' : 'volume';
        const values = last.rows.map((row) => sortValue(row, field));
        const present = values.filter((value): value is number => value !== undefined);
        // descending, with missing values after every present one
        expect(present).toEqual([...present].sort((a, b) => b - a));
        expect(values.slice(0, present.length).every((value) => value !== undefined)).toBe(true);
        expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('the harness delivers the frames: a valid update moves its row (the property above is not vacuous)', () => {
    const frame = JSON.stringify({ type: 'updates', data: [{ type: 'update', pool: makePool('a', { asset: { stats24h: stats({ buyVolume: 999 }) } }) }] });
    const { last } = run([frame], 'toptraded');
    expect(last?.status === 'ready' ? last.rows.map((row) => row.asset.id) : []).toEqual(['a', 'd', 'c', 'b']);
  });

  it('the filter schema never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => tokenFilterSchema.safeParse(input)).not.toThrow();
      }),
    );
  });
});

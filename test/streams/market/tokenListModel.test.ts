import { TokenListModel } from '@streams/market/tokenListModel';
import type { Pool } from '@streams/schemas/pool';
import { makePool } from '../../support/fixtures/pools';

/** A pool created `minute` minutes after 10:00 (the list cap drops the oldest by creation). */
const createdAt = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const launch = (id: string, minute: number, extra: Parameters<typeof makePool>[1] = {}): Pool => makePool(id, { ...extra, createdAt: createdAt(minute) });

const keys = (model: TokenListModel) => model.view('24h', {}, null, 0).map((row) => row.key);

/** `count` launches t0…t(count−1), created a minute apart from minute 10 on. */
const launches = (count: number) => Array.from({ length: count }, (_, i) => launch(`t${i}`, 10 + i));

describe('token list model: snapshots', () => {
  it('a snapshot older than an update the stream already brought does not take the row back (the soak found it after reconnects)', () => {
    const traded = (id: string, at: string, usdPrice: number) => makePool(id, { asset: { updatedAt: at, usdPrice } });
    const model = new TokenListModel(false);
    model.load([traded('a', '2026-11-26T22:55:07.000Z', 1), traded('b', '2026-11-26T22:55:07.000Z', 1)]);
    // After a reconnect: a trade arrives on the stream, then the snapshot computed just before it.
    model.apply({ type: 'update', pool: traded('a', '2026-11-26T22:55:08.413Z', 2) });
    model.load([traded('a', '2026-11-26T22:55:08.263Z', 1.5), traded('b', '2026-11-26T22:55:08.300Z', 3)]);
    expect(model.pool('a')?.baseAsset).toMatchObject({ updatedAt: '2026-11-26T22:55:08.413Z', usdPrice: 2 });
    // A newer snapshot row, or one with the same trade, is taken as before.
    expect(model.pool('b')?.baseAsset).toMatchObject({ updatedAt: '2026-11-26T22:55:08.300Z', usdPrice: 3 });
    model.load([traded('a', '2026-11-26T22:55:08.413Z', 2.5)]);
    expect(model.pool('a')?.baseAsset.usdPrice).toBe(2.5);
  });

  it('a fixed list takes a new snapshot as the whole set: tokens missing from it leave', () => {
    const model = new TokenListModel(false);
    model.load([makePool('a'), makePool('b')]);
    model.load([makePool('b'), makePool('c')]);
    expect(keys(model)).toEqual(['b', 'c']);
    expect(model.size).toBe(2);
    expect(model.pool('a')).toBeUndefined();
    expect(model.poolIds()).toEqual(['pool-b', 'pool-c']);
  });

  it('a growing list keeps the launches it saw since the last snapshot (still held, still subscribed)', () => {
    const model = new TokenListModel(true);
    model.load([makePool('a')]);
    const fresh = makePool('n', { asset: { usdPrice: 0.5 } });
    expect(model.apply({ type: 'new', pool: fresh })).toBe(true);
    model.load([makePool('a')]);
    expect(model.size).toBe(2);
    expect(model.pool('n')).toBe(fresh);
    expect(model.poolIds()).toEqual(['pool-a', 'pool-n']);
    expect(keys(model)).toEqual(['n', 'a']);
  });

  it('a kept launch stays on top until a snapshot lists it; then it takes the snapshot’s place', () => {
    const model = new TokenListModel(true);
    model.load([makePool('a')]);
    model.apply({ type: 'new', pool: makePool('m') });
    model.apply({ type: 'new', pool: makePool('n') });
    model.load([makePool('a')]);
    model.load([makePool('a')]);
    expect(keys(model)).toEqual(['n', 'm', 'a']);
    model.load([makePool('a'), makePool('m')]);
    expect(keys(model)).toEqual(['n', 'a', 'm']);
  });

  it('a fixed list keeps nothing the stream sent: only snapshot tokens are held', () => {
    const model = new TokenListModel(false);
    model.load([makePool('a')]);
    expect(model.apply({ type: 'new', pool: makePool('n') })).toBe(false);
    model.load([makePool('b')]);
    expect(keys(model)).toEqual(['b']);
  });

  it('in a growing list the new snapshot’s figures win over the ones held for the same token', () => {
    const model = new TokenListModel(true);
    model.load([makePool('a', { asset: { usdPrice: 1, mcap: 10 } })]);
    model.load([makePool('a', { asset: { usdPrice: 2, mcap: 20 } })]);
    expect(model.pool('a')?.baseAsset).toMatchObject({ usdPrice: 2, mcap: 20 });
    expect(model.view('24h', {}, null, 0)[0]?.asset.usdPrice).toBe(2);
  });

  it('reloading the same pool objects keeps their rows, so unchanged tokens are not redrawn', () => {
    const a = makePool('a');
    const b = makePool('b');
    const model = new TokenListModel(false);
    model.load([a, b]);
    const [aRow, bRow] = model.view('24h', {}, null, 0);
    model.load([a, b]);
    const [aAgain, bAgain] = model.view('24h', {}, null, 0);
    expect(aAgain).toBe(aRow);
    expect(bAgain).toBe(bRow);
  });

  it('a tag list (an issuer’s screener) shows only the snapshot tokens carrying the tag, untagged ones too excluded', () => {
    const model = new TokenListModel(false, undefined, 'xstocks');
    model.load([
      makePool('tsla', { asset: { tags: ['xstocks', 'verified'] } }),
      makePool('meme', { asset: { tags: ['verified'] } }),
      makePool('bare', { asset: { tags: undefined } }),
      makePool('nvda', { asset: { tags: ['xstocks'] } }),
    ]);
    expect(keys(model)).toEqual(['tsla', 'nvda']);
    expect(model.size).toBe(2);
  });

  it('each load and each applied update raises the version; an ignored update leaves it', () => {
    const model = new TokenListModel(false);
    expect(model.version).toBe(0);
    model.load([makePool('a')]);
    expect(model.version).toBe(1);
    expect(model.apply({ type: 'update', pool: makePool('a', { asset: { usdPrice: 3 } }) })).toBe(true);
    expect(model.version).toBe(2);
    expect(model.apply({ type: 'update', pool: makePool('stranger') })).toBe(false);
    expect(model.version).toBe(2);
  });
});

describe('token list model: launches', () => {
  it('a launchpad’s page admits only its own launches: another launchpad’s, or one naming none, is refused', () => {
    const model = new TokenListModel(true, new Set(['moonshot']));
    model.load([]);
    expect(model.apply({ type: 'new', pool: makePool('other', { asset: { launchpad: 'pump.fun' } }) })).toBe(false);
    expect(model.apply({ type: 'new', pool: makePool('none', { asset: { launchpad: undefined } }) })).toBe(false);
    expect(model.apply({ type: 'new', pool: makePool('own', { asset: { launchpad: 'moonshot' } }) })).toBe(true);
    expect(keys(model)).toEqual(['own']);
    expect(model.pool('other')).toBeUndefined();
  });

  it('a growing tag list admits a launch only when it carries the tag', () => {
    const model = new TokenListModel(true, undefined, 'xstocks');
    model.load([]);
    expect(model.apply({ type: 'new', pool: makePool('bare', { asset: { tags: undefined } }) })).toBe(false);
    expect(model.apply({ type: 'new', pool: makePool('tsla', { asset: { tags: ['xstocks'] } }) })).toBe(true);
    expect(keys(model)).toEqual(['tsla']);
  });

  it('at exactly 300 tokens a growing list keeps them all (the cap is 300, inclusive)', () => {
    const model = new TokenListModel(true);
    model.load(launches(299));
    model.apply({ type: 'new', pool: launch('fresh', 500) });
    expect(model.size).toBe(300);
    expect(model.pool('t0')).toBeDefined();
    expect(keys(model)).toHaveLength(300);
    expect(keys(model)[0]).toBe('fresh');
  });

  it('past 300 tokens a growing list drops its oldest launch, wherever it sits, and shows the new one on top', () => {
    const snapshot = launches(300);
    // The oldest token sits mid-list: the cap goes by creation time, not by position.
    snapshot[150] = launch('oldest', 0);
    const model = new TokenListModel(true);
    model.load(snapshot);
    expect(model.apply({ type: 'new', pool: launch('fresh', 500) })).toBe(true);
    expect(model.size).toBe(300);
    expect(model.pool('oldest')).toBeUndefined();
    expect(model.poolIds()).not.toContain('pool-oldest');
    const shown = keys(model);
    expect(shown).toHaveLength(300);
    expect(shown[0]).toBe('fresh');
    expect(shown).not.toContain('oldest');
    expect(shown).toContain('t0');
  });

  it('a launch arriving at a full list shows even when it was created at the same moment as every held token', () => {
    const model = new TokenListModel(true);
    model.load(Array.from({ length: 300 }, (_, i) => launch(`t${i}`, 10)));
    model.apply({ type: 'new', pool: launch('fresh', 10) });
    expect(model.size).toBe(300);
    expect(model.pool('fresh')).toBeDefined();
    const shown = keys(model);
    expect(shown).toHaveLength(300);
    expect(shown[0]).toBe('fresh');
  });

  it('a token dropped at the cap and announced again shows once, at the top', () => {
    const snapshot = launches(300);
    snapshot[150] = launch('oldest', 0);
    const model = new TokenListModel(true);
    model.load(snapshot);
    model.apply({ type: 'new', pool: launch('fresh', 500) });
    model.apply({ type: 'new', pool: launch('oldest', 600) });
    const shown = keys(model);
    expect(shown.filter((key) => key === 'oldest')).toEqual(['oldest']);
    expect(shown.slice(0, 2)).toEqual(['oldest', 'fresh']);
    expect(shown).toHaveLength(300);
    expect(new Set(shown).size).toBe(300);
  });
});

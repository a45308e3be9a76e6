import { readServerFrame } from '@streams/market/readFrame';
import type { PoolUpdate } from '@streams/schemas/streamFrames';
import { makePool } from '../../support/fixtures/pools';

const updatesOf = (reading: ReturnType<typeof readServerFrame>): PoolUpdate[] | undefined =>
  reading.ok && reading.frame.type === 'updates' ? reading.frame.data : undefined;

describe('reading a live-stream frame', () => {
  it('a clean updates frame is handed on as received, not copied', () => {
    const data: PoolUpdate[] = [
      { type: 'new', pool: makePool('a') },
      { type: 'update', pool: makePool('b') },
    ];
    const reading = readServerFrame({ type: 'updates', data });
    expect(reading).toEqual({ ok: true, frame: { type: 'updates', data } });
    expect(updatesOf(reading)).toBe(data);
  });

  it.each([
    ['a pool without its base asset', { type: 'updates', data: [{ type: 'update', pool: { id: 'pool-x', createdAt: '2026-11-21T10:00:00.000Z' } }] }],
    ['an unknown update type', { type: 'updates', data: [{ type: 'rugged', pool: makePool('a') }] }],
    ['data that is not a list', { type: 'updates', data: 'all of them' }],
    [
      'one bad update among good ones',
      {
        type: 'updates',
        data: [
          { type: 'new', pool: makePool('a') },
          { type: 'update', pool: { id: 7 } },
        ],
      },
    ],
  ])('an updates frame with %s is dropped whole as an invalid pool update', (_name, json) => {
    expect(readServerFrame(json)).toEqual({ ok: false, issue: 'an invalid pool update' });
  });

  it('an asset with decimals out of range is marked unsupported wherever it sits in the frame; its neighbours pass as they are', () => {
    const fine = { type: 'update' as const, pool: makePool('ok') };
    const hostile = { type: 'update' as const, pool: makePool('bad', { asset: { decimals: 1_000 } }) };
    const [first, second] = updatesOf(readServerFrame({ type: 'updates', data: [fine, hostile] })) ?? [];
    expect(first).toEqual(fine);
    expect(second?.pool.baseAsset).toMatchObject({ id: 'bad', unsupported: 'decimals' });
    expect(second?.pool.baseAsset).not.toHaveProperty('decimals');
    expect(second?.pool.id).toBe('pool-bad');
  });

  it('the other frames are checked by their schema and come through whole', () => {
    const prices = { type: 'prices', data: [{ assetId: 'a', price: 1.5, blockId: 9 }] };
    expect(readServerFrame(prices)).toEqual({ ok: true, frame: prices });
  });

  it.each([
    ['a price tick with a price in words', { type: 'prices', data: [{ assetId: 'a', price: 'one' }] }, 'Invalid input: expected number, received string'],
    ['an unknown frame type', { type: 'error', message: 'boom' }, "Invalid discriminator value. Expected 'updates' | 'actions' | 'prices' | 'asset-updates'"],
    ['a frame without a type', { data: [] }, "Invalid discriminator value. Expected 'updates' | 'actions' | 'prices' | 'asset-updates'"],
    ['null', null, 'Invalid input: expected object, received null'],
    ['a list', [{ type: 'updates', data: [] }], 'Invalid input: expected object, received array'],
  ])('%s is refused with the schema’s first complaint', (_name, json, issue) => {
    expect(readServerFrame(json)).toEqual({ ok: false, issue });
  });
});

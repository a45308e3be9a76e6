import { isPoolUpdate } from '@streams/schemas/poolUpdateGuard';
import { poolUpdateSchema } from '@streams/schemas/streamFrames';
import fc from 'fast-check';
import { makePool, stats } from '../../support/fixtures/pools';

/** A pool with every nested object present, so every path can be broken. */
const fullUpdate = () => ({
  type: 'update',
  pool: {
    ...makePool('Mint1111111111111111111111111111111111111', {
      asset: {
        stats5m: stats({ buyVolume: 1 }),
        stats24h: stats({ sellVolume: 2 }),
        audit: { isSus: false, topHoldersPercentage: 12 },
        firstPool: { id: 'pool0', dex: 'pump', createdAt: '2026-01-01T00:00:00Z' },
        stockData: { id: 'TSLA', price: 350, mcap: 1, updatedAt: '2026-01-01T00:00:00Z' },
        tags: ['verified'],
        cexes: ['x'],
      },
    }),
    firstPool: { id: 'pool0', createdAt: '2026-01-01T00:00:00Z' },
  },
});

/** Every path into the object (objects and leaves), as key lists. */
const paths = (value: unknown, prefix: readonly string[] = []): string[][] => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
};

const setAt = (target: Record<string, unknown>, path: readonly string[], value: unknown) => {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
};

const junk = fc.oneof(
  fc.string(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0, -1),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { maxKeys: 2 }),
);

describe('the compiled pool-update guard agrees with the zod schema', () => {
  const allPaths = paths(fullUpdate());

  it('accepts the full update and the minimal one', () => {
    expect(isPoolUpdate(fullUpdate())).toBe(true);
    expect(isPoolUpdate({ type: 'new', pool: makePool('m') })).toBe(true);
  });

  it('on any update with a few of its values replaced by anything', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(allPaths.length - 1), junk), { minLength: 1, maxLength: 3 }), (changes) => {
        const update = fullUpdate() as unknown as Record<string, unknown>;
        for (const [index, value] of changes) {
          const path = allPaths[index];
          // A path under one replaced earlier may no longer exist.
          try {
            if (path) setAt(update, path, value);
          } catch {
            // the parent is gone; nothing to set
          }
        }
        expect(isPoolUpdate(update)).toBe(poolUpdateSchema.safeParse(update).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('on anything at all', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isPoolUpdate(value)).toBe(poolUpdateSchema.safeParse(value).success);
      }),
    );
  });
});

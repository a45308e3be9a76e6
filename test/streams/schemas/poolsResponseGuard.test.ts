import { poolsResponseSchema } from '@streams/schemas/pool';
import { readPoolsResponse } from '@streams/schemas/poolsResponseGuard';
import fc from 'fast-check';
import { makePool } from '../../support/fixtures/pools';

const answer = () => ({ pools: [makePool('Mint1111111111111111111111111111111111111'), makePool('Mint2222222222222222222222222222222222222')] });

const junk = fc.oneof(
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

describe('readPoolsResponse: the pools answer through the compiled guard (issue 27)', () => {
  it('takes a valid answer without copying its pools, and reads as the schema does', () => {
    const body = answer();
    const read = readPoolsResponse(body);
    expect(read?.pools[0]).toBe(body.pools[0]);
    expect(read).toEqual(poolsResponseSchema.parse(body));
  });

  it('marks an asset with decimals out of range unsupported, as the schema does', () => {
    const body = answer();
    const broken = { ...body.pools[1]!, baseAsset: { ...body.pools[1]!.baseAsset, decimals: 300 } };
    const read = readPoolsResponse({ pools: [body.pools[0], broken] });
    expect(read?.pools[1]?.baseAsset).toEqual({ ...poolsResponseSchema.parse({ pools: [broken] }).pools[0]?.baseAsset, unsupported: 'decimals' });
    expect(read?.pools[1]?.baseAsset).not.toHaveProperty('decimals');
    expect(read?.pools[0]).toBe(body.pools[0]);
  });

  it('refuses (for the schema to report) exactly what the schema refuses, on answers with a value replaced by anything', () => {
    const keys = ['pools', 'id', 'createdAt', 'baseAsset', 'dex', 'volume24h', 'firstPool'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...keys), junk, fc.nat(1), (key, value, index) => {
        const body = answer() as unknown as { pools: Record<string, unknown>[] } & Record<string, unknown>;
        if (key === 'pools') body.pools = value as never;
        else if (body.pools[index]) body.pools[index][key] = value;
        expect(readPoolsResponse(body) !== undefined).toBe(poolsResponseSchema.safeParse(body).success);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(readPoolsResponse(value) !== undefined).toBe(poolsResponseSchema.safeParse(value).success);
      }),
    );
  });
});

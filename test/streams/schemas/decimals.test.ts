import { assetListSchema, assetSchema } from '@streams/schemas/asset';
import { holdingAccountSchema } from '@streams/schemas/balances';
import { portfolioTokenInfoSchema } from '@streams/schemas/portfolio';
import { optDecimals, tokenDecimals } from '@streams/schemas/primitives';
import { storedTokenSchema } from '@streams/prices/verifiedTokens';
import { readServerFrame } from '@streams/market/readFrame';
import fc from 'fast-check';
import { makePool } from '../../support/fixtures/pools';

/** Any number JSON can carry that is not an integer 0..255. */
const outOfRange = fc.oneof(
  fc.integer({ min: 256 }),
  fc.integer({ max: -1 }),
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(100_000_000, 500_000_000, 1e9, 2 ** 53, 1e300, -0.5),
);
const inRange = fc.integer({ min: 0, max: 255 });

const holding = (decimals: unknown) => ({ account: 'acc', amount: '1', uiAmountString: '1', decimals });
const stored = (decimals: unknown) => ({ address: 'mint', name: 'Token', symbol: 'TKN', decimals, tags: [] });

describe('token decimals are an integer 0..255 wherever they are parsed', () => {
  it('the decimals schema takes 0..255 and refuses anything else', () => {
    fc.assert(
      fc.property(inRange, (decimals) => {
        expect(tokenDecimals.safeParse(decimals).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(outOfRange, (decimals) => {
        expect(tokenDecimals.safeParse(decimals).success).toBe(false);
      }),
    );
  });

  it('holdings and the stored verified list refuse them', () => {
    fc.assert(
      fc.property(outOfRange, (decimals) => {
        expect(holdingAccountSchema.safeParse(holding(decimals)).success).toBe(false);
        expect(storedTokenSchema.safeParse(stored(decimals)).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(inRange, (decimals) => {
        expect(holdingAccountSchema.safeParse(holding(decimals)).success).toBe(true);
      }),
    );
  });

  it('an asset keeps its place in a list but loses its decimals and is marked unsupported', () => {
    fc.assert(
      fc.property(outOfRange, (decimals) => {
        const [hostile, fine] = assetListSchema.parse([
          { id: 'bad', name: 'Bad', symbol: 'BAD', decimals },
          { id: 'ok', name: 'Ok', symbol: 'OK', decimals: 6 },
        ]);
        expect(hostile).toEqual({ id: 'bad', name: 'Bad', symbol: 'BAD', unsupported: 'decimals' });
        expect(fine).toEqual({ id: 'ok', name: 'Ok', symbol: 'OK', decimals: 6 });
      }),
    );
    fc.assert(
      fc.property(inRange, (decimals) => {
        expect(assetSchema.parse({ id: 'a', name: 'A', symbol: 'A', decimals }).unsupported).toBeUndefined();
      }),
    );
  });

  it('a streamed pool update marks its asset the same way', () => {
    const pool = makePool('Mint1111111111111111111111111111111111111', { asset: { decimals: 100_000_000 } });
    const reading = readServerFrame({ type: 'updates', data: [{ type: 'update', pool }] });
    expect(reading.ok && reading.frame.type === 'updates' && reading.frame.data[0]?.pool.baseAsset).toMatchObject({ unsupported: 'decimals' });
    expect(reading.ok && reading.frame.type === 'updates' && 'decimals' in (reading.frame.data[0]?.pool.baseAsset ?? {})).toBe(false);
  });

  it('informational decimals (portfolio, prices) read out of range as unknown', () => {
    fc.assert(
      fc.property(outOfRange, (decimals) => {
        expect(optDecimals.parse(decimals)).toBeNull();
      }),
    );
    expect(portfolioTokenInfoSchema.safeParse({ address: 'm', decimals: 1e9 }).success).toBe(true);
  });
});

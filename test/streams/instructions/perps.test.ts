import fc from 'fast-check';
import type { Layout, LayoutFields } from '../../../streams/instructions/textLayout';
import {
  decodePerpsInstruction,
  encodePerpsInstruction,
  microToUsd,
  perpsDecrease,
  perpsIncrease,
  perpsLayouts,
  perpsTpsl,
  usdToMicro,
} from '../../../streams/instructions/perps';
import { layoutValue, nearEncodings } from '../../support/layoutArbitraries';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const OWNER = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const increase = {
  owner: OWNER,
  position: 'P1',
  request: 'R1',
  market: OWNER,
  side: 'long',
  collateralMint: USDC,
  collateralAmount: 50_000_000n,
  sizeUsd: 250_000_000n,
  takeProfit: null,
  stopLoss: 120_000_000n,
} as const;
const decrease = {
  owner: OWNER,
  position: 'P1',
  request: 'R2',
  entirePosition: 'false',
  collateralUsd: 20_000_000n,
  receiveMint: USDC,
  receiver: OWNER,
} as const;
const tpsl = { owner: OWNER, position: 'P1', request: 'R3', takeProfit: 210_500_000n, stopLoss: null } as const;

describe('perps request layouts', () => {
  it('spell every term in order: side, market, size and collateral of an increase; the receiver of a decrease; the triggers', () => {
    expect(text(perpsIncrease.encode(increase))).toBe(
      `perps.increase.v1 owner=${OWNER} position=P1 request=R1 market=${OWNER} side=long collateralMint=${USDC} collateralAmount=50000000 sizeUsd=250000000 takeProfit=- stopLoss=120000000`,
    );
    expect(text(perpsDecrease.encode(decrease))).toBe(
      `perps.decrease.v1 owner=${OWNER} position=P1 request=R2 entirePosition=false collateralUsd=20000000 receiveMint=${USDC} receiver=${OWNER}`,
    );
    expect(text(perpsTpsl.encode(tpsl))).toBe(`perps.tpsl.v1 owner=${OWNER} position=P1 request=R3 takeProfit=210500000 stopLoss=-`);
  });

  const properties = <F extends LayoutFields>(name: keyof typeof perpsLayouts, layout: Layout<F>) =>
    describe(name, () => {
      it('decode(encode(x)) equals x for any valid x, and the program decoder names it', () => {
        fc.assert(
          fc.property(layoutValue(layout), (value) => {
            const data = layout.encode(value);
            expect(layout.decode(data)).toEqual(value);
            expect(decodePerpsInstruction(data)).toEqual({ instruction: name, value });
          }),
        );
      });

      it('refuses any other byte string: whatever decodes encodes back to the very same bytes', () => {
        fc.assert(
          fc.property(nearEncodings(layout), (data) => {
            const value = layout.decode(data);
            if (value !== undefined) expect(layout.encode(value)).toEqual(data);
            const request = decodePerpsInstruction(data);
            if (request !== undefined) expect(encodePerpsInstruction(request)).toEqual(data);
          }),
          { numRuns: 2_000 },
        );
      });
    });
  properties('increase', perpsLayouts.increase);
  properties('decrease', perpsLayouts.decrease);
  properties('tpsl', perpsLayouts.tpsl);

  it.each([
    ['a side outside long and short', text(perpsIncrease.encode(increase)).replace('side=long', 'side=both')],
    ['a size with a decimal point', text(perpsIncrease.encode(increase)).replace('sizeUsd=250000000', 'sizeUsd=250.5')],
    ['a negative collateral', text(perpsIncrease.encode(increase)).replace('collateralAmount=50000000', 'collateralAmount=-5')],
    ['a receiver that is not an address', text(perpsDecrease.encode(decrease)).replace(`receiver=${OWNER}`, 'receiver=me')],
    ['entirePosition spelt otherwise', text(perpsDecrease.encode(decrease)).replace('entirePosition=false', 'entirePosition=no')],
    ['an increase under the decrease name', text(perpsIncrease.encode(increase)).replace('perps.increase.v1', 'perps.decrease.v1')],
    ['a trigger given twice', `${text(perpsTpsl.encode(tpsl))} stopLoss=-`],
    ['another program version', text(perpsTpsl.encode(tpsl)).replace('perps.tpsl.v1', 'perps.tpsl.v2')],
  ])('refuses %s', (_, data) => {
    expect(decodePerpsInstruction(bytes(data))).toBeUndefined();
  });

  it('USD travels as integer micro-USD: the nearest, the same on both sides, and back', () => {
    expect(usdToMicro(250)).toBe(250_000_000n);
    expect(usdToMicro(0.29)).toBe(290_000n);
    expect(usdToMicro(25.5)).toBe(25_500_000n);
    expect(usdToMicro(1e-7)).toBe(0n);
    expect(microToUsd(25_500_000n)).toBe(25.5);
    expect(() => usdToMicro(-1)).toThrow(RangeError);
    expect(() => usdToMicro(Number.NaN)).toThrow(RangeError);
    // Any price typed with at most 6 decimals comes back as the same number.
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (micro) => {
        expect(usdToMicro(microToUsd(micro))).toBe(micro);
      }),
    );
  });
});

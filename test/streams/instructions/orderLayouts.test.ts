import fc from 'fast-check';
import { ordersInSlots, slotsFor } from '../../../streams/instructions/orderSlots';
import { RECURRING_LAYOUTS, decodeRecurring, recurringCreate } from '../../../streams/instructions/recurring';
import { TRIGGER_LAYOUTS, decodeTrigger, triggerCreate } from '../../../streams/instructions/trigger';
import type { Layout, LayoutFields } from '../../../streams/instructions/textLayout';
import { layoutValue, nearEncodings } from '../../support/layoutArbitraries';

/**
 * The order programs' layouts (Trigger and Recurring): every layout round-trips any valid value
 * and refuses every other byte string; each program's decoder picks the layout the data names.
 */
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const bytes = (words: string) => new TextEncoder().encode(words);
const A = 'So11111111111111111111111111111111111111112';
const B = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const W = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const O = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

/** The two properties every layout has. */
const roundTrips = <F extends LayoutFields>(layout: Layout<F>) =>
  describe(`the ${layout.name} layout`, () => {
    it('decode(encode(x)) equals x for any valid x', () => {
      fc.assert(
        fc.property(layoutValue(layout), (value) => {
          expect(layout.decode(layout.encode(value))).toEqual(value);
        }),
      );
    });

    it('refuses any other byte string: whatever decodes encodes back to the very same bytes', () => {
      fc.assert(
        fc.property(nearEncodings(layout), (data) => {
          const value = layout.decode(data);
          if (value !== undefined) expect(layout.encode(value)).toEqual(data);
        }),
        { numRuns: 1_000 },
      );
    });
  });

roundTrips(TRIGGER_LAYOUTS.create);
roundTrips(TRIGGER_LAYOUTS.cancel);
roundTrips(TRIGGER_LAYOUTS.fill);
roundTrips(TRIGGER_LAYOUTS.expire);
roundTrips(RECURRING_LAYOUTS.create);
roundTrips(RECURRING_LAYOUTS.close);
roundTrips(RECURRING_LAYOUTS.slice);

describe('the order programs', () => {
  const create = {
    ref: 'f0c1a2b3-0000-4000-8000-000000000001',
    order: O,
    maker: W,
    receiver: W,
    inputMint: A,
    outputMint: B,
    makingAmount: 1_000_000_000n,
    takingAmount: 200_000_000n,
    slippageBps: 0,
    expiredAt: null,
    sol: 'native',
  } as const;

  it('write a limit order as one line of named fields, in order', () => {
    expect(text(triggerCreate.encode(create))).toBe(
      `trigger.create.v1 ref=f0c1a2b3-0000-4000-8000-000000000001 order=${O} maker=${W} receiver=${W} inputMint=${A} outputMint=${B} makingAmount=1000000000 takingAmount=200000000 slippageBps=0 expiredAt=- sol=native`,
    );
  });

  it('write a recurring order with its bounds as the shortest decimals', () => {
    const value = {
      ref: 'r1',
      order: O,
      user: W,
      receiver: W,
      inputMint: B,
      outputMint: A,
      inAmount: 120_000_000n,
      inAmountPerCycle: 60_000_000n,
      numberOfOrders: 2,
      interval: 60,
      minPrice: 100.5,
      maxPrice: null,
      startAt: null,
    } as const;
    expect(text(recurringCreate.encode(value))).toBe(
      `recurring.create.v1 ref=r1 order=${O} user=${W} receiver=${W} inputMint=${B} outputMint=${A} inAmount=120000000 inAmountPerCycle=60000000 numberOfOrders=2 interval=60 minPrice=100.5 maxPrice=- startAt=-`,
    );
    expect(decodeRecurring(recurringCreate.encode(value))).toEqual({ instruction: 'create', value });
  });

  it("decode any of their instructions by the name in the data, and nothing else (another program's, or none)", () => {
    expect(decodeTrigger(triggerCreate.encode(create))).toEqual({ instruction: 'create', value: create });
    expect(decodeTrigger(TRIGGER_LAYOUTS.cancel.encode({ ref: 'r.0', maker: W, ...slotsFor([O, A]) }))).toEqual({
      instruction: 'cancel',
      value: { ref: 'r.0', maker: W, order1: O, order2: A, order3: null, order4: null },
    });
    expect(decodeTrigger(TRIGGER_LAYOUTS.fill.encode({ ref: 'k', order: O }))).toEqual({ instruction: 'fill', value: { ref: 'k', order: O } });
    expect(decodeRecurring(triggerCreate.encode(create))).toBeUndefined();
    expect(decodeTrigger(RECURRING_LAYOUTS.slice.encode({ ref: 'k', order: O }))).toBeUndefined();
    expect(decodeTrigger(bytes('create 5b0e4c8e-4c3e-4a4e-9b2e-1b0e4c8e4c3e'))).toBeUndefined();
    expect(decodeTrigger(bytes(text(triggerCreate.encode(create)).replace('sol=native', 'sol=NATIVE')))).toBeUndefined();
  });
});

describe('the order slots of a cancel', () => {
  it('hold 1 to 4 orders, empty slots last', () => {
    expect(slotsFor([O])).toEqual({ order1: O, order2: null, order3: null, order4: null });
    expect(ordersInSlots(slotsFor([O, A, B, W]))).toEqual([O, A, B, W]);
    expect(() => slotsFor([])).toThrow(RangeError);
    expect(() => slotsFor([O, A, B, W, O])).toThrow(RangeError);
  });

  it('are unreadable with an empty slot before a full one', () => {
    expect(ordersInSlots({ order1: O, order2: null, order3: A, order4: null })).toBeUndefined();
    expect(ordersInSlots({ order1: O, order2: A, order3: null, order4: B })).toBeUndefined();
  });
});

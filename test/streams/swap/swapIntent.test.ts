import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { swapRouteLayout } from '@streams/instructions/swapRoute';
import type { SwapMode } from '@streams/schemas/quote';
import { SWAP_ROUTE_PROGRAM } from '@streams/solana/programs';
import { parseTransaction } from '@streams/solana/wireFormat';
import {
  AUTO_SLIPPAGE_CEILING_BPS,
  type SwapIntent,
  intentLimit,
  intentSlippageBps,
  quoteMismatch,
  routeMismatch,
  swapIntentSummary,
  swapSpendLimits,
  swapWriteIntent,
} from '@streams/swap/swapIntent';
import { NATIVE_SOL } from '@streams/tx/landed';
import { BLOCKHASH } from '../tx/fixtures';
import { JUP, SOL, USDC, quoteFor } from './fixtures';

/**
 * The swap's intent (issue 23 item 1): what the user typed, chose and accepted, against the
 * quote and the route instruction the service built. Each field on both sides of its limit.
 */
const sol = { mint: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { mint: USDC, symbol: 'USDC', decimals: 6 };
// The user sells 0.1 SOL, saw 17.05746 USDC, allows 1 %: at least 16.886885 USDC.
const intent: SwapIntent = { input: sol, output: usdc, mode: 'ExactIn', amount: 100_000_000n, quoted: 17_057_460n, slippageBps: 100, platformFeeBps: 0 };
const quote = quoteFor(100_000_000n);

describe("the swap's intent", () => {
  it('the least received and the most sold round against the user never: down for ExactIn, up for ExactOut', () => {
    expect(intentLimit(intent)).toBe(16_886_885n); // 17,057,460 × 0.99 = 16,886,885.4
    expect(intentLimit({ mode: 'ExactOut', quoted: 1_000_001n, slippageBps: 50 })).toBe(1_005_002n); // 1,005,001.005 up
  });

  it('slippage: the manual setting in bps, or the client ceiling on Auto whatever the setting', () => {
    expect(intentSlippageBps({ slippage: 0.5 }, false)).toBe(50);
    expect(intentSlippageBps({ slippage: 0.5 }, true)).toBe(AUTO_SLIPPAGE_CEILING_BPS);
    expect(AUTO_SLIPPAGE_CEILING_BPS).toBe(300);
  });

  it('says what was asked in the words an external wallet prompt is compared with', () => {
    expect(swapIntentSummary(intent)).toBe('Sell 0.1 SOL for at least 16.886885 USDC');
    expect(swapIntentSummary({ ...intent, mode: 'ExactOut', amount: 2_000_000n, quoted: 11_000_000n })).toBe('Buy 2 USDC for at most 0.01111 SOL');
  });

  describe('the quote against the intent', () => {
    it('the quote the user saw passes', () => expect(quoteMismatch(intent, quote)).toBeUndefined());

    it.each([
      ['another input mint', { inputMint: JUP }, `the quote sells ${JUP}, not the SOL you chose`],
      ['another output mint', { outputMint: JUP }, `the quote buys ${JUP}, not the USDC you chose`],
      ['another mode', { swapMode: 'ExactOut' as const }, 'the quote is ExactOut, not the ExactIn you typed'],
      ['one lamport more sold', { inAmount: '100000001' }, 'the quote sells 0.100000001 SOL, not the 0.1 SOL you typed'],
      ['one lamport less sold', { inAmount: '99999999' }, 'the quote sells 0.099999999 SOL, not the 0.1 SOL you typed'],
      ['another amount out than the one shown', { outAmount: '17057459' }, 'the quote changed after you pressed Swap'],
      ['one bps more slippage', { slippageBps: 101 }, 'the quote allows 1.01% slippage, more than your 1%'],
      [
        'a minimum one unit below the slippage',
        { otherAmountThreshold: '16886884' },
        "the quote's minimum received is 16.886884 USDC, less than the 16.886885 USDC your 1% slippage allows",
      ],
      ['a platform fee nobody accepted', { platformFee: { amount: '1', feeBps: 1 } }, 'the quote charges a 0.01% platform fee, more than the 0% you accepted'],
    ])('refuses %s', (_name, change, reason) => {
      expect(quoteMismatch(intent, { ...quote, ...change })).toBe(reason);
    });

    it('a quote without a platform fee passes when the user accepted none', () => {
      expect(quoteMismatch(intent, { ...quote, platformFee: undefined })).toBeUndefined();
      expect(quoteMismatch(intent, { ...quote, platformFee: null })).toBeUndefined();
    });

    it('at the limits: the minimum exactly at the slippage, the accepted fee exactly, less slippage than allowed', () => {
      expect(quoteMismatch(intent, { ...quote, otherAmountThreshold: '16886885' })).toBeUndefined();
      expect(quoteMismatch({ ...intent, platformFeeBps: 20 }, { ...quote, platformFee: { amount: '1', feeBps: 20 } })).toBeUndefined();
      expect(quoteMismatch({ ...intent, platformFeeBps: 20 }, { ...quote, platformFee: { amount: '1', feeBps: 21 } })).toBe(
        'the quote charges a 0.21% platform fee, more than the 0.2% you accepted',
      );
      expect(quoteMismatch(intent, { ...quote, slippageBps: 30, otherAmountThreshold: '17006287' })).toBeUndefined();
    });

    it('ExactOut: the typed output exactly, a maximum sold no more than the slippage allows', () => {
      const exactOut: SwapIntent = { ...intent, mode: 'ExactOut', amount: 2_000_000n, quoted: 11_000_000n };
      const outQuote = { ...quote, swapMode: 'ExactOut' as const, inAmount: '11000000', outAmount: '2000000', otherAmountThreshold: '11110000' };
      expect(quoteMismatch(exactOut, outQuote)).toBeUndefined();
      expect(quoteMismatch(exactOut, { ...outQuote, otherAmountThreshold: '11110001' })).toBe(
        "the quote's maximum sold is 0.011110001 SOL, more than the 0.01111 SOL your 1% slippage allows",
      );
      expect(quoteMismatch(exactOut, { ...outQuote, outAmount: '1999999' })).toBe('the quote buys 1.999999 USDC, not the 2 USDC you typed');
    });
  });

  describe('the balances an auto-signing wallet may let move, from the intent alone', () => {
    it('ExactIn: the typed input out, at least the slippage-bound output in', () => {
      expect(swapSpendLimits(intent)).toEqual({
        maxOutflow: { [SOL]: 100_000_000n },
        minInflow: { [USDC]: 16_886_885n },
        symbols: { [SOL]: 'SOL', [USDC]: 'USDC' },
      });
    });

    it.each([
      ['no tip', undefined],
      ['a zero tip', 0n],
      ['a negative tip', -5_000n],
    ])('%s lets no SOL leave beyond what is sold', (_name, tipLamports) => {
      expect(swapSpendLimits({ ...intent, ...(tipLamports !== undefined ? { tipLamports } : {}) })).toStrictEqual({
        maxOutflow: { [SOL]: 100_000_000n },
        minInflow: { [USDC]: 16_886_885n },
        symbols: { [SOL]: 'SOL', [USDC]: 'USDC' },
      });
    });

    it("ExactOut: at most the slippage-bound input out, the typed output in; the app's tip leaves as SOL on top", () => {
      const limits = swapSpendLimits({ ...intent, mode: 'ExactOut', amount: 2_000_000n, quoted: 11_000_000n, tipLamports: 5_000n });
      expect(limits.maxOutflow).toEqual({ [SOL]: 11_110_000n, [NATIVE_SOL]: 5_000n });
      expect(limits.minInflow).toEqual({ [USDC]: 2_000_000n });
    });
  });

  describe('the route instruction the service built, against the intent', () => {
    const owner = Keypair.fromSeed(new Uint8Array(32).fill(5)).publicKey.toBase58();
    const honest = {
      id: '0123456789abcdef',
      owner,
      inputMint: SOL,
      outputMint: USDC,
      mode: 'ExactIn' as SwapMode,
      amount: 100_000_000n,
      threshold: 16_886_885n,
    };
    const txWith = (...routes: (typeof honest)[]) => {
      const instructions = routes.map(
        (route) => new TransactionInstruction({ programId: new PublicKey(SWAP_ROUTE_PROGRAM), keys: [], data: Buffer.from(swapRouteLayout.encode(route)) }),
      );
      const message = new TransactionMessage({ payerKey: new PublicKey(owner), recentBlockhash: BLOCKHASH, instructions }).compileToV0Message();
      const parsed = parseTransaction(new VersionedTransaction(message).serialize());
      if (!parsed) throw new Error('unparsable');
      return parsed;
    };

    it('the honest route passes; its threshold may be tighter than the slippage allows', () => {
      expect(routeMismatch(intent, owner, txWith(honest))).toBeUndefined();
      expect(routeMismatch(intent, owner, txWith({ ...honest, threshold: 17_000_000n }))).toBeUndefined();
    });

    it.each([
      [
        'a threshold one unit wider than the slippage allows',
        { threshold: 16_886_884n },
        "the swap's minimum received is 16.886884 USDC, less than the 16.886885 USDC your 1% slippage allows",
      ],
      ['another wallet', { owner: SOL }, `the swap's wallet is So11…1112 in the transaction, not the ${owner.slice(0, 4)}…${owner.slice(-4)} you asked for`],
      ['another output', { outputMint: JUP }, `the token bought is ${JUP} in the transaction, not the USDC you asked for`],
      ['another amount', { amount: 100_000_001n }, 'the swap sells 0.100000001 SOL, not the 0.1 SOL you typed'],
    ])('refuses %s', (_name, change, reason) => {
      expect(routeMismatch(intent, owner, txWith({ ...honest, ...change }))).toBe(reason);
    });

    it.each([
      ['another input', { inputMint: JUP }, `the token sold is ${JUP} in the transaction, not the SOL you asked for`],
      ['another output, its input the one asked for', { outputMint: SOL }, `the token bought is ${SOL} in the transaction, not the USDC you asked for`],
    ])('refuses a route with %s, naming the mint found and the symbol asked for', (_name, change, reason) => {
      expect(routeMismatch(intent, owner, txWith({ ...honest, ...change }))).toBe(reason);
    });

    it('refuses a route in the other mode than the one typed', () => {
      expect(routeMismatch(intent, owner, txWith({ ...honest, mode: 'ExactOut' }))).toBe(
        'the swap mode is ExactOut in the transaction, not the ExactIn you asked for',
      );
    });

    describe('ExactOut: the user typed 2 USDC to buy and accepts to sell at most 0.01111 SOL', () => {
      const exactOut: SwapIntent = { ...intent, mode: 'ExactOut', amount: 2_000_000n, quoted: 11_000_000n };
      const bought = { ...honest, mode: 'ExactOut' as const, amount: 2_000_000n, threshold: 11_110_000n };

      it('a maximum sold exactly at the slippage limit, or tighter, passes', () => {
        expect(routeMismatch(exactOut, owner, txWith(bought))).toBeUndefined();
        expect(routeMismatch(exactOut, owner, txWith({ ...bought, threshold: 11_000_000n }))).toBeUndefined();
        expect(routeMismatch(exactOut, owner, txWith({ ...bought, threshold: 1n }))).toBeUndefined();
      });

      it('a maximum sold one lamport above what the slippage allows is refused', () => {
        expect(routeMismatch(exactOut, owner, txWith({ ...bought, threshold: 11_110_001n }))).toBe(
          "the swap's maximum sold is 0.011110001 SOL, more than the 0.01111 SOL your 1% slippage allows",
        );
      });

      it('another amount bought is refused in the units of the token bought', () => {
        expect(routeMismatch(exactOut, owner, txWith({ ...bought, amount: 1_999_999n }))).toBe('the swap buys 1.999999 USDC, not the 2 USDC you typed');
      });
    });

    it("the swap command's intent: its summary always; the route compared only where the route program speaks the simulator's layout", () => {
      const reading = swapWriteIntent(intent, owner, true);
      expect(reading.summary).toBe('Sell 0.1 SOL for at least 16.886885 USDC');
      expect(reading.verify?.(txWith(honest))).toBeUndefined();
      expect(reading.verify?.(txWith({ ...honest, threshold: 16_886_884n }))).toBe(
        "the swap's minimum received is 16.886884 USDC, less than the 16.886885 USDC your 1% slippage allows",
      );
      expect(swapWriteIntent(intent, owner, false)).toStrictEqual({ summary: 'Sell 0.1 SOL for at least 16.886885 USDC' });
    });

    it('refuses a transaction without a route, or with two', () => {
      expect(routeMismatch(intent, owner, txWith())).toBe('the transaction does not contain the swap route you asked for');
      expect(routeMismatch(intent, owner, txWith(honest, honest))).toBe('the transaction contains 2 swap route instructions where you asked for one');
    });
  });
});

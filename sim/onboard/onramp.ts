import { randomBytes } from 'node:crypto';
import type { OnrampAsset, OnrampOrderRequest, OnrampQuote, Transfer } from '../../streams/schemas';
import { isAddress } from '../ledger/codec';
import { type BoundedMap, createBoundedMap } from '../swap/boundedMap';
import { providerRefusal } from './card';
import { ONRAMP, onrampFeeCents, totalSeconds } from './catalogue';
import type { Delivery } from './delivery';
import type { Transfers } from './transfers';

const QUOTE_CAPACITY = 10_000;

export const NO_RATE = 'Exchange rate not available';

export type OnrampResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly error: string };

interface StoredQuote {
  readonly quote: OnrampQuote;
  readonly at: number;
}

/** Base units of a token bought with `netCents` at `rate` USD a token, rounded down. */
const tokensFor = (netCents: number, rate: number, decimals: number): bigint => {
  const rateMicro = BigInt(Math.round(rate * 1_000_000));
  if (netCents <= 0 || rateMicro <= 0n) return 0n;
  return (BigInt(netCents) * 10_000n * 10n ** BigInt(decimals)) / rateMicro;
};

/**
 * The card on-ramp: a quote for an amount in USD (the card fee, the network fee, the rate from
 * the market, what arrives), honoured for 30 s by its id; an order pays with a card (card.ts)
 * and the provider sends the tokens on Solana after the payment step. A quote without a usable
 * rate (the switch) has nothing to buy with: its order is refused with the spec's message.
 */
export const createOnramp = (deps: {
  readonly now: () => number;
  readonly priceUsd: (asset: OnrampAsset) => number | null;
  readonly transfers: Transfers;
  readonly delivery: () => Delivery | undefined;
  readonly noRate: () => boolean;
}) => {
  const quotes: BoundedMap<string, StoredQuote> = createBoundedMap(QUOTE_CAPACITY);
  return {
    quote: (asset: OnrampAsset, usdCents: number): OnrampResult<OnrampQuote> => {
      if (!Number.isSafeInteger(usdCents) || usdCents < ONRAMP.minCents || usdCents > ONRAMP.maxCents)
        return { ok: false, status: 400, error: `Amount: $${ONRAMP.minCents / 100} to $${(ONRAMP.maxCents / 100).toLocaleString('en-US')}` };
      const terms = ONRAMP.assets[asset];
      const price = deps.noRate() ? null : deps.priceUsd(asset);
      const rate = price !== null && Number.isFinite(price) && price > 0 ? price : null;
      const feeCents = onrampFeeCents(terms, usdCents);
      const quote: OnrampQuote = {
        quoteId: `quote-${randomBytes(8).toString('hex')}`,
        asset,
        mint: terms.mint,
        decimals: terms.decimals,
        usdCents,
        feeCents,
        rate,
        amount: (rate === null ? 0n : tokensFor(usdCents - feeCents, rate, terms.decimals)).toString(),
        seconds: totalSeconds(ONRAMP.steps),
        expiresInMs: ONRAMP.quoteMs,
        minCents: ONRAMP.minCents,
        maxCents: ONRAMP.maxCents,
      };
      quotes.set(quote.quoteId, { quote, at: deps.now() });
      return { ok: true, value: quote };
    },
    order: (request: OnrampOrderRequest): OnrampResult<Transfer> => {
      if (!isAddress(request.owner)) return { ok: false, status: 400, error: 'Invalid address' };
      const stored = quotes.get(request.quoteId);
      if (!stored || deps.now() - stored.at > ONRAMP.quoteMs) return { ok: false, status: 409, error: 'The quote expired: get a new quote' };
      const { quote } = stored;
      if (quote.rate === null || BigInt(quote.amount) <= 0n) return { ok: false, status: 409, error: NO_RATE };
      const problem = providerRefusal(request.card, deps.now());
      if (problem) return { ok: false, status: 402, error: problem };
      const delivery = deps.delivery();
      if (!delivery) return { ok: false, status: 503, error: 'The ledger is not running' };
      quotes.take(request.quoteId);
      const amount = BigInt(quote.amount);
      const transfer = deps.transfers.create({
        kind: 'onramp',
        owner: request.owner,
        symbol: quote.asset,
        decimals: quote.decimals,
        amountIn: BigInt(quote.usdCents),
        fee: BigInt(quote.feeCents),
        amountOut: amount,
        steps: ONRAMP.steps,
        source: null,
        deliver: () => delivery.payOut(request.owner, quote.mint, amount),
      });
      return { ok: true, value: transfer };
    },
    clear: () => quotes.clear(),
  };
};

export type Onramp = ReturnType<typeof createOnramp>;

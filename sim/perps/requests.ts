import type { Side } from './positionMath';

/**
 * A position request waiting for its transaction to land (Jupiter Perps' PositionRequest, kept by
 * the simulator instead of on chain). Its key is a marker account in the transaction.
 */
interface RequestBase {
  readonly key: string;
  readonly owner: string;
  readonly positionKey: string;
  /** Unix ms. */
  readonly createdAt: number;
}

export type PerpsRequest = RequestBase &
  (
    | {
        readonly kind: 'increase';
        readonly marketMint: string;
        readonly side: Side;
        readonly collateralMint: string;
        /** Base units moved into the custody by the transaction. */
        readonly collateralTokens: bigint;
        readonly sizeUsdDelta: number;
        /** undefined keeps the position's trigger; null removes it. */
        readonly takeProfitPriceUsd: number | null | undefined;
        readonly stopLossPriceUsd: number | null | undefined;
      }
    | { readonly kind: 'close' }
    /** Collateral out of an open position (Perps API decrease with sizeUsdDelta 0), paid in its collateral mint. */
    | { readonly kind: 'withdraw'; readonly collateralUsdDelta: number }
    | { readonly kind: 'tpsl'; readonly takeProfitPriceUsd: number | null; readonly stopLossPriceUsd: number | null }
  );

/** Requests not landed within this long are forgotten (a transaction's blockhash lives about a minute). */
export const REQUEST_TTL_MS = 5 * 60_000;
const MAX_PENDING = 10_000;

export interface RequestBook {
  add(request: PerpsRequest): void;
  /** Takes (removes) the request with this key, if it is waiting. */
  take(key: string): PerpsRequest | undefined;
  size(): number;
  clear(): void;
}

export const createRequestBook = (now: () => number): RequestBook => {
  const pending = new Map<string, PerpsRequest>();
  const sweep = () => {
    const cutoff = now() - REQUEST_TTL_MS;
    for (const [key, request] of pending) {
      if (request.createdAt >= cutoff && pending.size <= MAX_PENDING) break; // insertion order: the rest are younger
      pending.delete(key);
    }
  };
  return {
    add: (request) => {
      sweep();
      pending.set(request.key, request);
    },
    take: (key) => {
      const request = pending.get(key);
      if (request) pending.delete(key);
      return request;
    },
    size: () => pending.size,
    clear: () => pending.clear(),
  };
};

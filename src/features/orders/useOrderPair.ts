import { isPublicKey, type SwapAsset, USDC_MINT as USDC, WRAPPED_SOL_MINT as SOL } from '@streams/swap';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useOrderToken } from './useOrders';

/** A mint from the address bar, or the default when it is missing or not an address. */
const mintParam = (value: string | null, fallback: string) => (value && isPublicKey(value) ? value : fallback);

/**
 * The pair of an order page, kept in the address (`?from={mint}&to={mint}`, as activity rows
 * link to it, spec 000 §1), so a page can be shared and Back restores it. Defaults SOL → USDC
 * (a recurring order buys, so it defaults USDC → SOL).
 */
export const useOrderPair = (defaults: 'sell-sol' | 'buy-sol') => {
  const [params, setParams] = useSearchParams();
  const [fallbackFrom, fallbackTo] = defaults === 'sell-sol' ? [SOL, USDC] : [USDC, SOL];
  const from = mintParam(params.get('from'), fallbackFrom);
  const to = mintParam(params.get('to'), fallbackTo);
  const sell = useOrderToken(from);
  const buy = useOrderToken(to);
  const set = useCallback(
    (next: { from: string; to: string }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('from', next.from);
          updated.set('to', next.to);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const pick = (side: 'sell' | 'buy', token: SwapAsset) => {
    // Picking the other side's token swaps the two, as the swap card does.
    if (side === 'sell') set(token.id === to ? { from: token.id, to: from } : { from: token.id, to });
    else set(token.id === from ? { from: to, to: token.id } : { from, to: token.id });
  };
  return { sell, buy, fromMint: from, toMint: to, pick, flip: () => set({ from: to, to: from }) };
};

import type { SwapState } from '@streams/swap/executeSwap';
import type { QuoteResponse } from '@streams/schemas/quote';
import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';
import type { SwapAsset } from './tokens';
import { useSwapStreams } from './useSwapStreams';

const isFinalState = (state: SwapState) => state.status === 'swapped' || state.status === 'failed' || state.status === 'expired';

/**
 * Runs swaps through the swap stream (which shows the toasts and refreshes the balances) and
 * follows the latest one: `running` is its state until it ends. `onLanded` runs once it landed.
 */
export const useSwapExecution = (onLanded: () => void) => {
  const swap = useSwapStreams();
  const { wallet } = useStreams();
  const [running, setRunning] = useState<SwapState | undefined>(undefined);
  const subscription = useRef<Subscription | undefined>(undefined);
  const landed = useRef(onLanded);
  useEffect(() => {
    landed.current = onLanded;
  });
  // Leaving the page stops following; the swap itself runs to its end in the stream.
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const start = (quote: QuoteResponse, input: SwapAsset, output: SwapAsset): boolean => {
    const signer = wallet.session.currentSigner();
    if (!signer) return false;
    subscription.current?.unsubscribe();
    subscription.current = swap
      .execute({
        quote,
        signer,
        settings: swap.settings.current(),
        input: { mint: input.id, symbol: input.symbol, decimals: input.decimals },
        output: { mint: output.id, symbol: output.symbol, decimals: output.decimals },
        dynamicSlippage: swap.profile.current() === 'auto',
      })
      .subscribe((state) => {
        if (!isFinalState(state)) {
          setRunning(state);
          return;
        }
        setRunning(undefined);
        if (state.status === 'swapped') landed.current();
      });
    return true;
  };

  return { running, start };
};

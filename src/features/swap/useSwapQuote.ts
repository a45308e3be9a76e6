import type { QuoteState } from '@streams/swap/quotes';
import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { useSwapStreams } from './useSwapStreams';

/**
 * The streaming quote for the form's pair and amount (ExactIn). The stream debounces, refetches
 * after the route cache time and pauses while a swap is in flight; `refresh` asks again now.
 */
export const useSwapQuote = (inputMint: string | undefined, outputMint: string | undefined, amount: bigint): [QuoteState, () => void] => {
  const swap = useSwapStreams();
  const form$ = useObservable((inputs$) => inputs$, [inputMint, outputMint, amount] as const);
  const [refresh, refresh$] = useObservableCallback<void>();
  const quote$ = useMemo(
    () =>
      swap.quote$({
        inputMint$: form$.pipe(map(([input]) => input), distinctUntilChanged()),
        outputMint$: form$.pipe(map(([, output]) => output), distinctUntilChanged()),
        amount$: form$.pipe(map(([, , value]) => value), distinctUntilChanged()),
        swapMode$: form$.pipe(map(() => 'ExactIn' as const), distinctUntilChanged()),
        refresh$,
      }),
    [swap, form$, refresh$],
  );
  const state = useObservableState(quote$, { status: 'idle' } as QuoteState);
  return [state, refresh];
};

import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/** A token's icon: its own, else the token-info answer (a 2 s queue, T23). */
export const useTokenIcon = (mint: string | undefined, icon: string | undefined): string | undefined => {
  const { tokenInfo } = useStreams();
  const icon$ = useMemo(() => (icon || !mint ? of(icon) : tokenInfo.info$(mint).pipe(map((asset) => asset?.icon ?? undefined))), [tokenInfo, mint, icon]);
  return useObservableState(icon$, icon);
};

/** The token's USD price, undefined while unknown. */
export const useUsdPrice = (mint: string | undefined): number | undefined => {
  const { prices } = useStreams();
  const price$ = useMemo(
    () =>
      mint
        ? prices.price$(mint).pipe(map((state) => (state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined)))
        : of(undefined),
    [prices, mint],
  );
  return useObservableState(price$, undefined);
};

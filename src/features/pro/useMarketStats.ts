import { marketStatsFeature } from '@streams/market';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** Each launchpad's last 24 hours (GET /v3/launchpads/stats), by launchpad id. */
export const useLaunchpadStats = () => {
  const stats = useStreams().features.get(marketStatsFeature);
  const stats$ = useMemo(() => stats.launchpads$(), [stats]);
  const state = useObservableState(stats$, { status: 'loading' });
  return useMemo(() => new Map(state.status === 'ready' ? state.value.map((entry) => [entry.id, entry] as const) : []), [state]);
};

/** An issuer's stock tokens together (GET /v1/stocks/stats). */
export const useStockStats = (issuer: string) => {
  const stats = useStreams().features.get(marketStatsFeature);
  const stats$ = useMemo(() => stats.stocks$(issuer), [stats, issuer]);
  return useObservableState(stats$, { status: 'loading' });
};

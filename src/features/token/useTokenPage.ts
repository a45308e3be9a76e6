import type { TradesState } from '@streams/tokenPage/tokenTrades';
import type { TokenDetailState } from '@streams/tokenPage/tokenDetail';
import type { Description } from '@streams/tokenPage/tokenPage';
import type { LoadState } from '@streams/tokenPage/loadState';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** The token's asset, kept current by the live stream. */
export const useTokenDetail = (id: string): TokenDetailState => {
  const { tokenPage } = useStreams();
  const detail$ = useMemo(() => tokenPage.detail$(id), [tokenPage, id]);
  return useObservableState(detail$, { status: 'loading' });
};

/** The latest trades, newest first, live. */
export const useTokenTrades = (id: string): TradesState => {
  const { tokenPage } = useStreams();
  const trades$ = useMemo(() => tokenPage.trades$(id), [tokenPage, id]);
  return useObservableState(trades$, { status: 'loading', trades: [], next: undefined });
};

export const useTokenDescription = (id: string): LoadState<Description> => {
  const { tokenPage } = useStreams();
  const description$ = useMemo(() => tokenPage.description$(id), [tokenPage, id]);
  return useObservableState(description$, { status: 'loading' });
};

/** Whether the token is on the watchlist. */
export const useWatched = (id: string): boolean => {
  const { watchlist } = useStreams();
  const has$ = useMemo(() => watchlist.has$(id), [watchlist, id]);
  return useObservableState(has$, false);
};

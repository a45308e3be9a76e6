import { watchlistChips, type WatchlistChipsState, type WatchlistConfig } from '@streams/watchlist';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

export const useWatchlistConfig = (): WatchlistConfig => {
  const { watchlist } = useStreams();
  return useObservableEagerState(watchlist.config$);
};

/** The watched tokens with their live metric and change, in the configured order. */
export const useWatchlistRows = (): WatchlistChipsState => {
  const { watchlist, tokenLists } = useStreams();
  const rows$ = useMemo(() => watchlistChips(watchlist.config$, tokenLists.list), [watchlist, tokenLists]);
  return useObservableState(rows$, { status: 'loading', chips: [] });
};

import { type BarChip, watchlistBar } from '@streams/watchlist/watchlistBar';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** The watched tokens' live price chips, in the configured order; empty when none are watched. */
export const useWatchlistBar = (): readonly BarChip[] => {
  const { watchlist, tokenLists, live } = useStreams();
  const chips$ = useMemo(() => watchlistBar(watchlist.config$, tokenLists.list, live), [watchlist, tokenLists, live]);
  return useObservableState(chips$, []);
};

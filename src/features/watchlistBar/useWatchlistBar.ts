import type { BarChip } from '@streams/watchlist';
import { useObservableEagerState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';

/**
 * The watched tokens' live price chips, in the configured order; empty when none are watched.
 * Eager: the chips (prices to come) are there on the first render, so the bar never pushes the
 * page down after it painted. The stream is kept for the effect's subscription that follows (T76).
 */
export const useWatchlistBar = (): readonly BarChip[] => useObservableEagerState(useStreams().watchlistBar$);

import { useObservable, useObservableState } from 'observable-hooks';
import { map, switchMap } from 'rxjs';
import type { Category } from '@streams/market/categories';
import type { ListView, TokenListState } from '@streams/market/tokenLists';
import type { Timeframe } from '@streams/market/tokenRow';
import { useStreams } from '@/app/StreamsContext';

const loading: TokenListState = { status: 'loading' };

/**
 * A live token list. Changing the category, timeframe or launchpad opens a new list; changing
 * the view (filter, sort) re-derives the rows of the open one without refetching; while
 * `frozen` (the pointer is over the rows) the stream holds their order.
 */
export const useTokenList = (category: Category, timeframe: Timeframe, view: ListView, launchpad?: string, frozen = false): TokenListState => {
  const { tokenLists } = useStreams();
  const view$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value)), [view]);
  const frozen$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value)), [frozen]);
  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([currentCategory, currentTimeframe, currentLaunchpad]) =>
          tokenLists.list({ category: currentCategory, timeframe: currentTimeframe, ...(currentLaunchpad ? { launchpads: [currentLaunchpad] } : {}) }, view$, frozen$),
        ),
      ),
    [category, timeframe, launchpad],
  );
  return useObservableState(state$, loading);
};

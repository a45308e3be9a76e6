import { useLayoutObservableState, useObservable } from 'observable-hooks';
import { distinctUntilChanged, map, switchMap } from 'rxjs';
import type { Category, ListView, Timeframe, TokenListState } from '@streams/market';
import { useListDiagnostics } from '@/app/diagnosticsHook';
import { useStreams } from '@/app/StreamsContext';

const loading: TokenListState = { status: 'loading' };

/**
 * A live token list. Changing the category, timeframe, launchpad or tag opens a new list
 * (the Watchlist tab: also the watched tokens); changing
 * the view (filter, sort) re-derives the rows of the open one without refetching; while
 * `frozen` (the pointer is over the rows) the stream holds their order.
 */
export const useTokenList = (
  category: Category,
  timeframe: Timeframe,
  view: ListView,
  only: { readonly launchpad?: string; readonly tag?: string } = {},
  frozen = false,
): TokenListState => {
  const { tokenLists, watchlist } = useStreams();
  const view$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value)), [view]);
  const frozen$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value)), [frozen]);
  const state$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        switchMap(([currentCategory, currentTimeframe, currentLaunchpad, currentTag]) =>
          currentCategory === 'watchlist'
            ? // The Watchlist tab: the watched tokens, asked for again when the user watches or drops one.
              watchlist.config$.pipe(
                map((config) => config.tokens.map((token) => token.address)),
                distinctUntilChanged((a, b) => a.join() === b.join()),
                switchMap((ids) => tokenLists.list({ category: 'watchlist', timeframe: currentTimeframe, watchlist: ids }, view$, frozen$)),
              )
            : tokenLists.list(
                {
                  category: currentCategory,
                  timeframe: currentTimeframe,
                  ...(currentLaunchpad ? { launchpads: [currentLaunchpad] } : {}),
                  ...(currentTag ? { tag: currentTag } : {}),
                },
                view$,
                frozen$,
              ),
        ),
      ),
    [category, timeframe, only.launchpad, only.tag],
  );
  // Subscribed before the browser paints: rows already there (the landing list's early answer) show in the first paint, not one frame after the skeleton.
  const state = useLayoutObservableState(state$, loading);
  useListDiagnostics(category, state);
  return state;
};

import type { ResourceState } from '@streams/core';
import { type RecentToken, recentTokenOf, type SearchItem, type SearchState } from '@streams/search';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { useCallback } from 'react';
import { map } from 'rxjs';
import { useNavigate } from 'react-router';
import { type SearchStreams, searchFeature } from '@streams/search/feature';
import { useStreams } from '@/app/StreamsContext';

const IDLE: SearchState = { status: 'idle' };

/** Token search's streams, built the first time a search panel or token picker mounts (its code rides in their chunks). */
export const useSearchStreams = (): SearchStreams => useStreams().features.get(searchFeature);

/** The search state for the text as typed (the stream debounces and searches it). */
export const useSearchResults = (text: string): SearchState => {
  const search = useSearchStreams();
  const state$ = useObservable((inputs$) => search.results$(inputs$.pipe(map(([input]) => input))), [text]);
  return useObservableState(state$, IDLE);
};

/** The 'Cooking' list shown while the input is empty. */
export const useTrending = (): ResourceState<readonly SearchItem[]> => {
  const search = useSearchStreams();
  return useObservableState(search.trending$, { status: 'loading' });
};

/** The History row: recent tokens, newest first. */
export const useRecentTokens = (): readonly RecentToken[] => {
  const search = useSearchStreams();
  return useObservableEagerState(search.recent.tokens$);
};

export const tokenPath = (id: string) => `/tokens/${encodeURIComponent(id)}`;

/** Opens a token's page and records it in the History row. */
export const useOpenToken = (onDone: () => void) => {
  const search = useSearchStreams();
  const navigate = useNavigate();
  return useCallback(
    (token: RecentToken | SearchItem) => {
      search.recent.add(recentTokenOf({ ...token, icon: token.icon ?? undefined }));
      onDone();
      void navigate(tokenPath(token.id));
    },
    [search, navigate, onDone],
  );
};

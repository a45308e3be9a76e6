import type { DevPeriod } from '@streams/schemas';
import { type Description, type LoadState, type OlderTrades, olderTrades$, type TokenDetailState, type TradesState } from '@streams/tokenPage';
import { useObservable, useObservableState } from 'observable-hooks';
import { useMemo, useRef } from 'react';
import { Subject, of, switchMap } from 'rxjs';
import { tokenMetadataFeature } from '@streams/tokenPage/metadataFeature';
import { tokenPageFeature } from '@streams/tokenPage/feature';
import { useStreams } from '@/app/StreamsContext';

/** The token page's streams, built when the first token page opens. */
const useTokenPageStreams = () => useStreams().features.get(tokenPageFeature);

/** The token's asset, kept current by the live stream. */
export const useTokenDetail = (id: string): TokenDetailState => {
  const tokenPage = useTokenPageStreams();
  const detail$ = useMemo(() => tokenPage.detail$(id), [tokenPage, id]);
  return useObservableState(detail$, { status: 'loading' });
};

/** The latest trades, newest first, live. */
export const useTokenTrades = (id: string): TradesState => {
  const tokenPage = useTokenPageStreams();
  const trades$ = useMemo(() => tokenPage.trades$(id), [tokenPage, id]);
  return useObservableState(trades$, { status: 'loading', trades: [], next: undefined });
};

/**
 * Trades older than the first page, loaded as the list scrolls to its end: `more()` asks for the
 * next page (ignored while one loads or at the oldest).
 */
export const useOlderTrades = (id: string, firstNext: string | undefined): OlderTrades & { readonly more: () => void } => {
  const tokenPage = useTokenPageStreams();
  const more = useRef(new Subject<void>()).current;
  const state$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([token, next]) => olderTrades$(next, more, (cursor) => tokenPage.olderTrades(token, cursor)))),
    [id, firstNext],
  );
  const state = useObservableState(state$, { trades: [], next: firstNext, loading: false, failed: false });
  return { ...state, more: () => more.next() };
};

/** The developer's stats for the period (GET /v1/dev/stats). */
export const useDevStats = (dev: string, period: DevPeriod) => {
  const tokenPage = useTokenPageStreams();
  const stats$ = useMemo(() => tokenPage.devStats$(dev, period), [tokenPage, dev, period]);
  return useObservableState(stats$, { status: 'loading' });
};

/** The top holders (GET /v1/holders), fetched when the Holders tab opens. */
export const useTokenHolders = (id: string) => {
  const tokenPage = useTokenPageStreams();
  const holders$ = useMemo(() => tokenPage.holders$(id), [tokenPage, id]);
  return useObservableState(holders$, { status: 'loading' });
};

export const useTokenDescription = (id: string): LoadState<Description> => {
  const tokenPage = useTokenPageStreams();
  const description$ = useMemo(() => tokenPage.description$(id), [tokenPage, id]);
  return useObservableState(description$, { status: 'loading' });
};

/**
 * The token's icon: the market data's, else the image of its on-chain metadata (T40), else
 * undefined (the icon's monogram).
 */
export const useTokenImage = (mint: string, icon: string | null | undefined): string | undefined => {
  const metadata = useStreams().features.get(tokenMetadataFeature);
  const image$ = useMemo(() => (icon ? of(icon) : metadata.image$(mint)), [metadata, mint, icon]);
  return useObservableState(image$, icon ?? undefined);
};

/** Whether the token is on the watchlist. */
export const useWatched = (id: string): boolean => {
  const { watchlist } = useStreams();
  const has$ = useMemo(() => watchlist.has$(id), [watchlist, id]);
  return useObservableState(has$, false);
};

import type { DayStats, FeedHealth, LivePosition, OracleQuote, PerpsMarket } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';
import { useWalletStreams } from '@/hooks/facades';
import { usePerpsStreams } from './usePerpsStreams';

/** The socket's latest price of a market (USD), undefined before the first tick. */
export const useLivePrice = (market: PerpsMarket): number | undefined => {
  const perps = usePerpsStreams();
  const price$ = useMemo(() => perps.prices.ticks$(market.channel).pipe(map((tick) => tick.priceUsd)), [perps, market]);
  return useObservableState(price$, undefined);
};

/** The Doves oracle's latest quote of a market (polled every second). */
export const useOracleQuote = (market: PerpsMarket): OracleQuote | undefined => {
  const perps = usePerpsStreams();
  const quote$ = useMemo(() => perps.oracle.quote$(market.oracleFeed), [perps, market]);
  return useObservableState(quote$, undefined);
};

export const useFeedHealth = (market: PerpsMarket): FeedHealth => {
  const perps = usePerpsStreams();
  const health$ = useMemo(() => perps.health$(market), [perps, market]);
  return useObservableState(health$, { status: 'connecting' });
};

export const useDayStats = (market: PerpsMarket): DayStats | null => {
  const perps = usePerpsStreams();
  const stats$ = useMemo(() => perps.dayStats$(market), [perps, market]);
  return useObservableState(stats$, null);
};

/** The connected wallet's address, or undefined. */
export const useOwner = (): string | undefined => {
  const state = useObservableEagerState(useStreams().wallet.session.state$);
  return state.status === 'connected' ? state.publicKey : undefined;
};

/** The wallet's open positions; undefined while they load. */
export const usePositions = (owner: string): readonly PerpPosition[] | undefined => {
  const perps = usePerpsStreams();
  const positions$ = useMemo(() => perps.positions$(owner), [perps, owner]);
  return useObservableState(positions$, undefined);
};

/** The wallet's open positions marked to the live price socket; undefined while they load. */
export const useLivePositions = (owner: string): readonly LivePosition[] | undefined => {
  const perps = usePerpsStreams();
  const positions$ = useMemo(() => perps.livePositions$(owner), [perps, owner]);
  return useObservableState(positions$, undefined);
};

/** What the wallet holds of a token, base units (native SOL for the SOL mint); undefined while unknown. */
export const useHeld = (owner: string, mint: string): bigint | undefined => {
  const holdings = useWalletStreams().holdings;
  const held$ = useMemo(() => holdings.held$(owner, mint), [holdings, owner, mint]);
  return useObservableState(held$, undefined);
};

import type { ResourceState } from '@streams/core';
import type { DrawerSettings, HoldingsView, Portfolio } from '@streams/portfolio';
import { NATIVE_MINT } from '@streams/wallet';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

export const usePortfolio = (address: string): ResourceState<Portfolio> => {
  const { portfolio } = useStreams();
  const state$ = useMemo(() => portfolio.portfolios.portfolio$(address), [portfolio, address]);
  return useObservableState(state$, { status: 'loading' });
};

export const useHoldingRows = (address: string): HoldingsView => {
  const { portfolio } = useStreams();
  const rows$ = useMemo(() => portfolio.holdingRows.rows$(address), [portfolio, address]);
  return useObservableState(rows$, { status: 'loading' });
};

export const useDrawerSettings = (): [DrawerSettings, (change: Partial<DrawerSettings>) => void] => {
  const { portfolio } = useStreams();
  const settings = useObservableEagerState(portfolio.drawerSettings.value$);
  return [settings, portfolio.drawerSettings.update];
};

/** SOL's USD price, for the net worth in SOL. */
export const useSolPrice = (): number | undefined => {
  const { prices } = useStreams();
  const price$ = useMemo(() => prices.price$(NATIVE_MINT).pipe(map((state) => (state.status === 'ready' ? state.value : undefined))), [prices]);
  return useObservableState(price$, undefined);
};

/** Balances as '****' when the user hides them (spec 000 §2). */
export const masked = (hidden: boolean, text: string) => (hidden ? '****' : text);

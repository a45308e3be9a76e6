import type { ResourceState } from '@streams/core';
import type { OtherPositions } from '@streams/portfolio';
import { portfolioPageFeature } from '@streams/portfolio/pageFeature';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** The connected wallet's address, or undefined. */
export const useOwnAddress = (): string | undefined => {
  const state = useObservableEagerState(useStreams().wallet.session.state$);
  return state.status === 'connected' ? state.publicKey : undefined;
};

/** fetchNoJup's positions of an address (asked when the page opens; Refresh asks again). */
export const useOtherPositions = (address: string): [ResourceState<OtherPositions>, () => void] => {
  const { other } = useStreams().features.get(portfolioPageFeature);
  const state$ = useMemo(() => other.positions$(address), [other, address]);
  return [useObservableState(state$, { status: 'loading' }), () => other.refresh(address)];
};

/** Fetch the address's portfolio and holdings again. */
export const useRefreshPortfolio = (address: string) => {
  const { portfolio, wallet } = useStreams();
  return () => {
    portfolio.portfolios.invalidate(address);
    wallet.holdings.invalidate(address);
  };
};

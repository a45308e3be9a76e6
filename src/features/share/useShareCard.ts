import type { TokenDetailState } from '@streams/tokenPage';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map } from 'rxjs';
import { usePortfolioStreams } from '@/hooks/facades';
import { useTokenDetail } from '@/features/token/useTokenPage';
import { type ShareCard, positionCard, tokenCard } from './shareCard';

export type ShareCardState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly card: ShareCard } | { readonly status: 'missing'; readonly message: string };

const LOADING: ShareCardState = { status: 'loading' };
const UNREADABLE = 'This could not be read. Try again in a moment.';

/** The card of a token: the token page's own asset (zod-checked, kept current by the live stream). */
export const useTokenShareCard = (mint: string): ShareCardState => {
  const detail: TokenDetailState = useTokenDetail(mint);
  // One card per asset answer, so the canvas redraws only when the token changed.
  return useMemo((): ShareCardState => {
    if (detail.status === 'loading') return LOADING;
    if (detail.status === 'not_found') return { status: 'missing', message: 'We could not find this token.' };
    if (detail.status === 'error') return { status: 'missing', message: UNREADABLE };
    return { status: 'ready', card: tokenCard(detail.asset) };
  }, [detail]);
};

/** The card of a perps position, found by its key in its owner's portfolio (zod-checked). */
export const usePositionShareCard = (owner: string, key: string): ShareCardState => {
  const { portfolios } = usePortfolioStreams();
  const state$ = useMemo(
    () =>
      portfolios.portfolio$(owner).pipe(
        map((state): ShareCardState => {
          if (state.status === 'loading') return LOADING;
          if (state.status === 'error') return { status: 'missing', message: UNREADABLE };
          const position = state.value.perpetual.openedPositions.find((candidate) => candidate.positionKey === key);
          return position ? { status: 'ready', card: positionCard(position) } : { status: 'missing', message: 'This position is not open (any more).' };
        }),
      ),
    [portfolios, owner, key],
  );
  return useObservableState(state$, LOADING);
};

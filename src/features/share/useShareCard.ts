import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable, catchError, map, of } from 'rxjs';
import { usePortfolioStreams, useTokenInfo } from '@/hooks/facades';
import { type ShareCard, positionCard, tokenCard } from './shareCard';
import type { ShareTarget } from './shareTarget';

export type ShareCardState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly card: ShareCard } | { readonly status: 'missing'; readonly message: string };

const LOADING: ShareCardState = { status: 'loading' };

/**
 * The card of a share target from data the app already validates: a token's asset (the token
 * info lookup, zod-checked) or a position from its owner's portfolio (zod-checked too).
 */
export const useShareCard = (target: ShareTarget): ShareCardState => {
  const tokenInfo = useTokenInfo();
  const { portfolios } = usePortfolioStreams();
  const state$ = useMemo((): Observable<ShareCardState> => {
    if (target.kind === 'invalid') return of({ status: 'missing', message: target.message });
    const card$: Observable<ShareCardState> =
      target.kind === 'token'
        ? tokenInfo
            .info$(target.mint)
            .pipe(
              map((asset): ShareCardState =>
                asset ? { status: 'ready', card: tokenCard(asset) } : { status: 'missing', message: 'We could not find this token.' },
              ),
            )
        : portfolios.portfolio$(target.owner).pipe(
            map((state): ShareCardState => {
              if (state.status === 'loading') return LOADING;
              if (state.status === 'error') return { status: 'missing', message: 'The position could not be read. Try again in a moment.' };
              const position = state.value.perpetual.openedPositions.find((candidate) => candidate.positionKey === target.position);
              return position ? { status: 'ready', card: positionCard(position) } : { status: 'missing', message: 'This position is not open (any more).' };
            }),
          );
    return card$.pipe(catchError(() => of<ShareCardState>({ status: 'missing', message: 'This could not be read. Try again in a moment.' })));
  }, [target, tokenInfo, portfolios]);
  return useObservableState(state$, LOADING);
};

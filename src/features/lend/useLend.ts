import type { ResourceState } from '@streams/core';
import { type Lend, type VaultRowsState, lendFeature } from '@streams/lend/feature';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/** The lend streams, built on the first visit to a lend page (their code comes with it). */
export const useLend = (): Lend => useStreams().features.get(lendFeature);

/** The connected wallet's address, or undefined. */
export const useOwner = (): string | undefined => {
  const state = useObservableEagerState(useStreams().wallet.session.state$);
  return state.status === 'connected' ? state.publicKey : undefined;
};

export const useVaultRows = (owner: string | undefined): VaultRowsState => {
  const lend = useLend();
  const rows$ = useMemo(() => lend.rows$(owner), [lend, owner]);
  return useObservableState(rows$, { status: 'loading' });
};

/** A lend read's state (undefined while there is no read, e.g. no wallet); make `state$` with useMemo. */
export const useResourceState = <T>(state$: Observable<ResourceState<T>> | undefined): ResourceState<T> | undefined =>
  useObservableState(state$ ?? EMPTY_STATE, undefined);
const EMPTY_STATE: Observable<undefined> = of(undefined);

/**
 * A token's USD price that moves: the Price API's (T24) and, between its answers, every tick of
 * the live stream's price subscription, so a loan's health follows the market as it trades.
 */
export const useLivePrice = (mint: string): number | undefined => {
  const streams = useStreams();
  return useObservableState(
    useMemo(() => streams.livePrice$(mint), [streams, mint]),
    undefined,
  );
};

export const useLendBusy = (): boolean => useObservableState(useLend().busy$, false);

/** The wallet's health display (ratio or factor), persisted with the drawer's settings. */
export const useHealthMode = () => {
  const { drawerSettings } = useStreams().portfolio;
  const settings = useObservableEagerState(drawerSettings.value$);
  return [settings.healthMode, () => drawerSettings.update({ healthMode: settings.healthMode === 'ratio' ? 'factor' : 'ratio' })] as const;
};

/** What the wallet holds of a token (native SOL for the SOL mint), base units; undefined while unknown. */
export const useHeld = (owner: string | undefined, mint: string): bigint | undefined => {
  const { holdings } = useStreams().wallet;
  const held$ = useMemo(() => (owner === undefined ? of(undefined) : holdings.held$(owner, mint)), [holdings, owner, mint]);
  return useObservableState(held$, undefined);
};

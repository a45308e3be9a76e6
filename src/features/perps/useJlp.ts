import type { ResourceState } from '@streams/core';
import { type Jlp, jlpFeature } from '@streams/jlp/feature';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/** The JLP streams, built on the first visit to a JLP page (their code comes with it). */
export const useJlp = (): Jlp => useStreams().features.get(jlpFeature);

/** The connected wallet's address, or undefined. */
export const useOwner = (): string | undefined => {
  const state = useObservableEagerState(useStreams().wallet.session.state$);
  return state.status === 'connected' ? state.publicKey : undefined;
};

const NONE: Observable<undefined> = of(undefined);

/** A read's state, or undefined while there is none to make (no wallet). */
export const useResource = <T>(state$: Observable<ResourceState<T>> | undefined): ResourceState<T> | undefined => useObservableState(state$ ?? NONE, undefined);

/** The last good value of a read (kept while a refetch runs or fails). */
export const valueOf = <T>(state: ResourceState<T> | undefined): T | undefined =>
  state?.status === 'ready' ? state.value : state?.status === 'error' ? state.last?.value : undefined;

/** What the wallet holds of a token (native SOL for the SOL mint), base units; undefined while unknown. */
export const useHeld = (owner: string | undefined, mint: string): bigint | undefined => {
  const { holdings } = useStreams().wallet;
  const held$ = useMemo(() => (owner === undefined ? NONE : holdings.held$(owner, mint)), [holdings, owner, mint]);
  return useObservableState(held$, undefined);
};

export const useJlpBusy = (): boolean => useObservableState(useJlp().busy$, false);

/** The wallet's health display (ratio or factor), the drawer's persisted setting: a click here switches it there too. */
export const useHealthMode = () => {
  const { drawerSettings } = useStreams().portfolio;
  const settings = useObservableEagerState(drawerSettings.value$);
  return [settings.healthMode, () => drawerSettings.update({ healthMode: settings.healthMode === 'ratio' ? 'factor' : 'ratio' })] as const;
};

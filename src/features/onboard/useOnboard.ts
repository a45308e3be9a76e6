import { type Onboard, onboardFeature } from '@streams/onboard/feature';
import type { SourceState, TransferWatch } from '@streams/onboard';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';
import { useWalletSession } from '@/hooks/facades';

/** The onboarding streams, built on the first visit to an onboard page (their code comes with it). */
export const useOnboard = (): Onboard => useStreams().features.get(onboardFeature);

/** The connected wallet's address, or undefined. */
export const useOwner = (): string | undefined => {
  const session = useWalletSession();
  return session.status === 'connected' ? session.publicKey : undefined;
};

export const useMethods = () => useObservableState(useOnboard().methods$, { status: 'loading' } as const);

const DISCONNECTED: Observable<SourceState> = of({ status: 'disconnected' });

/** The simulated source wallet of the connected Solana wallet. */
export const useSource = (owner: string | undefined): SourceState => {
  const onboard = useOnboard();
  return useObservableState(
    useMemo(() => (owner === undefined ? DISCONNECTED : onboard.source$(owner)), [onboard, owner]),
    { status: 'disconnected' },
  );
};

/** A transfer followed to its end (T67). */
export const useTransferWatch = (id: string): TransferWatch => {
  const onboard = useOnboard();
  return useObservableState(
    useMemo(() => onboard.watch(id), [onboard, id]),
    { status: 'loading' },
  );
};

import { type Send, sendFeature } from '@streams/send/feature';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

const NONE: ReadonlySet<string> = new Set();

/** The send page's streams, built on its first visit (their code comes with it). */
export const useSend = (): Send => useStreams().features.get(sendFeature);

/** The addresses the wallet sent to or received from: its chain history and this browser's sends. */
export const useCounterparties = (owner: string): ReadonlySet<string> => {
  const send = useSend();
  return useObservableState(
    useMemo(() => send.counterparties$(owner), [send, owner]),
    NONE,
  );
};

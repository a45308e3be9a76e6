import type { LinkStatus, OpenedLink, SentLink } from '@streams/send';
import { type Send, sendFeature } from '@streams/send/feature';
import type { RecipientBalances } from '@streams/send';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { of } from 'rxjs';

import { useStreams } from '@/app/StreamsContext';

const NONE: ReadonlySet<string> = new Set();
const NO_LINKS: readonly SentLink[] = [];
const LOADING = { status: 'loading' } as const;
const UNKNOWN: RecipientBalances = 'unknown';

/** The send pages' streams, built on their first visit (their code comes with them). */
export const useSend = (): Send => useStreams().features.get(sendFeature);

/** The addresses the wallet sent to or received from: its chain history and this browser's sends. */
export const useCounterparties = (owner: string): ReadonlySet<string> => {
  const send = useSend();
  return useObservableState(
    useMemo(() => send.counterparties$(owner), [send, owner]),
    NONE,
  );
};

/** Whether the recipient's wallet holds anything; 'unknown' while it is read, or when it cannot be. */
export const useRecipientBalances = (address: string | undefined): RecipientBalances => {
  const send = useSend();
  return useObservableState(
    useMemo(() => (address ? send.recipientBalances$(address) : of(UNKNOWN)), [send, address]),
    UNKNOWN,
  );
};

/** The links this browser made from `owner`, newest first. */
export const useSentLinks = (owner: string): readonly SentLink[] => {
  const { links } = useSend();
  return useObservableState(
    useMemo(() => links.sent$(owner), [links, owner]),
    NO_LINKS,
  );
};

/** A sent link's status on the ledger, live. */
export const useLinkStatus = (link: SentLink): LinkStatus => {
  const { links } = useSend();
  return useObservableState(
    useMemo(() => links.status$(link), [links, link]),
    LOADING,
  );
};

/** The link a recipient opened (its seed and address check from the fragment), live; undefined seed: none. */
export const useOpenedLink = (seed: Uint8Array | undefined, addressCheck: string): OpenedLink => {
  const { links } = useSend();
  return useObservableState(
    useMemo(() => (seed ? links.open$(seed, addressCheck) : of(LOADING)), [links, seed, addressCheck]),
    LOADING,
  );
};

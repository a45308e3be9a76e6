import type { ConnectionView } from '@streams/market';
import { useObservableState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';
import { liveStaleReason } from '@/format/staleText';

const connecting: ConnectionView = { tone: 'waiting', label: 'Connecting…' };

/**
 * The stale mark of every value the market socket streams (the watchlist, the watchlist bar,
 * lend's live prices): stale whenever the socket is not live (stale, reconnecting, offline),
 * read from the connection indicator's own state.
 */
export const useLiveStale = (): { readonly stale: boolean; readonly reason: string } => {
  const connection = useObservableState(useStreams().liveConnection$, connecting);
  return { stale: connection.tone !== 'live', reason: liveStaleReason(connection) };
};

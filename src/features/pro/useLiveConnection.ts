import type { ConnectionView } from '@streams/market';
import { useObservableState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';

const connecting: ConnectionView = { tone: 'waiting', label: 'Connecting…' };

/** The live stream's connection as the indicator shows it (Live, Stale, Reconnecting in N s, Offline). */
export const useLiveConnection = (): ConnectionView => useObservableState(useStreams().liveConnection$, connecting);

/** Connects the live stream again after the server refused it for good (the user's Reconnect). */
export const useLiveReconnect = (): (() => void) => useStreams().reconnectLive;

import { type ReactNode, createContext, useContext } from 'react';
import type { Streams } from '@streams/graph';

const StreamsContext = createContext<Streams | null>(null);

/** Holds the one streams graph; main.tsx builds it from real ports, tests from fakes. */
export const StreamsProvider = ({ streams, children }: { readonly streams: Streams; readonly children: ReactNode }) => (
  <StreamsContext.Provider value={streams}>{children}</StreamsContext.Provider>
);

export const useStreams = (): Streams => {
  const streams = useContext(StreamsContext);
  if (!streams) throw new Error('useStreams must be used within StreamsProvider');
  return streams;
};

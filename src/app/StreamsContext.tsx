import { type ReactNode, createContext, useContext } from 'react';
import type { Streams } from '@streams/graph';

const StreamsContext = createContext<Streams | null>(null);

/** Holds the one streams graph; main.tsx builds it from real ports, tests from fakes. */
export const StreamsProvider = ({ streams, children }: { readonly streams: Streams; readonly children: ReactNode }) => (
  <StreamsContext.Provider value={streams}>{children}</StreamsContext.Provider>
);

/** The spec's developer error for a stream hook used outside its provider (spec 000 §8), naming ours too. */
const OUTSIDE_PROVIDER = 'useDataStream must be used within DataStreamProvider (useStreams was called outside StreamsProvider)';

export const useStreams = (): Streams => {
  const streams = useContext(StreamsContext);
  if (!streams) throw new Error(OUTSIDE_PROVIDER);
  return streams;
};

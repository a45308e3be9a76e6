import { swapFeature } from '@streams/swap/feature';
import type { SwapStreams } from '@streams/swap';
import { useStreams } from '@/app/StreamsContext';

/** The swap streams, built on the first visit to the swap page (their code comes with it). */
export const useSwapStreams = (): SwapStreams => useStreams().features.get(swapFeature);

import type { Perps } from '@streams/perps';
import { perpsFeature } from '@streams/perps/feature';
import { useStreams } from '@/app/StreamsContext';

/** The perps streams, built on the first visit to a perps page (their code comes with it). */
export const usePerpsStreams = (): Perps => useStreams().features.get(perpsFeature);

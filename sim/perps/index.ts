import type { SimFeature, SimFeatureContext } from '../feature';

/** The perps services (oracle, price socket, charts, positions): filled in by the perps feature. */
export const startPerpsFeature = (_context: SimFeatureContext): SimFeature => ({});

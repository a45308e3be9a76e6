import type { SimFeature, SimFeatureContext } from '../feature';

/** The swap services (/swap/v1/…): filled in by the swap feature. */
export const startSwapFeature = (_context: SimFeatureContext): SimFeature => ({});

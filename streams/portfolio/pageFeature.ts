import type { FeatureDeps } from '../index';
import { createOtherPositions } from './otherPositions';

/** What only the /portfolio pages read (fetchNoJup), built on their first visit. */
export const portfolioPageFeature = (deps: FeatureDeps) => ({
  other: createOtherPositions({ http: deps.http, api: deps.config.endpoints.portfolioApi, scheduler: deps.scheduler }),
});

export type PortfolioPage = ReturnType<typeof portfolioPageFeature>;

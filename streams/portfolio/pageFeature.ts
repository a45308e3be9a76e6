import type { PortNeeds } from '../core/featureNeeds';
import { createOtherPositions } from './otherPositions';

/** What only the /portfolio pages read (fetchNoJup), built on their first visit. */
export const portfolioPageFeature = (deps: Pick<PortNeeds, 'http' | 'config' | 'scheduler'>) => ({
  other: createOtherPositions({ http: deps.http, api: deps.config.endpoints.portfolioApi, scheduler: deps.scheduler }),
});

export type PortfolioPage = ReturnType<typeof portfolioPageFeature>;

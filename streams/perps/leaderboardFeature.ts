import type { PortNeeds } from '../core/featureNeeds';
import { createLeaderboard } from './leaderboard';

/** The perps leaderboard as a feature built on its page's first visit: no price socket, no write path. */
export const leaderboardFeature = ({ http, config, scheduler }: Pick<PortNeeds, 'http' | 'config' | 'scheduler'>) =>
  createLeaderboard({ http, perpsApi: config.endpoints.perpsApi, scheduler });

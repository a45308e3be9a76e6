import type { PortNeeds } from '../core/featureNeeds';
import type { LiveStream } from '../market/liveStream';
import { createTokenPage } from './tokenPage';

/**
 * The token page's streams (detail, trades, holders, dev stats, description): built the first
 * time a token page opens, so their code rides in its chunk, not in every page's first visit.
 */
export const tokenPageFeature = ({
  http,
  config,
  live,
  scheduler,
  frameScheduler,
  logger,
}: Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'frameScheduler' | 'logger'> & { readonly live: LiveStream }) =>
  createTokenPage({ http, marketApi: config.endpoints.marketApi, live, scheduler, frameScheduler, logger });

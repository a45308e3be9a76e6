import type { PortNeeds } from '../core/featureNeeds';
import type { LiveStream } from '../market/liveStream';
import { type ChartReadinessDeps, createChartReadiness } from './chartReadiness';
import { createChartFeed } from './chartFeed';
import { createChartSettings } from './chartSettings';
import { createSpotCharts } from './spotChart';

/**
 * The price charts' streams (the candle feed, the pair chart, the stored interval and type, the
 * loading overlay): built the first time a page shows a chart, so their code rides in the
 * chart pages' chunks, not in every page's first visit.
 */
export const chartsFeature = ({
  http,
  config,
  live,
  scheduler,
  frameScheduler,
  logger,
  storage,
}: Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'frameScheduler' | 'logger' | 'storage'> & { readonly live: LiveStream }) => ({
  feed: createChartFeed({ http, marketApi: config.endpoints.marketApi, live, scheduler, frameScheduler, logger }),
  spot: createSpotCharts({ http, api: config.endpoints.marketApi, scheduler }),
  settings: createChartSettings({ storage, logger }),
  /** A chart's loading overlay (T33): once the chart exists and its data is there. */
  readiness: (deps: Omit<ChartReadinessDeps, 'scheduler'>) => createChartReadiness({ ...deps, scheduler }),
});

export type Charts = ReturnType<typeof chartsFeature>;

import { type Charts, chartsFeature } from '@streams/charts/feature';
import { useStreams } from '@/app/StreamsContext';

/** The price charts' streams (feed, pair chart, settings, overlay), built when a page first shows a chart. */
export const useCharts = (): Charts => useStreams().features.get(chartsFeature);

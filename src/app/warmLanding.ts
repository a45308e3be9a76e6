import type { Streams } from '@streams/graph';
import { landingListOf } from '@/features/pro/landingList';

/**
 * Asks for the landing page's list from the entry, before the page's code has arrived: the
 * snapshot's round trip runs beside the page chunk's download, and the list takes the answer
 * when it opens (tokenLists.prefetch). Only /pro lands on a list.
 */
export const warmLanding = (streams: Pick<Streams, 'tokenLists' | 'listSettings'>, location: Pick<Location, 'pathname' | 'search'>): void => {
  const category = landingListOf(location.pathname, location.search);
  if (category === undefined) return;
  streams.tokenLists.prefetch({ category, timeframe: streams.listSettings.current(category).timeframe });
};

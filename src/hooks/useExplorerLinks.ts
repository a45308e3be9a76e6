import { explorerFeature } from '@streams/shell/explorerFeature';
import { useObservableEagerState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';

/**
 * Links on the preferred explorer (spec 001 §2.3) for transactions, accounts and tokens. The
 * component re-renders when the choice changes, so every link on screen follows it at once.
 */
export const useExplorerLinks = () => {
  const links = useStreams().features.get(explorerFeature);
  useObservableEagerState(links.preferred.value$);
  return links;
};

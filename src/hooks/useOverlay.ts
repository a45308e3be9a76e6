import type { Overlay, Overlays } from '@streams/shell';
import { useObservableEagerState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';

/** The open shell overlay and the intents that change it. */
export const useOverlay = (): readonly [Overlay, Overlays] => {
  const { overlays } = useStreams();
  return [useObservableEagerState(overlays.overlay$), overlays];
};

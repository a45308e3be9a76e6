import { useObservableEagerState } from 'observable-hooks';
import { useStreams } from '@/app/StreamsContext';

/** The browser's online flag; the stream replays it synchronously, so no extra render. */
export const useOnline = (): boolean => useObservableEagerState(useStreams().connectivity.online$);

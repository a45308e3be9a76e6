import { useObservableEagerState } from 'observable-hooks';
import { useCallback, useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/**
 * Copy `text` to the clipboard; `copied` reads true for 1.5 s afterwards (T05, in the streams).
 * A refused clipboard (permissions, insecure origin) is logged and shows no feedback.
 */
export const useCopy = (key: string, text: string) => {
  const { copyFeedback, logger } = useStreams();
  const copied = useObservableEagerState(useMemo(() => copyFeedback.isCopied$(key), [copyFeedback, key]));
  const copy = useCallback(() => {
    navigator.clipboard.writeText(text).then(
      () => copyFeedback.copied(key),
      (error: unknown) => logger.warn('Clipboard write refused', { key, error: error instanceof Error ? error.message : String(error) }),
    );
  }, [copyFeedback, key, logger, text]);
  return { copied, copy };
};

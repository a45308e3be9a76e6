import { createTokenPicker } from '@streams/swap';
import { useEffect, useMemo } from 'react';
import { useLogger, useTokenInfo } from '@/hooks/facades';
import { useSearchStreams } from '@/features/search/useSearch';
import { useSwapStreams } from './useSwapStreams';

/** The token picker's model for one dialog: search, the verified list and token lookups wired in. */
export const useTokenPicker = () => {
  const search = useSearchStreams();
  const swapStreams = useSwapStreams();
  const tokenInfo = useTokenInfo();
  const logger = useLogger();
  const picker = useMemo(
    () => createTokenPicker({ results$: search.results$, verified$: swapStreams.verifiedTokens, info$: tokenInfo.info$, logger }),
    [search, swapStreams, tokenInfo, logger],
  );
  useEffect(() => () => picker.dispose(), [picker]);
  return picker;
};

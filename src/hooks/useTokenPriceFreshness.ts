import { FRESH, type PriceFreshness } from '@streams/prices';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** A token's T12 price freshness (stale 30 s after its answer, or when a refetch failed): what its stale mark shows. */
export const useTokenPriceFreshness = (mint: string): PriceFreshness => {
  const streams = useStreams();
  return useObservableState(
    useMemo(() => streams.tokenPriceFreshness$(mint), [streams, mint]),
    FRESH,
  );
};

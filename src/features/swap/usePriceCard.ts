import type { PriceCardView } from '@streams/tokenPage';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { tokenPageFeature } from '@streams/tokenPage/feature';
import { useStreams } from '@/app/StreamsContext';

const EMPTY: PriceCardView = { price: undefined, flash: undefined, arrow: undefined, change24h: undefined };

/** A token's price card state (live price, T20 flash and arrow, 24h change). */
export const usePriceCard = (mint: string): PriceCardView => {
  const tokenPage = useStreams().features.get(tokenPageFeature);
  const card$ = useMemo(() => tokenPage.priceCard$(mint), [tokenPage, mint]);
  return useObservableState(card$, EMPTY);
};

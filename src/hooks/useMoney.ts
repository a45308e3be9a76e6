import { USD_DENOMINATION } from '@streams/shell';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';
import { type Money, moneyIn } from '@/format/money';

/** The value formats of the user's Default Currency; the same object until the choice or SOL's price changes. */
export const useMoney = (): Money => {
  const denomination = useObservableState(useStreams().displayCurrency.denomination$, USD_DENOMINATION);
  return useMemo(() => moneyIn(denomination), [denomination]);
};

/** The Default Currency choice itself (the gear's setting). */
export const useDisplayCurrency = () => useStreams().displayCurrency;

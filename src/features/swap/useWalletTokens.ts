import type { HoldingRow } from '@streams/portfolio';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/** The connected wallet's holdings for the token picker (native SOL first); [] without a wallet. */
export const useWalletHoldings = (address: string | undefined): readonly HoldingRow[] | undefined => {
  const { portfolio } = useStreams();
  const rows$ = useMemo(() => (address ? portfolio.holdingRows.rows$(address) : of(undefined)), [portfolio, address]);
  const view = useObservableState(rows$, undefined);
  if (!address) return [];
  return view?.status === 'ready' ? view.rows : undefined;
};

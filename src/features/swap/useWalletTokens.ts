import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { WalletState } from '@streams/wallet/walletSession';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

export const useWalletState = (): WalletState => useObservableEagerState(useStreams().wallet.session.state$);

/** The connected wallet's holdings (native SOL first), refreshed after a landed swap; [] without a wallet. */
export const useWalletHoldings = (address: string | undefined): readonly HoldingRow[] | undefined => {
  const { portfolio } = useStreams();
  const rows$ = useMemo(() => (address ? portfolio.holdingRows.rows$(address) : of(undefined)), [portfolio, address]);
  const view = useObservableState(rows$, undefined);
  if (!address) return [];
  return view?.status === 'ready' ? view.rows : undefined;
};

/**
 * The wallet's balance of a mint in base units: native SOL for the SOL mint (the swap wraps it),
 * 0 when the wallet holds none, undefined while the holdings load.
 */
export const balanceOf = (rows: readonly HoldingRow[] | undefined, mint: string | undefined): bigint | undefined => {
  if (!rows || !mint) return undefined;
  const row = rows.find((candidate) => candidate.mint === mint && candidate.native) ?? rows.find((candidate) => candidate.mint === mint);
  return row?.amount ?? 0n;
};

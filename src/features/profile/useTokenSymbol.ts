import { tokenSymbol } from '@streams/market';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';
import { shortAddress } from '@/format/address';

/** A mint's symbol through the token-info queue (T23); the short mint until it answers. */
export const useTokenSymbol = (mint: string | null | undefined): string => {
  const { tokenInfo } = useStreams();
  const fallback = mint ? shortAddress(mint) : '?';
  const symbol$ = useMemo(
    () => (mint ? tokenInfo.info$(mint).pipe(map((asset) => (asset ? tokenSymbol(asset.symbol) : shortAddress(mint)))) : of('?')),
    [tokenInfo, mint],
  );
  return useObservableState(symbol$, fallback);
};

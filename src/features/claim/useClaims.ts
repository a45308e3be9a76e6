import type { ClaimsState } from '@streams/claims';
import { claimsFeature } from '@streams/claims/feature';
import { useObservable, useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { Subject, map, startWith } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/**
 * The wallet's ASR claims while `open` (the drawer is open, or the claim page shows): the claims
 * stream asks only then and before its cut-off. `reload` asks again (after a claim lands).
 */
export const useClaims = (address: string, open: boolean): [ClaimsState, () => void] => {
  const claims = useStreams().features.get(claimsFeature);
  const [reloads] = useState(() => new Subject<void>());
  const open$ = useObservable((inputs$) => inputs$.pipe(map(([value]) => value)), [open]);
  const state$ = useMemo(() => claims.claims$(address, open$, reloads.pipe(startWith(undefined))), [claims, address, open$, reloads]);
  return [useObservableState(state$, { status: 'idle' }), () => reloads.next()];
};

import { useCallback, useState } from 'react';
import type { Transfer } from '@streams/schemas';
import { useOnboard } from './useOnboard';

/**
 * The transfers this page follows: those of the wallet a reload left pending (kept in storage
 * by id), then each one started here, newest first.
 */
export const usePendingIds = (owner: string | undefined, kinds: readonly Transfer['kind'][]) => {
  const onboard = useOnboard();
  const [ids, setIds] = useState<readonly string[]>(() =>
    owner === undefined
      ? []
      : onboard
          .pending(owner, kinds)
          .map((pending) => pending.id)
          .reverse(),
  );
  const add = useCallback((id: string) => setIds((known) => [id, ...known.filter((other) => other !== id)]), []);
  return [ids, add] as const;
};

import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { catchError, defer, map, of } from 'rxjs';
import { useLogger } from '@/hooks/facades';
import { useWalletVault } from './walletVault';

/**
 * The address of the quick account this browser keeps for the network (null: none), read once
 * from the vault; 'checking' until the answer. A vault that cannot be read counts as none (logged).
 */
export const useStoredQuickAccount = (): string | null | 'checking' => {
  const vault = useWalletVault();
  const logger = useLogger();
  return useObservableState(
    useMemo(
      () =>
        defer(() => vault.load()).pipe(
          map((record) => record?.publicKey ?? null),
          catchError((error: unknown) => {
            logger.warn('Quick account vault unreadable', { reason: error instanceof Error ? error.name : 'unknown' });
            return of(null);
          }),
        ),
      [vault, logger],
    ),
    'checking',
  );
};

import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, exhaustMap, first, merge, take, takeUntil, timer } from 'rxjs';
import type { Logger } from '../core/ports';
import { FAUCET_BALANCE_CHECK_MS, FAUCET_WATCH_MS } from '../core/timing';
import type { Toasts } from '../shell/toasts';
import type { SolanaRpc, SolanaSubscriptions } from '../solana/ports';

export interface FundNewAccountDeps {
  readonly faucet: { readonly available: boolean; fund(address: string): Observable<boolean> };
  readonly rpc: Pick<SolanaRpc, 'getBalance'>;
  readonly subscriptions: Pick<SolanaSubscriptions, 'accountLamports'>;
  readonly toasts: Toasts;
  readonly logger: Logger;
  readonly scheduler: SchedulerLike;
  /** Rereads the holdings and portfolio once the faucet's SOL is on the ledger. */
  readonly refresh: (address: string) => void;
}

/**
 * A new quick account in the simulator: the faucet funds it, and its balances are read again
 * as soon as the SOL lands (a block or two after the faucet answers), so the page never shows
 * 0 SOL for the holdings cache's 20 s. The landing is seen by the account subscription or, if
 * the subscription registered after the SOL arrived, by a balance check every second; either
 * way once, and not after 30 s.
 */
export const createAccountFunding =
  ({ faucet, rpc, subscriptions, toasts, logger, scheduler, refresh }: FundNewAccountDeps) =>
  (address: string): void => {
    if (!faucet.available) return;
    const checks$ = timer(0, FAUCET_BALANCE_CHECK_MS, scheduler).pipe(
      exhaustMap(() =>
        rpc.getBalance(address, 'confirmed').pipe(
          take(1),
          catchError(() => EMPTY),
        ),
      ),
    );
    const landed = merge(subscriptions.accountLamports(address, 'confirmed'), checks$)
      .pipe(
        first((lamports) => lamports > 0n),
        takeUntil(timer(FAUCET_WATCH_MS, scheduler)),
      )
      .subscribe({ next: () => refresh(address), error: () => undefined });
    // eslint-disable-next-line rxjs-x/no-ignored-subscription -- one request that completes by itself; the funding is wanted whatever the screen does
    faucet.fund(address).subscribe({
      next: () =>
        toasts.show({
          scope: 'shell',
          variant: 'success',
          title: 'Quick account funded',
          description: '10 SOL, 1,000 USDC and a few tokens from the simulator',
        }),
      error: (error: unknown) => {
        landed.unsubscribe();
        logger.warn('Faucet failed', { error: error instanceof Error ? error.message : String(error) });
      },
    });
  };

import type { Observable } from 'rxjs';
import { EMPTY, catchError, distinctUntilChanged, filter, map, switchMap } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { NETWORK_RETRY_MS, RISK_CHECK_RETRIES } from '../core/timing';
import type { WalletState } from '../wallet/walletSession';

const riskSchema = z.object({ risk: z.string().check(z.maxLength(40)) });

/** The risks that send a wallet to the appeal page (spec 001 §4 Risk check). */
export const BLOCKING_RISKS: ReadonlySet<string> = new Set(['Severe', 'High']);

export interface RiskFlag {
  readonly address: string;
  readonly risk: string;
}

/**
 * The risk check (spec 001 §4, §7): each wallet that connects is checked once (GET
 * {api}/v1/chainalysis/{wallet}, 2 retries); a Severe or High answer is a flag the shell acts on
 * (to /appeal). A check that fails is logged and lets the wallet through. `enabled` false skips it.
 */
export const riskFlags$ = ({
  http,
  api,
  walletState$,
  logger,
  enabled,
}: {
  http: HttpClient;
  api: string;
  walletState$: Observable<WalletState>;
  logger: Logger;
  enabled: boolean;
}): Observable<RiskFlag> =>
  enabled
    ? walletState$.pipe(
        map((state) => (state.status === 'connected' ? state.publicKey : undefined)),
        distinctUntilChanged(),
        filter((address): address is string => address !== undefined),
        switchMap((address) =>
          http
            .get(`${api}/v1/chainalysis/${encodeURIComponent(address)}`, {
              api: 'Risk check',
              responseName: 'risk',
              schema: riskSchema,
              retry: { count: RISK_CHECK_RETRIES, delayMs: NETWORK_RETRY_MS },
            })
            .pipe(
              map((answer): RiskFlag => ({ address, risk: answer.risk })),
              catchError((error: unknown) => {
                logger.warn('The risk check failed; the wallet is let through', { error: error instanceof Error ? error.message : String(error) });
                return EMPTY;
              }),
            ),
        ),
        filter((flag) => BLOCKING_RISKS.has(flag.risk)),
      )
    : EMPTY;

import type { Observable } from 'rxjs';
import { catchError, map, of, shareReplay, switchMap } from 'rxjs';
import type { Logger } from '../core/ports';
import type { SolanaRpc } from '../solana/ports';
import type { QuoteResponse } from '../schemas/quote';
import type { PlatformFee } from './quoteParams';
import type { Referral } from './referral';

/** The referral as a platform fee: the fee, and the referrer's token account per mint. */
export interface ReferralFee {
  readonly fee: PlatformFee;
  /** The referrer's token account of each mint it can collect in (its fee accounts). */
  readonly accounts: ReadonlyMap<string, string>;
}

/**
 * The platform fee of the referral in effect (spec 001 §5 Platform fee, §7 referral token
 * accounts): the fee applies on pairs with a mint the referrer has a token account for (its
 * whitelisted mints), read once per referrer from the ledger. No referral, a fee of 0 or a
 * failed read: no fee (logged), so a quote never waits on it.
 */
export const createReferralFee = ({ rpc, logger }: { rpc: Pick<SolanaRpc, 'getTokenAccountsByOwner'>; logger: Logger }) => {
  const feeOf = (referral: Referral | undefined): Observable<ReferralFee | undefined> => {
    if (!referral || referral.feeBps <= 0) return of(undefined);
    return rpc.getTokenAccountsByOwner(referral.referrer, 'confirmed').pipe(
      map((accounts): ReferralFee => {
        const byMint = new Map<string, string>();
        for (const account of accounts) if (!account.isFrozen && !byMint.has(account.mint)) byMint.set(account.mint, account.address);
        return { fee: { feeBps: referral.feeBps, whitelistedMints: new Set(byMint.keys()) }, accounts: byMint };
      }),
      catchError((error: unknown) => {
        // spec 001 §8's words for a referral fee that cannot be charged: the quote goes on without one.
        logger.warn('Reference fee is not available', {
          reason: 'the referrer’s token accounts could not be read: no platform fee',
          referrer: referral.referrer,
          error: error instanceof Error ? error.message : String(error),
        });
        return of(undefined);
      }),
    );
  };
  return {
    fee$: (referral$: Observable<Referral | undefined>): Observable<ReferralFee | undefined> =>
      referral$.pipe(switchMap(feeOf), shareReplay({ bufferSize: 1, refCount: true })),
  };
};

/**
 * The account that collects a quote's platform fee: the referrer's account of the fee's mint
 * (the output for ExactIn, the input for ExactOut); none when the quote charges no fee.
 */
export const feeAccountFor = (quote: QuoteResponse, referral: ReferralFee | undefined): string | undefined => {
  if (!referral || !quote.platformFee || quote.platformFee.feeBps <= 0) return undefined;
  return referral.accounts.get(quote.swapMode === 'ExactOut' ? quote.inputMint : quote.outputMint);
};

import type { TokenAccount } from '@streams/solana/ports';
import { type ReferralFee, createReferralFee } from '@streams/swap/referralFee';
import type { Referral } from '@streams/swap/referral';
import { type Observable, throwError } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { USDC } from './fixtures';

const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';
const USDC_ACCOUNT = 'UsdcFeeAccount1111111111111111111111111111';
const account: TokenAccount = {
  address: USDC_ACCOUNT,
  mint: USDC,
  owner: REFERRER,
  amount: 0n,
  decimals: 6,
  isFrozen: false,
  programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
};
const charged: ReferralFee = { fee: { feeBps: 50, whitelistedMints: new Set([USDC]) }, accounts: new Map([[USDC, USDC_ACCOUNT]]) };

describe('the referral fee read from the ledger', () => {
  it(
    'a referral at 0 bps charges nothing and reads nothing; 1 bps is a fee',
    marbles((m) => {
      const asked: string[] = [];
      const rpc = {
        getTokenAccountsByOwner: (owner: string, commitment?: string): Observable<TokenAccount[]> => {
          asked.push(`${owner} ${commitment ?? 'none'}`);
          return m.cold('(a|)', { a: [account] });
        },
      };
      const referral$ = m.cold<Referral>('a 9ms b', { a: { referrer: REFERRER, feeBps: 0 }, b: { referrer: REFERRER, feeBps: 1 } });
      const fee$ = createReferralFee({ rpc, logger: createRecordingLogger() }).fee$(referral$);
      m.expect(fee$).toBeObservable('u 9ms f', { u: undefined, f: { ...charged, fee: { ...charged.fee, feeBps: 1 } } });
      m.flush();
      // read at the confirmed commitment: a fee account that a fork could undo is not offered
      expect(asked).toEqual([`${REFERRER} confirmed`]);
    }),
  );

  it(
    'a failed read is logged with the referrer and the reason',
    marbles((m) => {
      const logger = createRecordingLogger();
      const fee$ = createReferralFee({ rpc: { getTokenAccountsByOwner: () => throwError(() => new Error('rpc down')) }, logger }).fee$(
        m.cold('a', { a: { referrer: REFERRER, feeBps: 50 } }),
      );
      m.expect(fee$).toBeObservable('u', { u: undefined });
      m.flush();
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          message: 'Reference fee is not available',
          context: { reason: 'the referrer’s token accounts could not be read: no platform fee', referrer: REFERRER, error: 'rpc down' },
        },
      ]);
    }),
  );

  it(
    'screens watching at once share one read and the latest fee; when the last leaves the referral is let go, and a new watcher reads afresh',
    marbles((m) => {
      const answer = m.cold('5ms (a|)', { a: [account] });
      const rpc = { getTokenAccountsByOwner: () => answer };
      const referral$ = m.cold<Referral>('a', { a: { referrer: REFERRER, feeBps: 50 } });
      const fee$ = createReferralFee({ rpc, logger: createRecordingLogger() }).fee$(referral$);
      m.expect(fee$, '^ 10ms !').toBeObservable('5ms f', { f: charged });
      m.expect(fee$, '7ms ^ 10ms !').toBeObservable('7ms f', { f: charged });
      m.expect(fee$, '30ms ^ 10ms !').toBeObservable('35ms f', { f: charged });
      m.expect(referral$).toHaveSubscriptions(['^ 17ms !', '30ms ^ 10ms !']);
      m.expect(answer).toHaveSubscriptions(['^ 4ms !', '30ms ^ 4ms !']);
    }),
  );
});

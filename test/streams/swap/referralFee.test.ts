import type { TokenAccount } from '@streams/solana/ports';
import { createReferralFee, feeAccountFor } from '@streams/swap/referralFee';
import { throwError } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { SOL, USDC, quoteFor } from './fixtures';

const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';
const account = (mint: string, address: string, isFrozen = false): TokenAccount => ({
  address,
  mint,
  owner: REFERRER,
  amount: 0n,
  decimals: 6,
  isFrozen,
  programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
});

describe('the referral fee', () => {
  it(
    'applies on the mints the referrer holds an account for, read once per referral from the ledger; none without a referral',
    marbles((m) => {
      const asked: string[] = [];
      const rpc = {
        getTokenAccountsByOwner: (owner: string) => {
          asked.push(owner);
          return m.cold('-(a|)', {
            a: [account(USDC, 'UsdcFeeAccount1111111111111111111111111111'), account(SOL, 'FrozenSo1Account111111111111111111111111111', true)],
          });
        },
      };
      const referral$ = m.hot('a 9ms b', { a: undefined, b: { referrer: REFERRER, feeBps: 50 } });
      const fee$ = createReferralFee({ rpc, logger: createRecordingLogger() }).fee$(referral$);
      m.expect(fee$.pipe()).toBeObservable('u 10ms f', {
        u: undefined,
        f: { fee: { feeBps: 50, whitelistedMints: new Set([USDC]) }, accounts: new Map([[USDC, 'UsdcFeeAccount1111111111111111111111111111']]) },
      });
      m.flush();
      expect(asked).toEqual([REFERRER]);
    }),
  );

  it(
    'a failed read charges no fee, and says so',
    marbles((m) => {
      const logger = createRecordingLogger();
      const fee$ = createReferralFee({ rpc: { getTokenAccountsByOwner: () => throwError(() => new Error('rpc down')) }, logger }).fee$(
        m.cold('a', { a: { referrer: REFERRER, feeBps: 50 } }),
      );
      m.expect(fee$).toBeObservable('u', { u: undefined });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Reference fee is not available']);
    }),
  );

  it('the fee account is the referrer account of the fee mint: the output for ExactIn, the input for ExactOut', () => {
    const referral = {
      fee: { feeBps: 50, whitelistedMints: new Set([USDC, SOL]) },
      accounts: new Map([
        [USDC, 'UsdcAcc'],
        [SOL, 'SolAcc'],
      ]),
    };
    const charged = { amount: '10', feeBps: 50 };
    expect(feeAccountFor(quoteFor(1n, { platformFee: charged }), referral)).toBe('UsdcAcc');
    expect(feeAccountFor(quoteFor(1n, { platformFee: charged, swapMode: 'ExactOut' }), referral)).toBe('SolAcc');
    expect(feeAccountFor(quoteFor(1n), referral)).toBeUndefined();
    expect(feeAccountFor(quoteFor(1n, { platformFee: charged }), undefined)).toBeUndefined();
  });
});

import type { LandedTransaction } from '../../../sim/ledger';
import type { TokenBalance } from '../../../sim/ledger/records';
import { uiTokenAmount } from '../../../sim/ledger/tokenLayout';

/** Landed-transaction records built by hand, for the pure parts of the wallet services. */

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** Distinct addresses by role (the transfer reader only tells them apart). */
export const addressOf = (label: 'alice' | 'bob' | 'carol' | 'aliceUsdc' | 'bobUsdc' | 'usdcMint') =>
  ({
    alice: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    bob: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    carol: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
    aliceUsdc: 'C8vGJmSGhDEJiGtTtGQXF2qPGoTmPE5SRoQYPC6WmQEp',
    bobUsdc: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    usdcMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  })[label];

export const tokenBalance = (accountIndex: number, owner: string, mint: string, amount: bigint, decimals = 6): TokenBalance => ({
  accountIndex,
  mint,
  owner,
  programId: TOKEN_PROGRAM,
  uiTokenAmount: uiTokenAmount(amount, decimals, true),
});

export interface RecordSpec {
  readonly keys: readonly string[];
  readonly pre: readonly bigint[];
  readonly post: readonly bigint[];
  readonly fee?: bigint;
  readonly err?: unknown;
  readonly preTokens?: readonly TokenBalance[];
  readonly postTokens?: readonly TokenBalance[];
  readonly signature?: string;
}

export const landed = (spec: RecordSpec): LandedTransaction => ({
  signature: spec.signature ?? 'sig1',
  slot: 300_000_100,
  height: 280_000_100,
  blockTime: 1_800_000_000,
  tx: {
    signatures: [spec.signature ?? 'sig1'],
    bytes: new Uint8Array(),
    message: {
      version: 'legacy',
      header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
      staticKeys: [...spec.keys],
      recentBlockhash: SYSTEM_PROGRAM,
      instructions: [],
      lookups: [],
      bytes: new Uint8Array(),
    },
  },
  accountKeys: [...spec.keys],
  meta: {
    err: spec.err ?? null,
    fee: spec.fee ?? 5000n,
    preBalances: [...spec.pre],
    postBalances: [...spec.post],
    preTokenBalances: [...(spec.preTokens ?? [])],
    postTokenBalances: [...(spec.postTokens ?? [])],
    loadedAddresses: { writable: [], readonly: [] },
    logMessages: [],
    innerInstructions: [],
    computeUnitsConsumed: 150,
    returnData: null,
  },
});

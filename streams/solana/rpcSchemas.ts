import * as z from 'zod/mini';
import type {
  AccountSnapshot,
  BlockhashWithExpiry,
  SignatureInfo,
  SignatureStatus,
  SimulationResult,
  TokenAccount,
  TokenBalanceChange,
  TransactionRecord,
} from './ports';
import { tokenDecimals } from '../schemas/primitives';
import { ADDRESS_PATTERN, SIGNATURE_PATTERN, fromBase64 } from './codec';

/**
 * The Solana JSON-RPC results the client reads, as the real RPC (and sim/ledger/rpc) sends
 * them. Only the fields we use are required; unknown fields are stripped. Amounts become
 * bigint here, so nothing downstream ever sees a float lamport.
 */
export const envelopeSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) })),
});

const slot = z.int().check(z.nonnegative());
const context = z.object({ slot });
const lamports = z.pipe(
  z.int().check(z.nonnegative()),
  z.transform((value) => BigInt(value)),
);
const baseUnits = z.pipe(
  z.string().check(z.regex(/^\d{1,40}$/)),
  z.transform((value) => BigInt(value)),
);
const address = z.string().check(z.regex(ADDRESS_PATTERN));
const accountIndex = z.int().check(z.nonnegative(), z.maximum(255));
/** An absent err means success, as null does. */
const txErr = z.pipe(
  z.unknown(),
  z.transform((value) => value ?? null),
);

export const blockhashSchema = z.pipe(
  z.object({ context, value: z.object({ blockhash: address, lastValidBlockHeight: z.int().check(z.nonnegative()) }) }),
  z.transform(({ context: { slot: at }, value }): BlockhashWithExpiry => ({ ...value, slot: at })),
);

export const blockHeightSchema = z.int().check(z.nonnegative());

export const balanceSchema = z.pipe(
  z.object({ context, value: lamports }),
  z.transform(({ value }) => value),
);

/** An account in base64 encoding; no lamports means no account (a closed one reads as null). */
const accountSchema = z.pipe(
  z.nullable(z.object({ lamports, owner: address, data: z.tuple([z.string(), z.literal('base64')]) })),
  z.transform((account, context): AccountSnapshot | null => {
    if (account === null || account.lamports === 0n) return null;
    const data = fromBase64(account.data[0]);
    if (!data) {
      context.issues.push({ code: 'custom', message: 'account data is not base64', input: account });
      return z.NEVER;
    }
    return { lamports: account.lamports, owner: account.owner, data };
  }),
);

export const multipleAccountsSchema = z.pipe(
  z.object({ context, value: z.array(accountSchema) }),
  z.transform(({ value }) => value),
);

export const simulationSchema = z.pipe(
  z.object({
    context,
    value: z.object({
      err: txErr,
      logs: z.optional(z.nullable(z.array(z.string()))),
      unitsConsumed: z.optional(z.nullable(z.int().check(z.nonnegative()))),
      accounts: z.optional(z.nullable(z.array(accountSchema))),
    }),
  }),
  z.transform(({ value }): SimulationResult => ({
    err: value.err,
    logs: value.logs ?? null,
    unitsConsumed: value.unitsConsumed ?? undefined,
    ...(value.accounts ? { accounts: value.accounts } : {}),
  })),
);

export const signatureSchema = z.string().check(z.regex(SIGNATURE_PATTERN));

const statusSchema = z.pipe(
  z.object({
    slot,
    confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
    confirmations: z.optional(z.nullable(z.int().check(z.nonnegative()))),
    err: txErr,
  }),
  z.transform((status): SignatureStatus => ({
    slot: status.slot,
    confirmationStatus: status.confirmationStatus ?? null,
    err: status.err,
    ...(status.confirmations === undefined ? {} : { confirmations: status.confirmations }),
  })),
);

/** getSignaturesForAddress: newest first; memo and times are not read. */
export const signaturesForAddressSchema = z.pipe(
  z.array(z.object({ signature: z.string().check(z.regex(SIGNATURE_PATTERN)), err: txErr })),
  z.transform((entries): SignatureInfo[] => entries.map((entry) => ({ signature: entry.signature, err: entry.err }))),
);

export const statusesSchema = z.pipe(
  z.object({ context, value: z.array(z.nullable(statusSchema)) }),
  z.transform(({ value }) => value),
);

/** One jsonParsed SPL token account; accounts that do not parse are dropped by the caller. */
export const tokenAccountSchema = z.pipe(
  z.object({
    pubkey: address,
    account: z.object({
      owner: address,
      data: z.object({
        parsed: z.object({
          type: z.literal('account'),
          info: z.object({
            mint: address,
            owner: address,
            state: z.string(),
            tokenAmount: z.object({ amount: baseUnits, decimals: tokenDecimals }),
          }),
        }),
      }),
    }),
  }),
  z.transform(({ pubkey, account }): TokenAccount => {
    const { info } = account.data.parsed;
    return {
      address: pubkey,
      mint: info.mint,
      owner: info.owner,
      amount: info.tokenAmount.amount,
      decimals: info.tokenAmount.decimals,
      isFrozen: info.state === 'frozen',
      programId: account.owner,
    };
  }),
);

export const tokenAccountsSchema = z.pipe(
  z.object({ context, value: z.array(z.unknown()) }),
  z.transform(({ value }) => value),
);

const tokenBalanceSchema = z.pipe(
  z.object({
    accountIndex: z.int().check(z.nonnegative()),
    mint: address,
    owner: z.optional(address),
    uiTokenAmount: z.object({ amount: baseUnits, decimals: tokenDecimals }),
  }),
  z.transform((balance): TokenBalanceChange => ({
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    amount: balance.uiTokenAmount.amount,
    decimals: balance.uiTokenAmount.decimals,
  })),
);

const metaSchema = z.object({
  err: txErr,
  fee: lamports,
  preBalances: z.array(lamports),
  postBalances: z.array(lamports),
  preTokenBalances: z.optional(z.nullable(z.array(tokenBalanceSchema))),
  postTokenBalances: z.optional(z.nullable(z.array(tokenBalanceSchema))),
  logMessages: z.optional(z.nullable(z.array(z.string()))),
  loadedAddresses: z.optional(z.object({ writable: z.array(address), readonly: z.array(address) })),
});

/** getTransaction with encoding json: the account keys are the static ones, then the loaded ones. */
export const transactionSchema = z.pipe(
  z.nullable(
    z.object({
      slot,
      blockTime: z.optional(z.nullable(z.int())),
      meta: z.nullable(metaSchema),
      transaction: z.object({
        message: z.object({
          accountKeys: z.array(address),
          header: z.optional(z.object({ numRequiredSignatures: z.int().check(z.nonnegative()) })),
          instructions: z.optional(z.array(z.object({ programIdIndex: accountIndex, accounts: z.array(accountIndex) }))),
        }),
      }),
    }),
  ),
  z.transform((tx): TransactionRecord | null => {
    if (tx === null) return null;
    const { meta } = tx;
    const loaded = meta?.loadedAddresses;
    return {
      slot: tx.slot,
      blockTime: tx.blockTime ?? null,
      err: meta?.err ?? null,
      fee: meta?.fee ?? 0n,
      accountKeys: [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])],
      preBalances: meta?.preBalances ?? [],
      postBalances: meta?.postBalances ?? [],
      preTokenBalances: meta?.preTokenBalances ?? [],
      postTokenBalances: meta?.postTokenBalances ?? [],
      logMessages: meta?.logMessages ?? [],
      ...(tx.transaction.message.header ? { signerCount: tx.transaction.message.header.numRequiredSignatures } : {}),
      ...(tx.transaction.message.instructions
        ? {
            instructions: tx.transaction.message.instructions.map((instruction) => ({
              programIndex: instruction.programIdIndex,
              accounts: instruction.accounts,
            })),
          }
        : {}),
    };
  }),
);

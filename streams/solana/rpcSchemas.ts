import { z } from 'zod';
import type { AccountSnapshot, BlockhashWithExpiry, SignatureStatus, SimulationResult, TokenAccount, TokenBalanceChange, TransactionRecord } from './ports';
import { tokenDecimals } from '../schemas/primitives';
import { ADDRESS_PATTERN, SIGNATURE_PATTERN, fromBase64 } from './codec';

/**
 * The Solana JSON-RPC results the client reads, as the real RPC (and sim/ledger/rpc) sends
 * them. Only the fields we use are required; unknown fields are stripped. Amounts become
 * bigint here, so nothing downstream ever sees a float lamport.
 */
export const envelopeSchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
});

const slot = z.number().int().nonnegative();
const context = z.object({ slot });
const lamports = z
  .number()
  .int()
  .nonnegative()
  .transform((value) => BigInt(value));
const baseUnits = z
  .string()
  .regex(/^\d{1,40}$/)
  .transform((value) => BigInt(value));
const address = z.string().regex(ADDRESS_PATTERN);
/** An absent err means success, as null does. */
const txErr = z.unknown().transform((value) => value ?? null);

export const blockhashSchema = z
  .object({ context, value: z.object({ blockhash: address, lastValidBlockHeight: z.number().int().nonnegative() }) })
  .transform(({ context: { slot: at }, value }): BlockhashWithExpiry => ({ ...value, slot: at }));

export const blockHeightSchema = z.number().int().nonnegative();

export const balanceSchema = z.object({ context, value: lamports }).transform(({ value }) => value);

/** An account in base64 encoding; no lamports means no account (a closed one reads as null). */
const accountSchema = z
  .object({ lamports, owner: address, data: z.tuple([z.string(), z.literal('base64')]) })
  .nullable()
  .transform((account, context): AccountSnapshot | null => {
    if (account === null || account.lamports === 0n) return null;
    const data = fromBase64(account.data[0]);
    if (!data) {
      context.addIssue({ code: 'custom', message: 'account data is not base64' });
      return z.NEVER;
    }
    return { lamports: account.lamports, owner: account.owner, data };
  });

export const multipleAccountsSchema = z.object({ context, value: z.array(accountSchema) }).transform(({ value }) => value);

export const simulationSchema = z
  .object({
    context,
    value: z.object({
      err: txErr,
      logs: z.array(z.string()).nullable().optional(),
      unitsConsumed: z.number().int().nonnegative().nullable().optional(),
      accounts: z.array(accountSchema).nullable().optional(),
    }),
  })
  .transform(({ value }): SimulationResult => ({
    err: value.err,
    logs: value.logs ?? null,
    unitsConsumed: value.unitsConsumed ?? undefined,
    ...(value.accounts ? { accounts: value.accounts } : {}),
  }));

export const signatureSchema = z.string().regex(SIGNATURE_PATTERN);

const statusSchema = z
  .object({
    slot,
    confirmationStatus: z.enum(['processed', 'confirmed', 'finalized']).nullable().optional(),
    err: txErr,
  })
  .transform((status): SignatureStatus => ({ slot: status.slot, confirmationStatus: status.confirmationStatus ?? null, err: status.err }));

export const statusesSchema = z.object({ context, value: z.array(statusSchema.nullable()) }).transform(({ value }) => value);

/** One jsonParsed SPL token account; accounts that do not parse are dropped by the caller. */
export const tokenAccountSchema = z
  .object({
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
  })
  .transform(({ pubkey, account }): TokenAccount => {
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
  });

export const tokenAccountsSchema = z.object({ context, value: z.array(z.unknown()) }).transform(({ value }) => value);

const tokenBalanceSchema = z
  .object({
    accountIndex: z.number().int().nonnegative(),
    mint: address,
    owner: address.optional(),
    uiTokenAmount: z.object({ amount: baseUnits, decimals: tokenDecimals }),
  })
  .transform((balance): TokenBalanceChange => ({
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    amount: balance.uiTokenAmount.amount,
    decimals: balance.uiTokenAmount.decimals,
  }));

const metaSchema = z.object({
  err: txErr,
  fee: lamports,
  preBalances: z.array(lamports),
  postBalances: z.array(lamports),
  preTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
  postTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
  logMessages: z.array(z.string()).nullable().optional(),
  loadedAddresses: z.object({ writable: z.array(address), readonly: z.array(address) }).optional(),
});

/** getTransaction with encoding json: the account keys are the static ones, then the loaded ones. */
export const transactionSchema = z
  .object({
    slot,
    blockTime: z.number().int().nullable().optional(),
    meta: metaSchema.nullable(),
    transaction: z.object({ message: z.object({ accountKeys: z.array(address) }) }),
  })
  .nullable()
  .transform((tx): TransactionRecord | null => {
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
    };
  });

import * as z from 'zod/mini';
import { isHttpError } from '../core/httpErrors';
import { SYSTEM_PROGRAM, isTokenProgram } from '../solana/programs';
import { INVALID_PARAMS, PREFLIGHT_FAILURE, RpcError } from '../solana/rpcError';
import { ROUTE_ERROR_MESSAGES, ROUTE_PROGRAM_ID } from './routeErrors';

/** The spec's transaction messages (001 §4, §5, §8), word for word. */
export const TX_MESSAGES = {
  programFailed: 'Program failed to complete',
  unknown: 'Unknown error, visit the explorer',
  tooManyLocks: 'Transaction locked too many accounts',
  insufficientFunds: 'The account does not have enough SOL to perform the operation',
  tooLarge: 'Transaction too large',
  expired: 'Transaction has expired and was not confirmed. Please try again.',
  frozen: 'The token account is frozen',
  accountExists: 'An account with the same address already exists',
  walletSigningFailed: 'Wallet Signing Failed',
  missingSignature: 'Missing transaction signature, the transaction was not signed by the fee payer',
  balanceChange: 'Cannot find source or destination token account balance change',
  rpcUnreachable: 'Your selected RPC is not responding to any requests. Try changing your RPC.',
  /** A built transaction whose recent blockhash is empty (spec 001 §8 swap errors). */
  missingBlockhash: 'Missing blockhash',
  /** A batch on a wallet that prompts needs it to sign several at once (spec 000 §4, §9). */
  signAllUnavailable: 'Sign all transactions is not available',
} as const;

/** [I] What a write says when its overall deadline passes (T59): the spec has no words for it. */
export const DEADLINE_MESSAGES = {
  /** Nothing was sent: the work was stopped. */
  stopped: 'This took too long and was stopped. Nothing was sent from your wallet; you can try again.',
  /** Signed after the remote config's window (blockhashSlotsToExpiry): never sent. */
  signedTooLate: 'The wallet took too long to sign, so the transaction was not sent. Please try again.',
  /** Sent but not confirmed: it may still land, so it is followed on. */
  unconfirmed:
    'Not confirmed yet. The transaction may still land: it is still being followed, and your balances update if it does. Check your activity before trying again.',
} as const;

export type TxErrorKind =
  | 'insufficient-funds'
  | 'too-many-locks'
  | 'frozen-account'
  | 'account-exists'
  | 'route'
  | 'program'
  | 'too-large'
  | 'expired'
  | 'signing'
  | 'unsigned'
  | 'balance-change'
  | 'rpc'
  /** Pre-sign checks refused it: an auto-signing wallet never signed it (refusals.ts). */
  | 'refused'
  /** The write's overall deadline passed (T59). */
  | 'timeout'
  | 'unknown';

/** What the UI shows and logs: the message, and the details the spec's error objects carry. */
export interface TxError {
  readonly kind: TxErrorKind;
  readonly message: string;
  /** The custom program code or the JSON-RPC code, when there is one. */
  readonly code?: number;
  readonly programIds: readonly string[];
  readonly txid?: string;
  /** The signed transaction (base64), for support and the explorer. */
  readonly transactionBase64?: string;
  readonly logs?: readonly string[];
  /** The raw error: meta.err, the RPC error or the wallet's. */
  readonly cause?: unknown;
}

export interface ErrorContext {
  /** The program that ran instruction `index`, when the transaction is known. */
  readonly programIdAt?: (index: number) => string | undefined;
  readonly logs?: readonly string[] | null;
  readonly txid?: string;
  readonly transactionBase64?: string;
}

/** spl-token's TokenError::AccountFrozen; the system program's AccountAlreadyInUse and ResultWithNegativeLamports. */
const TOKEN_ACCOUNT_FROZEN = 17;
const SYSTEM_ACCOUNT_EXISTS = 0;
const SYSTEM_NOT_ENOUGH_LAMPORTS = 1;

const instructionErrorSchema = z.object({
  InstructionError: z.tuple([z.int().check(z.nonnegative()), z.union([z.string(), z.object({ Custom: z.int() }), z.record(z.string(), z.unknown())])]),
});
const rentErrorSchema = z.object({ InsufficientFundsForRent: z.unknown() });
const preflightDataSchema = z.object({ err: z.unknown(), logs: z.optional(z.nullable(z.array(z.string()))) });

export const txError = (kind: TxErrorKind, message: string, details: Partial<Omit<TxError, 'kind' | 'message'>> = {}): TxError => ({
  kind,
  message,
  programIds: [],
  ...details,
});

const withContext = (kind: TxErrorKind, message: string, context: ErrorContext, details: Partial<TxError>): TxError =>
  txError(kind, message, {
    ...(context.txid !== undefined ? { txid: context.txid } : {}),
    ...(context.transactionBase64 !== undefined ? { transactionBase64: context.transactionBase64 } : {}),
    ...(context.logs ? { logs: context.logs } : {}),
    ...details,
  });

const customError = (code: number, programId: string | undefined, context: ErrorContext, cause: unknown): TxError => {
  const details = { code, programIds: programId ? [programId] : [], cause };
  if (programId && isTokenProgram(programId) && code === TOKEN_ACCOUNT_FROZEN) return withContext('frozen-account', TX_MESSAGES.frozen, context, details);
  if (programId === SYSTEM_PROGRAM && code === SYSTEM_ACCOUNT_EXISTS) return withContext('account-exists', TX_MESSAGES.accountExists, context, details);
  if (programId === SYSTEM_PROGRAM && code === SYSTEM_NOT_ENOUGH_LAMPORTS)
    return withContext('insufficient-funds', TX_MESSAGES.insufficientFunds, context, details);
  const route = ROUTE_ERROR_MESSAGES[code];
  if (route !== undefined && (programId === undefined || programId === ROUTE_PROGRAM_ID)) return withContext('route', route, context, details);
  return withContext('program', TX_MESSAGES.unknown, context, details);
};

/** A transaction error as statuses, simulations and meta report it (serde JSON form). */
export const mapTransactionError = (err: unknown, context: ErrorContext = {}): TxError => {
  if (err === 'InsufficientFundsForFee' || rentErrorSchema.safeParse(err).success) {
    return withContext('insufficient-funds', TX_MESSAGES.insufficientFunds, context, { cause: err });
  }
  if (err === 'AccountInUse' || err === 'TooManyAccountLocks') return withContext('too-many-locks', TX_MESSAGES.tooManyLocks, context, { cause: err });
  if (err === 'BlockhashNotFound') return withContext('expired', TX_MESSAGES.expired, context, { cause: err });
  const instruction = instructionErrorSchema.safeParse(err);
  if (!instruction.success) return withContext('unknown', TX_MESSAGES.unknown, context, { cause: err });
  const [index, detail] = instruction.data.InstructionError;
  const programId = context.programIdAt?.(index);
  const programIds = programId ? [programId] : [];
  if (typeof detail === 'object' && typeof detail.Custom === 'number') return customError(detail.Custom, programId, context, err);
  if (detail === 'ProgramFailedToComplete') return withContext('program', TX_MESSAGES.programFailed, context, { programIds, cause: err });
  if (detail === 'InsufficientFunds') return withContext('insufficient-funds', TX_MESSAGES.insufficientFunds, context, { programIds, cause: err });
  return withContext('program', TX_MESSAGES.unknown, context, { programIds, cause: err });
};

/** A failed RPC call: a preflight failure carries the transaction error; the rest is the RPC's. */
export const mapRpcFailure = (error: unknown, context: ErrorContext = {}): TxError => {
  if (error instanceof RpcError) {
    if (error.code === PREFLIGHT_FAILURE) {
      const data = preflightDataSchema.safeParse(error.data);
      if (data.success) return mapTransactionError(data.data.err ?? null, { ...context, logs: data.data.logs ?? context.logs ?? null });
    }
    if (error.code === INVALID_PARAMS && /too large/i.test(error.message))
      return withContext('too-large', TX_MESSAGES.tooLarge, context, { code: error.code, cause: error });
    return withContext('unknown', TX_MESSAGES.unknown, context, { code: error.code, cause: error });
  }
  if (isHttpError(error)) return withContext('rpc', TX_MESSAGES.rpcUnreachable, context, { cause: error });
  return withContext('unknown', TX_MESSAGES.unknown, context, { cause: error });
};

/** Errors no skip-preflight setting lets through (spec 001 §5). */
export const alwaysBlocks = (error: TxError): boolean => error.kind === 'insufficient-funds' || error.kind === 'too-many-locks';

/** web3.js's name for a transaction whose blockhash passed its last valid height (spec 001 §8): logs and support read it. */
export const EXPIRED_ERROR_NAME = 'TransactionExpiredBlockheightExceededError';

/** Expired: the block height passed the blockhash's last valid height; the cause carries web3.js's error name. */
export const expiredError = (context: ErrorContext = {}): TxError =>
  withContext('expired', TX_MESSAGES.expired, context, {
    cause: { name: EXPIRED_ERROR_NAME, ...(context.txid !== undefined ? { signature: context.txid } : {}) },
  });

export const signingFailed = (cause: unknown): TxError => txError('signing', TX_MESSAGES.walletSigningFailed, { cause });

export const missingSignature = (): TxError => txError('unsigned', TX_MESSAGES.missingSignature);

/** A failure before the transaction is out: it ends the pipeline as a 'failed' state. */
export class TxFailure extends Error {
  constructor(readonly error: TxError) {
    super(error.message);
    this.name = 'TxFailure';
  }
}

import { HttpNetworkError, HttpTimeoutError } from '@streams/core/httpErrors';
import { RpcError } from '@streams/solana/rpcError';
import { ROUTE_ERROR_MESSAGES, ROUTE_PROGRAM_ID, TX_MESSAGES, mapRpcFailure, mapTransactionError } from '@streams/tx/index';
import { TxFailure, alwaysBlocks, expiredError, missingSignature, signingFailed } from '@streams/tx/errors';

const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const OTHER = 'Other11111111111111111111111111111111111111';
const on = (programId: string | undefined) => ({ programIdAt: () => programId });
const custom = (code: number) => ({ InstructionError: [1, { Custom: code }] });

describe('transaction error messages (spec 001 §8)', () => {
  it.each([
    ['ProgramFailedToComplete', { InstructionError: [0, 'ProgramFailedToComplete'] }, on(OTHER), 'program', 'Program failed to complete'],
    ['an unknown instruction error', { InstructionError: [0, 'InvalidAccountData'] }, on(OTHER), 'program', 'Unknown error, visit the explorer'],
    ['an unknown transaction error', 'SanitizeFailure', {}, 'unknown', 'Unknown error, visit the explorer'],
    ['a custom code of another program', custom(6001), on(OTHER), 'program', 'Unknown error, visit the explorer'],
    ['TooManyAccountLocks', 'TooManyAccountLocks', {}, 'too-many-locks', 'Transaction locked too many accounts'],
    ['AccountInUse', 'AccountInUse', {}, 'too-many-locks', 'Transaction locked too many accounts'],
    ['InsufficientFundsForFee', 'InsufficientFundsForFee', {}, 'insufficient-funds', 'The account does not have enough SOL to perform the operation'],
    [
      'InsufficientFundsForRent',
      { InsufficientFundsForRent: { account_index: 2 } },
      {},
      'insufficient-funds',
      'The account does not have enough SOL to perform the operation',
    ],
    [
      'instruction InsufficientFunds',
      { InstructionError: [0, 'InsufficientFunds'] },
      {},
      'insufficient-funds',
      'The account does not have enough SOL to perform the operation',
    ],
    ['BlockhashNotFound', 'BlockhashNotFound', {}, 'expired', 'Transaction has expired and was not confirmed. Please try again.'],
    ['frozen account (code 17, token program)', custom(17), on(TOKEN), 'frozen-account', 'The token account is frozen'],
    ['frozen account (code 17, token-2022)', custom(17), on(TOKEN_2022), 'frozen-account', 'The token account is frozen'],
    ['code 17 elsewhere is not frozen', custom(17), on(OTHER), 'program', 'Unknown error, visit the explorer'],
    ['existing account (code 0, system program)', custom(0), on(SYSTEM), 'account-exists', 'An account with the same address already exists'],
    [
      'a transfer of more SOL than held (code 1, system program)',
      custom(1),
      on(SYSTEM),
      'insufficient-funds',
      'The account does not have enough SOL to perform the operation',
    ],
  ])('%s', (_name, err, context, kind, message) => {
    expect(mapTransactionError(err, context)).toMatchObject({ kind, message, cause: err });
  });

  it.each(Object.entries(ROUTE_ERROR_MESSAGES).map(([code, message]) => [Number(code), message] as const))('route program code %i: %s', (code, message) => {
    expect(mapTransactionError(custom(code), on(ROUTE_PROGRAM_ID))).toMatchObject({ kind: 'route', message, code, programIds: [ROUTE_PROGRAM_ID] });
    expect(mapTransactionError(custom(code), on(undefined))).toMatchObject({ kind: 'route', message }); // program unknown
  });

  it('the route table is the spec: 6000–6018 and 7000–7003', () => {
    expect(Object.keys(ROUTE_ERROR_MESSAGES).map(Number)).toEqual([...Array.from({ length: 19 }, (_, i) => 6000 + i), 7000, 7001, 7002, 7003]);
    expect(ROUTE_ERROR_MESSAGES[6001]).toBe('Slippage tolerance exceeded');
    expect(ROUTE_ERROR_MESSAGES[7003]).toBe('blockheight exceeded');
  });

  it('carries txid, program ids, the serialized transaction and logs', () => {
    const error = mapTransactionError(custom(6001), { ...on(ROUTE_PROGRAM_ID), txid: 'sig', transactionBase64: 'AQID', logs: ['log'] });
    expect(error).toEqual({
      kind: 'route',
      message: 'Slippage tolerance exceeded',
      code: 6001,
      programIds: [ROUTE_PROGRAM_ID],
      txid: 'sig',
      transactionBase64: 'AQID',
      logs: ['log'],
      cause: custom(6001),
    });
  });

  it('the engine messages', () => {
    expect(signingFailed(new Error('User rejected'))).toMatchObject({ kind: 'signing', message: 'Wallet Signing Failed' });
    expect(missingSignature()).toMatchObject({ kind: 'unsigned', message: 'Missing transaction signature, the transaction was not signed by the fee payer' });
    expect(expiredError()).toMatchObject({ kind: 'expired', message: 'Transaction has expired and was not confirmed. Please try again.' });
  });

  it('insufficient funds and too many locks always block; others only without skip preflight', () => {
    expect(alwaysBlocks(mapTransactionError('InsufficientFundsForFee'))).toBe(true);
    expect(alwaysBlocks(mapTransactionError('TooManyAccountLocks'))).toBe(true);
    expect(alwaysBlocks(mapTransactionError({ InstructionError: [0, 'ProgramFailedToComplete'] }))).toBe(false);
  });
});

describe('RPC failures', () => {
  it('a preflight failure maps its transaction error and keeps its logs', () => {
    const preflight = new RpcError('sendTransaction', -32002, 'Transaction simulation failed: Insufficient funds for fee', {
      err: 'InsufficientFundsForFee',
      logs: ['a'],
    });
    expect(mapRpcFailure(preflight)).toMatchObject({ kind: 'insufficient-funds', message: TX_MESSAGES.insufficientFunds, logs: ['a'] });
  });

  it('an oversized transaction is "Transaction too large"', () => {
    const tooLarge = new RpcError(
      'sendTransaction',
      -32602,
      'base64 encoded solana_transaction::versioned::VersionedTransaction too large: 1700 bytes (max: encoded/raw 1644/1232)',
      undefined,
    );
    expect(mapRpcFailure(tooLarge)).toMatchObject({ kind: 'too-large', message: 'Transaction too large', code: -32602 });
  });

  it('other JSON-RPC errors are unknown; an unreachable RPC says so', () => {
    expect(mapRpcFailure(new RpcError('sendTransaction', -32003, 'Transaction signature verification failure', undefined))).toMatchObject({
      kind: 'unknown',
      message: TX_MESSAGES.unknown,
      code: -32003,
    });
    expect(mapRpcFailure(new HttpNetworkError('Solana RPC', 'http://rpc', 'down'))).toMatchObject({ kind: 'rpc', message: TX_MESSAGES.rpcUnreachable });
    expect(mapRpcFailure(new HttpTimeoutError('Solana RPC', 'http://rpc', 5000))).toMatchObject({ kind: 'rpc' });
    expect(mapRpcFailure(new Error('???'))).toMatchObject({ kind: 'unknown' });
  });
});

describe('custom program codes are read only for the program that owns them', () => {
  it('a token-program code other than 17 is not reported as a frozen account', () => {
    expect(mapTransactionError(custom(1), on(TOKEN))).toMatchObject({
      kind: 'program',
      message: 'Unknown error, visit the explorer',
      code: 1,
      programIds: [TOKEN],
    });
    expect(mapTransactionError(custom(16), on(TOKEN_2022))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer' });
    expect(mapTransactionError(custom(18), on(TOKEN))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer' });
  });

  it('code 0 from another program is not "account already exists"', () => {
    expect(mapTransactionError(custom(0), on(OTHER))).toMatchObject({
      kind: 'program',
      message: 'Unknown error, visit the explorer',
      code: 0,
      programIds: [OTHER],
    });
    expect(mapTransactionError(custom(0), on(TOKEN))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer' });
  });

  it('code 1 from another program is not "not enough SOL"', () => {
    const error = mapTransactionError(custom(1), on(OTHER));
    expect(error).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer', code: 1, programIds: [OTHER] });
    expect(alwaysBlocks(error)).toBe(false);
  });

  it('a system-program code other than 0 and 1 is unknown', () => {
    expect(mapTransactionError(custom(2), on(SYSTEM))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer', code: 2 });
  });

  it('a code outside the route table from an unnamed program is unknown, with no program named', () => {
    expect(mapTransactionError(custom(42), on(undefined))).toStrictEqual({
      kind: 'program',
      message: 'Unknown error, visit the explorer',
      code: 42,
      programIds: [],
      cause: custom(42),
    });
    expect(mapTransactionError(custom(5999), on(undefined))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer' });
    expect(mapTransactionError(custom(6019), on(undefined))).toMatchObject({ kind: 'program', message: 'Unknown error, visit the explorer' });
  });

  it('a route code from an unnamed program names no program', () => {
    expect(mapTransactionError(custom(6001), on(undefined))).toStrictEqual({
      kind: 'route',
      message: 'Slippage tolerance exceeded',
      code: 6001,
      programIds: [],
      cause: custom(6001),
    });
  });
});

describe('instruction errors without a custom code', () => {
  it('name the failing program when the transaction is known, and none when it is not', () => {
    const failed = { InstructionError: [0, 'ProgramFailedToComplete'] };
    expect(mapTransactionError(failed, on(OTHER))).toStrictEqual({
      kind: 'program',
      message: 'Program failed to complete',
      programIds: [OTHER],
      cause: failed,
    });
    expect(mapTransactionError(failed, on(undefined))).toStrictEqual({ kind: 'program', message: 'Program failed to complete', programIds: [], cause: failed });
    expect(mapTransactionError(failed)).toStrictEqual({ kind: 'program', message: 'Program failed to complete', programIds: [], cause: failed });
  });

  it('an object error that is not Custom carries no code', () => {
    const borsh = { InstructionError: [3, { BorshIoError: 'Unknown' }] };
    expect(mapTransactionError(borsh, on(OTHER))).toStrictEqual({
      kind: 'program',
      message: 'Unknown error, visit the explorer',
      programIds: [OTHER],
      cause: borsh,
    });
  });
});

describe('context only adds what it knows', () => {
  it('an error without a signature or transaction carries neither field', () => {
    const error = mapTransactionError('BlockhashNotFound', { logs: ['log'] });
    expect(error).toStrictEqual({ kind: 'expired', message: TX_MESSAGES.expired, programIds: [], logs: ['log'], cause: 'BlockhashNotFound' });
    expect('txid' in error).toBe(false);
    expect('transactionBase64' in error).toBe(false);
  });

  it('a signature alone is carried without a transaction, and the other way round', () => {
    expect(expiredError({ txid: 'sig' })).toStrictEqual({
      kind: 'expired',
      message: TX_MESSAGES.expired,
      programIds: [],
      txid: 'sig',
      cause: { name: 'TransactionExpiredBlockheightExceededError', signature: 'sig' },
    });
    expect(expiredError({ transactionBase64: 'AQID' })).toStrictEqual({
      kind: 'expired',
      message: TX_MESSAGES.expired,
      programIds: [],
      transactionBase64: 'AQID',
      cause: { name: 'TransactionExpiredBlockheightExceededError' },
    });
  });
});

describe('RPC failures, edge cases', () => {
  it('a non-preflight error whose data looks like a simulation keeps its own code and cause', () => {
    const behind = new RpcError('sendTransaction', -32005, 'Node is behind by 42 slots', { err: 'InsufficientFundsForFee', numSlotsBehind: 42 });
    expect(mapRpcFailure(behind)).toStrictEqual({ kind: 'unknown', message: TX_MESSAGES.unknown, code: -32005, programIds: [], cause: behind });
  });

  it('a preflight failure without simulation data is unknown with the preflight code', () => {
    const bare = new RpcError('sendTransaction', -32002, 'Transaction simulation failed', undefined);
    expect(mapRpcFailure(bare)).toStrictEqual({ kind: 'unknown', message: TX_MESSAGES.unknown, code: -32002, programIds: [], cause: bare });
  });

  it('only an invalid-params error that says "too large" is "Transaction too large"', () => {
    const invalid = new RpcError('sendTransaction', -32602, 'invalid transaction: failed to deserialize', undefined);
    expect(mapRpcFailure(invalid)).toMatchObject({ kind: 'unknown', message: TX_MESSAGES.unknown, code: -32602 });
    const otherCode = new RpcError('sendTransaction', -32003, 'request too large', undefined);
    expect(mapRpcFailure(otherCode)).toMatchObject({ kind: 'unknown', message: TX_MESSAGES.unknown, code: -32003 });
    const tooLarge = new RpcError('sendTransaction', -32602, 'Transaction TOO LARGE: 1300 bytes', undefined);
    expect(mapRpcFailure(tooLarge)).toMatchObject({ kind: 'too-large', message: 'Transaction too large', code: -32602, cause: tooLarge });
  });

  it('an unreachable RPC and an unexpected failure keep the raw error for the logs', () => {
    const down = new HttpNetworkError('Solana RPC', 'http://rpc', 'down');
    expect(mapRpcFailure(down, { txid: 'sig' })).toStrictEqual({ kind: 'rpc', message: TX_MESSAGES.rpcUnreachable, programIds: [], txid: 'sig', cause: down });
    const odd = new Error('???');
    expect(mapRpcFailure(odd)).toStrictEqual({ kind: 'unknown', message: TX_MESSAGES.unknown, programIds: [], cause: odd });
  });
});

describe('engine failures', () => {
  it("a wallet refusal keeps the wallet's error for the logs", () => {
    const rejected = new Error('User rejected the request');
    expect(signingFailed(rejected)).toStrictEqual({ kind: 'signing', message: 'Wallet Signing Failed', programIds: [], cause: rejected });
  });

  it('a TxFailure is named as one and reads as its message', () => {
    const failure = new TxFailure(signingFailed(new Error('User rejected')));
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('TxFailure');
    expect(failure.message).toBe('Wallet Signing Failed');
    expect(String(failure)).toBe('TxFailure: Wallet Signing Failed');
    expect(failure.error.kind).toBe('signing');
  });
});

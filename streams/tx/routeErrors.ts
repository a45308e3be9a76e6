import { SWAP_ROUTE_PROGRAM } from '../solana/programs';

/**
 * The route (swap aggregator) program's custom error codes and their messages (spec 001 §8).
 * They apply to a Custom error raised by the route program, or by a program we cannot name.
 */
export const ROUTE_PROGRAM_ID = SWAP_ROUTE_PROGRAM;

export const ROUTE_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  6000: 'Empty route',
  6001: 'Slippage tolerance exceeded',
  6002: 'Invalid calculation',
  6003: 'Missing platform fee account',
  6004: 'Invalid slippage',
  6005: 'Not enough percent to 100',
  6006: 'Token input index is invalid',
  6007: 'Token output index is invalid',
  6008: 'Not Enough Account keys',
  6009: 'Non zero minimum out amount not supported',
  6010: 'Invalid route plan',
  6011: 'Invalid referral authority',
  6012: "Token account doesn't match the ledger",
  6013: 'Invalid token ledger',
  6014: 'Token program ID is invalid',
  6015: 'Token program not provided',
  6016: 'Swap not supported',
  6017: "Exact out amount doesn't match",
  6018: 'Source mint and destination mint cannot the same',
  7000: 'Transaction was not confirmed',
  7001: 'balances cannot be extracted properly',
  7002: 'too many accounts locked',
  7003: 'blockheight exceeded',
};

import { SWAP_ROUTE_PROGRAM } from '@streams/solana/programs';
import { ROUTE_ERROR_MESSAGES, ROUTE_PROGRAM_ID } from '@streams/tx/routeErrors';
import { mapTransactionError } from '@streams/tx/errors';

/** The route program's custom error codes, word for word as spec 001 §8 lists them. */
const SPEC_ROUTE_MESSAGES: Readonly<Record<number, string>> = {
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

describe('route program errors (spec 001 §8)', () => {
  it('the route program is the swap aggregator', () => {
    expect(ROUTE_PROGRAM_ID).toBe(SWAP_ROUTE_PROGRAM);
  });

  it('the table holds every spec code with the spec words, and nothing else', () => {
    expect(ROUTE_ERROR_MESSAGES).toEqual(SPEC_ROUTE_MESSAGES);
  });

  it.each(Object.entries(SPEC_ROUTE_MESSAGES).map(([code, message]) => [Number(code), message] as const))(
    'a failed swap with route code %i tells the user "%s"',
    (code, message) => {
      const error = mapTransactionError({ InstructionError: [2, { Custom: code }] }, { programIdAt: () => ROUTE_PROGRAM_ID });
      expect(error.kind).toBe('route');
      expect(error.message).toBe(message);
    },
  );
});

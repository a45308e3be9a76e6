import type { TransactionRecord } from '@streams/solana/ports';
import { NATIVE_SOL, TX_MESSAGES, WRAPPED_SOL, balanceChanges } from '@streams/tx/index';
import { inTurn } from '../../support/fakeRpc';
import { marbles } from '../../support/marbles';
import { SIGNATURE, setupEngine } from './fixtures';

const OWNER = 'Own3r1111111111111111111111111111111111111';
const POOL = 'Poo11111111111111111111111111111111111111111';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const record = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  slot: 10,
  blockTime: 1_700_000_000,
  err: null,
  fee: 5000n,
  accountKeys: [OWNER, POOL],
  preBalances: [2_000_000_000n, 0n],
  postBalances: [1_499_995_000n, 500_000_000n],
  preTokenBalances: [],
  postTokenBalances: [],
  logMessages: [],
  ...overrides,
});

const token = (accountIndex: number, mint: string, owner: string, amount: bigint) => ({ accountIndex, mint, owner, amount, decimals: 6 });

describe('landed transaction: get transaction (T32 = up to 5 retries, 1,000 ms apart)', () => {
  it(
    'retries a null answer 1 s apart and emits the record once the RPC serves it',
    marbles((m) => {
      const landed = record();
      const { engine, rpc } = setupEngine(m, {
        rpc: { getTransaction: inTurn(m.cold('(n|)', { n: null }), m.cold('(n|)', { n: null }), m.cold('(r|)', { r: landed })) },
      });
      m.expect(engine.fetchLanded(SIGNATURE)).toBeObservable('2000ms (r|)', { r: landed });
      m.flush();
      expect(rpc.times('getTransaction')).toEqual([0, 1000, 2000]);
      expect(rpc.of('getTransaction')[0]?.args).toEqual([SIGNATURE, 'confirmed']);
    }),
  );

  it(
    'gives up after 5 retries (6 reads, errors included) and emits null',
    marbles((m) => {
      const { engine, rpc, logger } = setupEngine(m, {
        rpc: { getTransaction: inTurn(m.cold('#', undefined, new Error('node behind')), m.cold('(n|)', { n: null })) },
      });
      m.expect(engine.fetchLanded(SIGNATURE)).toBeObservable('5000ms (n|)', { n: null });
      m.flush();
      expect(rpc.times('getTransaction')).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
      expect(logger.messages('warn')).toEqual(['Could not read the landed transaction']);
    }),
  );
  it(
    'once the record is served the reads stop: each answer is asked once, 1 s apart, and nothing is read again (subscription logs)',
    marbles((m) => {
      const retry = m.time('1000ms |'); // T32
      const landed = record();
      const notYet = m.cold('(n|)', { n: null });
      const served = m.cold('(r|)', { r: landed });
      const { engine } = setupEngine(m, { rpc: { getTransaction: inTurn(notYet, notYet, served) } });
      m.expect(engine.fetchLanded(SIGNATURE), '^ 10000ms !').toBeObservable(`${2 * retry}ms (r|)`, { r: landed });
      m.expect(notYet).toHaveSubscriptions(['(^!)', `${retry}ms (^!)`]);
      // inTurn would answer a further read with `served` again: one subscription only, so none was made.
      m.expect(served).toHaveSubscriptions(`${2 * retry}ms (^!)`);
    }),
  );

  it(
    'a caller that leaves while a read is on its way cancels it, and no retry follows (subscription logs)',
    marbles((m) => {
      const retry = m.time('1000ms |'); // T32
      const notYet = m.cold('(n|)', { n: null });
      const slow = m.cold('3000ms (r|)', { r: record() });
      const { engine, rpc } = setupEngine(m, { rpc: { getTransaction: inTurn(notYet, slow) } });
      // The first read is null; the retry goes out at 1 s and is still on its way when the caller leaves at 1.5 s.
      m.expect(engine.fetchLanded(SIGNATURE), `^ ${retry + 499}ms !`).toBeObservable('');
      m.expect(notYet).toHaveSubscriptions('(^!)');
      m.expect(slow).toHaveSubscriptions(`${retry}ms ^ 499ms !`);
      m.flush();
      expect(rpc.times('getTransaction')).toEqual([0, retry]);
    }),
  );
});

describe('landed transaction: what is logged when it cannot be read', () => {
  it(
    'an RPC that answers nothing at all is retried like a null answer, then logged as not found',
    marbles((m) => {
      const { engine, rpc, logger } = setupEngine(m, { rpc: { getTransaction: () => m.cold('|') } });
      m.expect(engine.fetchLanded(SIGNATURE)).toBeObservable('5000ms (n|)', { n: null });
      m.flush();
      expect(rpc.times('getTransaction')).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Could not read the landed transaction', context: { signature: SIGNATURE, error: 'not found' } },
      ]);
    }),
  );

  it(
    'null answers until the retries run out are logged as not found, with the signature',
    marbles((m) => {
      const { engine, logger } = setupEngine(m, { rpc: { getTransaction: () => m.cold('(n|)', { n: null }) } });
      m.expect(engine.fetchLanded(SIGNATURE)).toBeObservable('5000ms (n|)', { n: null });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Could not read the landed transaction', context: { signature: SIGNATURE, error: 'not found' } },
      ]);
    }),
  );

  it(
    'a failing RPC is logged with its own error, not as not found',
    marbles((m) => {
      const { engine, logger } = setupEngine(m, { rpc: { getTransaction: () => m.cold('#', undefined, new Error('node behind')) } });
      m.expect(engine.fetchLanded(SIGNATURE)).toBeObservable('5000ms (n|)', { n: null });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Could not read the landed transaction', context: { signature: SIGNATURE, error: 'Error: node behind' } },
      ]);
    }),
  );
});

describe('balance changes of a landed transaction', () => {
  it('reads token balance deltas of the owner first', () => {
    const swap = record({
      preTokenBalances: [token(2, USDC, OWNER, 10_000_000n), token(3, USDC, POOL, 5n)],
      postTokenBalances: [token(2, USDC, OWNER, 7_500_000n), token(3, USDC, POOL, 2_500_005n), token(4, BONK, OWNER, 123_456n)],
    });
    expect(balanceChanges(swap, OWNER, USDC, BONK)).toEqual({ ok: true, inputAmount: 2_500_000n, outputAmount: 123_456n });
  });

  it('falls back to native deltas for SOL, without the fee the owner paid', () => {
    const sell = record({ postTokenBalances: [token(2, USDC, OWNER, 77n)] });
    expect(balanceChanges(sell, OWNER, NATIVE_SOL, USDC)).toEqual({ ok: true, inputAmount: 500_000_000n, outputAmount: 77n });
    expect(balanceChanges(sell, POOL, USDC, WRAPPED_SOL)).toMatchObject({ ok: false });
    const buy = record({ preTokenBalances: [token(2, USDC, POOL, 50n)], postTokenBalances: [token(2, USDC, POOL, 0n)] });
    expect(balanceChanges(buy, POOL, USDC, WRAPPED_SOL)).toEqual({ ok: true, inputAmount: 50n, outputAmount: 500_000_000n });
  });

  it("without a change to read, the spec's error", () => {
    expect(balanceChanges(record(), OWNER, USDC, BONK)).toEqual({
      ok: false,
      error: { kind: 'balance-change', message: TX_MESSAGES.balanceChange, programIds: [] },
    });
    expect(TX_MESSAGES.balanceChange).toBe('Cannot find source or destination token account balance change');
  });

  it('a token-for-token swap is measured from token balances alone, not from lamports', () => {
    const swap = record({
      preTokenBalances: [token(2, USDC, OWNER, 10_000_000n)],
      postTokenBalances: [token(2, USDC, OWNER, 9_000_000n), token(4, BONK, OWNER, 42n)],
    });
    expect(balanceChanges(swap, OWNER, USDC, BONK)).toEqual({ ok: true, inputAmount: 1_000_000n, outputAmount: 42n });
  });

  it("an owner who is not in the transaction's accounts gets the spec's error, not an amount", () => {
    const stranger = 'Str4nger111111111111111111111111111111111111';
    expect(balanceChanges(record(), stranger, NATIVE_SOL, USDC)).toEqual({
      ok: false,
      error: { kind: 'balance-change', message: TX_MESSAGES.balanceChange, programIds: [] },
    });
  });

  it("a record missing the owner's lamports before the transaction gets the spec's error, not an amount", () => {
    const partial = record({ preBalances: [], postTokenBalances: [token(2, USDC, OWNER, 77n)] });
    expect(balanceChanges(partial, OWNER, NATIVE_SOL, USDC)).toEqual({
      ok: false,
      error: { kind: 'balance-change', message: TX_MESSAGES.balanceChange, programIds: [] },
    });
  });

  it("a record missing the owner's lamports after the transaction gets the spec's error, not an amount", () => {
    const partial = record({ postBalances: [], postTokenBalances: [token(2, USDC, OWNER, 77n)] });
    expect(balanceChanges(partial, OWNER, NATIVE_SOL, USDC)).toEqual({
      ok: false,
      error: { kind: 'balance-change', message: TX_MESSAGES.balanceChange, programIds: [] },
    });
  });
});

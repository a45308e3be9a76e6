import type { HttpRequest } from '@streams/core/http';
import { HttpSchemaError, HttpStatusError } from '@streams/core/httpErrors';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '@streams/solana/programs';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { RpcError } from '@streams/solana/rpcError';
import { catchError, of } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const URL = 'http://127.0.0.1:8899';
const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const ATA = '7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi';
const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const context = { apiVersion: '2.2.14', slot: 301 };

/** A client whose transport answers each request with `result` (or a whole body) after 1 ms. */
const setup = (m: MarbleContext, answer: (request: HttpRequest, index: number) => unknown, status = 200) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport((request, index) => m.cold('-(r|)', { r: jsonResponse(answer(request, index), status) }));
  const rpc = createSolanaRpc({ transport, url: URL, scheduler: m.scheduler, logger });
  const bodies = () => requests.map((request) => JSON.parse(request.body ?? '{}') as { method: string; params: unknown[]; id: number; jsonrpc: string });
  return { rpc, requests, bodies, logger };
};
const ok = (result: unknown) => ({ jsonrpc: '2.0', result, id: 1 });

describe('Solana JSON-RPC client', () => {
  it(
    'POSTs JSON-RPC 2.0 and reads the latest blockhash with its expiry and context slot',
    marbles((m) => {
      const { rpc, requests, bodies } = setup(m, () => ok({ context, value: { blockhash: USDC, lastValidBlockHeight: 280_000_150 } }));
      m.expect(rpc.getLatestBlockhash('confirmed')).toBeObservable('-(b|)', { b: { blockhash: USDC, lastValidBlockHeight: 280_000_150, slot: 301 } });
      m.flush();
      expect(requests[0]).toMatchObject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' } });
      expect(bodies()).toEqual([{ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }]);
    }),
  );

  it(
    'block height, and balances as bigint lamports',
    marbles((m) => {
      const { rpc, bodies } = setup(m, (_request, index) => (index === 0 ? ok(280_000_001) : ok({ context, value: 10_000_000_000 })));
      m.expect(rpc.getBlockHeight('confirmed')).toBeObservable('-(h|)', { h: 280_000_001 });
      m.expect(rpc.getBalance(OWNER, 'processed')).toBeObservable('-(b|)', { b: 10_000_000_000n });
      m.flush();
      expect(bodies().map((body) => [body.id, body.method, body.params])).toEqual([
        [1, 'getBlockHeight', [{ commitment: 'confirmed' }]],
        [2, 'getBalance', [OWNER, { commitment: 'processed' }]],
      ]);
    }),
  );

  it(
    'token accounts of both token programs, jsonParsed; an account that does not parse is logged and skipped',
    marbles((m) => {
      const parsed = (amount: string, state = 'initialized') => ({
        pubkey: ATA,
        account: {
          data: {
            parsed: {
              info: { isNative: false, mint: USDC, owner: OWNER, state, tokenAmount: { amount, decimals: 6, uiAmount: 1, uiAmountString: '1' } },
              type: 'account',
            },
            program: 'spl-token',
            space: 165,
          },
          executable: false,
          lamports: 2_039_280,
          owner: TOKEN_PROGRAM,
          rentEpoch: 2 ** 64,
          space: 165,
        },
      });
      const { rpc, bodies, logger } = setup(m, (_request, index) =>
        ok({ context, value: index === 0 ? [parsed('1000000'), { pubkey: ATA, account: { data: ['AAAA', 'base64'] } }] : [parsed('5', 'frozen')] }),
      );
      m.expect(rpc.getTokenAccountsByOwner(OWNER, 'confirmed')).toBeObservable('-(a|)', {
        a: [
          { address: ATA, mint: USDC, owner: OWNER, amount: 1_000_000n, decimals: 6, isFrozen: false, programId: TOKEN_PROGRAM },
          { address: ATA, mint: USDC, owner: OWNER, amount: 5n, decimals: 6, isFrozen: true, programId: TOKEN_PROGRAM },
        ],
      });
      m.flush();
      expect(bodies().map((body) => body.params)).toEqual([
        [OWNER, { programId: TOKEN_PROGRAM }, { commitment: 'confirmed', encoding: 'jsonParsed' }],
        [OWNER, { programId: TOKEN_2022_PROGRAM }, { commitment: 'confirmed', encoding: 'jsonParsed' }],
      ]);
      expect(logger.messages('warn')).toEqual(['Skipped a token account that does not parse']);
    }),
  );

  it(
    'simulates and sends base64 wire transactions with the options given',
    marbles((m) => {
      const simulation = {
        context,
        value: { accounts: null, err: { InstructionError: [0, { Custom: 1 }] }, fee: null, logs: ['Program log: x'], unitsConsumed: 300 },
      };
      const { rpc, bodies } = setup(m, (_request, index) => (index === 0 ? ok(simulation) : ok(SIG)));
      m.expect(rpc.simulateTransaction('AQID', { sigVerify: false, commitment: 'confirmed' })).toBeObservable('-(s|)', {
        s: { err: { InstructionError: [0, { Custom: 1 }] }, logs: ['Program log: x'], unitsConsumed: 300 },
      });
      m.expect(rpc.sendTransaction('AQID', { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' })).toBeObservable('-(s|)', { s: SIG });
      m.flush();
      expect(bodies().map((body) => body.params)).toEqual([
        ['AQID', { encoding: 'base64', sigVerify: false, commitment: 'confirmed' }],
        ['AQID', { encoding: 'base64', skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' }],
      ]);
    }),
  );

  it(
    'signature statuses: null for unknown signatures, err null on success',
    marbles((m) => {
      const found = { confirmationStatus: 'confirmed', confirmations: 1, err: null, slot: 300, status: { Ok: null } };
      const { rpc, bodies } = setup(m, () => ok({ context, value: [found, null] }));
      m.expect(rpc.getSignatureStatuses([SIG, SIG], { searchTransactionHistory: true })).toBeObservable('-(s|)', {
        s: [{ slot: 300, confirmationStatus: 'confirmed', err: null, confirmations: 1 }, null],
      });
      m.flush();
      expect(bodies()[0]?.params).toEqual([[SIG, SIG], { searchTransactionHistory: true }]);
    }),
  );

  it(
    "an address's latest signatures, newest first, with their errors; an entry that is not a signature fails the answer",
    marbles((m) => {
      const entries = [
        { blockTime: 1_763_700_000, confirmationStatus: 'confirmed', err: null, memo: null, signature: SIG, slot: 302 },
        { blockTime: 1_763_699_000, confirmationStatus: 'finalized', err: { InstructionError: [0, { Custom: 1 }] }, memo: null, signature: SIG, slot: 300 },
      ];
      const { rpc, bodies } = setup(m, (_request, index) => ok(index === 0 ? entries : [{ signature: '<b>no</b>', err: null }]));
      m.expect(rpc.getSignaturesForAddress(OWNER, { limit: 25 })).toBeObservable('-(s|)', {
        s: [
          { signature: SIG, err: null },
          { signature: SIG, err: { InstructionError: [0, { Custom: 1 }] } },
        ],
      });
      m.expect(
        rpc.getSignaturesForAddress(OWNER, { limit: 25 }).pipe(catchError((error: unknown) => of(error instanceof Error ? error.name : 'other'))),
      ).toBeObservable('-(e|)', { e: 'HttpSchemaError' });
      m.flush();
      expect(bodies()[0]?.params).toEqual([OWNER, { commitment: 'confirmed', limit: 25 }]);
    }),
  );

  it(
    'a landed transaction with loaded addresses after the static keys; null while not available',
    marbles((m) => {
      const tx = {
        blockTime: 1_763_700_000,
        meta: {
          computeUnitsConsumed: 150,
          err: null,
          fee: 5000,
          innerInstructions: [],
          loadedAddresses: { writable: [ATA], readonly: [TOKEN_PROGRAM] },
          logMessages: ['Program 11111111111111111111111111111111 invoke [1]'],
          postBalances: [9_999_995_000, 1],
          postTokenBalances: [
            {
              accountIndex: 2,
              mint: USDC,
              owner: OWNER,
              programId: TOKEN_PROGRAM,
              uiTokenAmount: { amount: '7', decimals: 6, uiAmount: 0.000007, uiAmountString: '0.000007' },
            },
          ],
          preBalances: [10_000_000_000, 1],
          preTokenBalances: [],
          rewards: [],
          status: { Ok: null },
        },
        slot: 302,
        transaction: {
          message: {
            accountKeys: [OWNER, USDC],
            header: { numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1, numRequiredSignatures: 1 },
            instructions: [{ programIdIndex: 3, accounts: [0, 2], data: '3Bxs4h24hBtQy9rw', stackHeight: null }],
            recentBlockhash: USDC,
          },
          signatures: [SIG],
        },
        version: 0,
      };
      const { rpc, bodies } = setup(m, (_request, index) => ok(index === 0 ? tx : null));
      m.expect(rpc.getTransaction(SIG, 'confirmed')).toBeObservable('-(t|)', {
        t: {
          slot: 302,
          blockTime: 1_763_700_000,
          err: null,
          fee: 5000n,
          accountKeys: [OWNER, USDC, ATA, TOKEN_PROGRAM],
          preBalances: [10_000_000_000n, 1n],
          postBalances: [9_999_995_000n, 1n],
          preTokenBalances: [],
          postTokenBalances: [{ accountIndex: 2, mint: USDC, owner: OWNER, amount: 7n, decimals: 6 }],
          logMessages: ['Program 11111111111111111111111111111111 invoke [1]'],
          signerCount: 1,
          instructions: [{ programIndex: 3, accounts: [0, 2] }],
        },
      });
      m.expect(rpc.getTransaction(SIG, 'confirmed')).toBeObservable('-(n|)', { n: null });
      m.flush();
      expect(bodies()[0]?.params).toEqual([SIG, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    }),
  );

  it(
    'a JSON-RPC error object becomes a typed RpcError with code, message and data (preflight logs)',
    marbles((m) => {
      const data = { err: 'InsufficientFundsForFee', logs: ['Program log: no'], unitsConsumed: 0 };
      const { rpc } = setup(m, () => ({
        jsonrpc: '2.0',
        error: { code: -32002, message: 'Transaction simulation failed: Insufficient funds for fee', data },
        id: 1,
      }));
      m.expect(rpc.sendTransaction('AQID', { skipPreflight: false, maxRetries: 0, preflightCommitment: 'confirmed' })).toBeObservable(
        '-#',
        undefined,
        new RpcError('sendTransaction', -32002, 'Transaction simulation failed: Insufficient funds for fee', data),
      );
      let failure: unknown;
      rpc.getBalance(OWNER, 'confirmed').subscribe({ error: (error: unknown) => (failure = error) });
      m.flush();
      expect(failure).toMatchObject({ kind: 'rpc', method: 'getBalance', code: -32002, data });
    }),
  );

  it(
    'HTTP 429 is a typed status error and is not retried (the caller decides)',
    marbles((m) => {
      const { rpc, requests } = setup(m, () => ({ code: 429, message: 'Too many requests' }), 429);
      let failure: unknown;
      rpc.getBlockHeight('confirmed').subscribe({ error: (error: unknown) => (failure = error) });
      m.flush();
      expect(failure).toBeInstanceOf(HttpStatusError);
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'a result that fails its schema errors with a message naming the method, and is logged',
    marbles((m) => {
      const { rpc, logger } = setup(m, () => ok({ context, value: -5 }));
      m.expect(rpc.getBalance(OWNER, 'confirmed')).toBeObservable('-#', undefined, new HttpSchemaError('Solana RPC', URL, 'getBalance', []));
      m.flush();
      expect(logger.messages('warn')).toEqual(['Invalid getBalance response structure from Solana RPC']);
    }),
  );

  it(
    'cancellation: unsubscribing before the answer unsubscribes the transport',
    marbles((m) => {
      const slow = m.cold('----(r|)', { r: jsonResponse(ok(1)) });
      const { transport } = createFakeTransport(() => slow);
      const rpc = createSolanaRpc({ transport, url: URL, scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(rpc.getBlockHeight('confirmed'), '^-!').toBeObservable('--');
      m.expect(slow).toHaveSubscriptions('^-!');
    }),
  );
});

import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { RpcError } from '@streams/solana/rpcError';
import { NATIVE_SOL, PENDING_TX_KEY, TX_MESSAGES } from '@streams/tx/index';
import { REFUSALS } from '@streams/tx/preSignChecks';
import { HttpNetworkError } from '@streams/core/httpErrors';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';
import {
  LABEL,
  confirmedAt,
  LAST_VALID,
  OTHER_BLOCKHASH,
  SIGNATURE,
  SIGNED,
  UNSIGNED,
  blockhash,
  brief,
  buildRequest,
  createSigner,
  ledgerAnswers,
  setupEngine,
  signWire,
  signatureOf,
  states,
  transferWire,
} from './fixtures';

const failed = (message: string, signature?: string) => ({ status: 'failed', message, ...(signature ? { signature } : {}) });
const notified = (slot: number, err: unknown = null) => ({ r: { err, slot } });

describe('transaction engine: from request to the first send', () => {
  it(
    'happy path: fresh blockhash at confirmed, simulation without sigVerify, one prompt, persisted before the one send, confirmed by the subscription',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('50ms (x|)', { x: signWire(wire) }));
      const storage = createMemoryStorage();
      let storedAtSend: string | null = null;
      const { engine, rpc, subscriptions } = setupEngine(m, {
        storage,
        rpc: {
          sendTransaction: () => {
            storedAtSend = storage.getItem(PENDING_TX_KEY);
            return m.cold('(a|)', { a: SIGNATURE });
          },
        },
        subscriptions: { signature: () => m.cold('400ms (r|)', notified(5003)) },
      });

      m.expect(engine.execute(buildRequest(wallet.signer))).toBeObservable('(psw) 45ms (1c) 396ms (d|)', { ...states, d: confirmedAt(5003) });
      m.flush();

      expect(rpc.of('getLatestBlockhash').map((call) => call.args)).toEqual([['confirmed']]);
      expect(rpc.of('simulateTransaction').map((call) => call.args)).toEqual([[toBase64(UNSIGNED), { sigVerify: false, commitment: 'confirmed' }]]);
      expect(wallet.calls).toEqual([UNSIGNED]);
      expect(rpc.of('sendTransaction')).toEqual([
        { method: 'sendTransaction', args: [toBase64(SIGNED), { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' }], at: 50 },
      ]);
      // The record names its fee payer (a reload resumes only the connected wallet's transactions) and how it was sent (a bundle resumes as a bundle).
      expect(JSON.parse(storedAtSend ?? 'null')).toEqual([
        { signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL, mode: 'plain', owner: wallet.signer.publicKey },
      ]);
      expect(subscriptions.of('signature').map((call) => call.args)).toEqual([[SIGNATURE, 'confirmed']]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull(); // final: forgotten
    }),
  );

  it(
    'an auto-signing wallet is announced as such, and a prebuilt transaction skips the blockhash fetch',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine, rpc } = setupEngine(m, { rpc: ledgerAnswers(m), subscriptions: { signature: () => m.cold('10ms (r|)', notified(7)) } });
      const request = {
        kind: 'prebuilt',
        wire: UNSIGNED,
        lastValidBlockHeight: 99,
        signer: wallet.signer,
        label: LABEL,
        spend: { maxOutflow: { [NATIVE_SOL]: 1_000n } },
      } as const;
      m.expect(engine.execute(request)).toBeObservable('(psa1c) 3ms (d|)', { ...states, d: confirmedAt(7) });
      m.flush();
      expect(rpc.of('getLatestBlockhash')).toEqual([]);
    }),
  );

  it(
    'a simulation error blocks the prompt: the wallet is never asked and nothing is sent',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const err = { InstructionError: [0, 'ProgramFailedToComplete'] };
      const { engine, rpc, storage } = setupEngine(m, {
        rpc: { simulateTransaction: () => m.cold('10ms (s|)', { s: { err, logs: ['boom'], unitsConsumed: 0 } }) },
      });
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable('(ps) 6ms (f|)', {
        ...states,
        f: failed(TX_MESSAGES.programFailed),
      });
      m.flush();
      expect(wallet.calls).toEqual([]);
      expect(rpc.of('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'skip preflight lets a failing simulation through to the prompt, with a warning',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const err = { InstructionError: [0, 'ProgramFailedToComplete'] };
      const { engine, logger } = setupEngine(m, { rpc: { simulateTransaction: () => m.cold('(s|)', { s: { err, logs: [], unitsConsumed: 0 } }) } });
      m.expect(engine.execute(buildRequest(wallet.signer, { skipPreflight: true })), '^ 100ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(wallet.calls).toHaveLength(1);
      expect(logger.messages('warn')).toEqual(['Simulation failed; sending anyway (skip preflight)']);
    }),
  );

  it.each([
    ['insufficient funds for fee', 'InsufficientFundsForFee', TX_MESSAGES.insufficientFunds],
    ['insufficient funds for rent', { InsufficientFundsForRent: { account_index: 1 } }, TX_MESSAGES.insufficientFunds],
    ['too many account locks', 'TooManyAccountLocks', TX_MESSAGES.tooManyLocks],
  ])('%s blocks even with skip preflight', (_name, err, message) =>
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine } = setupEngine(m, { rpc: { simulateTransaction: () => m.cold('(s|)', { s: { err, logs: [], unitsConsumed: 0 } }) } });
      m.expect(engine.execute(buildRequest(wallet.signer, { skipPreflight: true })).pipe(map(brief))).toBeObservable('(psf|)', {
        ...states,
        f: failed(message),
      });
      m.flush();
      expect(wallet.calls).toEqual([]);
    })(),
  );

  it(
    'the wallet rejects: Wallet Signing Failed, nothing sent or stored',
    marbles((m) => {
      const wallet = createSigner(() => m.cold('30ms #', undefined, new Error('User rejected the request.')));
      const { engine, rpc, storage } = setupEngine(m);
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable('(psw) 25ms (f|)', {
        ...states,
        f: failed('Wallet Signing Failed'),
      });
      m.flush();
      expect(rpc.of('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'a wallet that returns the transaction without the fee payer signature fails with the spec message',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: wire }));
      const { engine, rpc } = setupEngine(m);
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable('(pswf|)', {
        ...states,
        f: failed('Missing transaction signature, the transaction was not signed by the fee payer'),
      });
      m.flush();
      expect(rpc.of('sendTransaction')).toEqual([]);
    }),
  );

  it(
    'a wallet that changed the message is logged, and its own signed bytes are what goes out',
    marbles((m) => {
      const rewritten = signWire(transferWire(OTHER_BLOCKHASH));
      const wallet = createSigner(() => m.cold('(x|)', { x: rewritten }));
      const { engine, rpc, logger } = setupEngine(m);
      const signature = signatureOf(rewritten);
      m.expect(engine.execute(buildRequest(wallet.signer)), '^ 10ms !').toBeObservable('(pswgc)', {
        ...states,
        g: { status: 'sending', label: LABEL, signature, sends: 1 },
        c: { status: 'confirming', label: LABEL, signature },
      });
      m.flush();
      expect(logger.messages('warn')).toEqual(['The signed transaction differs from the one given']);
      expect(rpc.of('sendTransaction')[0]?.args[0]).toBe(toBase64(rewritten));
    }),
  );

  it(
    'cancellation: unsubscribing while the wallet prompt is open drops the prompt; nothing is sent or stored',
    marbles((m) => {
      const prompt = m.cold('100ms (x|)', { x: SIGNED });
      const wallet = createSigner(() => prompt);
      const { engine, rpc, storage } = setupEngine(m);
      m.expect(engine.execute(buildRequest(wallet.signer)), '^ 20ms !').toBeObservable('(psw)', states);
      m.expect(prompt).toHaveSubscriptions('^ 20ms !');
      m.flush();
      expect(rpc.of('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'teardown after the send stops resends and polls but keeps the pending record for resume()',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine, rpc, storage } = setupEngine(m);
      m.expect(engine.execute(buildRequest(wallet.signer)), '^ 1000ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0]);
      expect(rpc.times('getSignatureStatuses')).toEqual([]);
      expect(JSON.parse(storage.getItem(PENDING_TX_KEY) ?? '[]')).toHaveLength(1);
    }),
  );

  it(
    'an RPC that cannot be reached for the blockhash fails before the prompt',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const down = new HttpNetworkError('Solana RPC', 'http://rpc', new Error('ECONNREFUSED'));
      const { engine } = setupEngine(m, { rpc: { getLatestBlockhash: () => m.cold('5ms #', undefined, down) } });
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable('p 4ms (f|)', { ...states, f: failed(TX_MESSAGES.rpcUnreachable) });
      m.flush();
      expect(wallet.calls).toEqual([]);
    }),
  );

  it(
    'a transaction over the packet size is refused before anything is asked',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: wire }));
      const { engine, rpc } = setupEngine(m);
      const request = { kind: 'prebuilt', wire: new Uint8Array(1300), lastValidBlockHeight: 1, signer: wallet.signer, label: LABEL } as const;
      m.expect(engine.execute(request).pipe(map(brief))).toBeObservable('(pf|)', { ...states, f: failed('Transaction too large') });
      m.flush();
      expect(rpc.calls).toEqual([]);
    }),
  );

  it(
    'a first send the RPC refuses (JSON-RPC error) fails with the signature and forgets the record',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const refusal = new RpcError(
        'sendTransaction',
        -32602,
        'base64 encoded solana_transaction::versioned::VersionedTransaction too large: 1700 bytes',
        undefined,
      );
      const { engine, storage } = setupEngine(m, { rpc: { sendTransaction: () => m.cold('#', undefined, refusal) } });
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable('(psw1f|)', {
        ...states,
        f: failed('Transaction too large', SIGNATURE),
      });
      m.flush();
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'uses the blockhash it fetched: the build callback receives it',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const seen: unknown[] = [];
      const { engine } = setupEngine(m);
      const request = buildRequest(wallet.signer, {
        build: (hash) => {
          seen.push(hash);
          return transferWire(hash.blockhash);
        },
      });
      m.expect(engine.execute(request), '^ 1ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(seen).toEqual([blockhash]);
    }),
  );
});

describe("the user's intent, verified for every wallet before it is asked", () => {
  it(
    'an external wallet is never asked to sign a transaction that is not what the user asked for; nothing is simulated or sent',
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine, rpc } = setupEngine(m);
      const intent = { summary: 'Send 0.000001 SOL', verify: () => 'the recipient is someone else in the transaction, not the one you asked for' };
      m.expect(engine.execute(buildRequest(wallet.signer, { intent })).pipe(map(brief))).toBeObservable('(psf|)', {
        ...states,
        f: failed('Refused to sign: the recipient is someone else in the transaction, not the one you asked for.'),
      });
      m.flush();
      expect(wallet.calls).toHaveLength(0);
      expect(rpc.times('simulateTransaction')).toEqual([]);
      expect(rpc.times('sendTransaction')).toEqual([]);
    }),
  );

  it(
    "a matching intent goes on, and its summary rides on the signature step for the wallet's prompt",
    marbles((m) => {
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine } = setupEngine(m);
      const intent = { summary: 'Send 0.000001 SOL', verify: () => undefined };
      m.expect(engine.execute(buildRequest(wallet.signer, { intent })), '^ 1ms !').toBeObservable('(psW1c)', {
        ...states,
        W: { ...states.w, intent: 'Send 0.000001 SOL' },
      });
    }),
  );

  it(
    "where the network's programs speak another layout (mainnet): a quick account refuses what it cannot read; an external wallet is left to its own prompt",
    marbles((m) => {
      const intent = { summary: 'Sell 1 SOL for 150 USDC', verify: () => "never called: the layout is not this network's" };
      const quick = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine } = setupEngine(m, { readsLayouts: false });
      m.expect(engine.execute(buildRequest(quick.signer, { intent })).pipe(map(brief))).toBeObservable('(psf|)', { ...states, f: failed(REFUSALS.unreadable) });
      const external = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const other = setupEngine(m, { readsLayouts: false });
      m.expect(other.engine.execute(buildRequest(external.signer, { intent })), '^ 1ms !').toBeObservable('(psW1c)', {
        ...states,
        W: { ...states.w, intent: intent.summary },
      });
      m.flush();
      expect(quick.calls).toHaveLength(0);
      expect(external.calls).toHaveLength(1);
    }),
  );
});

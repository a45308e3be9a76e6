import { toBase64 } from '@streams/solana/codec';
import { HttpStatusError } from '@streams/core/httpErrors';
import { PENDING_TX_KEY, TX_MESSAGES } from '@streams/tx/index';
import { map } from 'rxjs';
import { inTurn } from '../../support/fakeRpc';
import { marbles } from '../../support/marbles';
import { LAST_VALID, confirmedAt, SIGNATURE, SIGNED, brief, buildRequest, createSigner, landed, processed, setupEngine, signWire, states } from './fixtures';

const wallet = (m: Parameters<Parameters<typeof marbles>[0]>[0]) => createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
const nothing = { n: [null] };

describe('transaction engine: resend (T29 = 1,750 ms) and confirmation poll (T30 = 2,000 ms)', () => {
  it(
    'resends the same signed bytes every 1,750 ms until the subscription confirms; never signs again',
    marbles((m) => {
      const signer = wallet(m);
      const { engine, rpc } = setupEngine(m, { subscriptions: { signature: () => m.cold('5000ms (r|)', { r: { err: null, slot: 42 } }) } });
      m.expect(engine.execute(buildRequest(signer.signer))).toBeObservable('(psw1c) 4993ms (d|)', { ...states, d: confirmedAt(42) });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750, 3500]);
      expect(new Set(rpc.of('sendTransaction').map((call) => call.args[0]))).toEqual(new Set([toBase64(SIGNED)]));
      expect(signer.calls).toHaveLength(1);
      expect(rpc.times('getSignatureStatuses')).toEqual([2000, 4000]);
      expect(rpc.times('getBlockHeight')).toEqual([2000, 4000]);
      expect(rpc.of('getBlockHeight')[0]?.args).toEqual(['confirmed']);
    }),
  );

  it(
    'first two sends dropped: the third lands, and the poll sees it with the socket silent',
    marbles((m) => {
      const signer = wallet(m);
      const { engine, rpc } = setupEngine(m, {
        rpc: { getSignatureStatuses: inTurn(m.cold('(n|)', nothing), m.cold('(l|)', { l: [landed(77)] })) },
      });
      m.expect(engine.execute(buildRequest(signer.signer))).toBeObservable('(psw1c) 3993ms (d|)', { ...states, d: confirmedAt(77) });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750, 3500]);
      expect(rpc.of('getSignatureStatuses').map((call) => call.args[1])).toEqual([{ searchTransactionHistory: false }, { searchTransactionHistory: false }]);
      expect(signer.calls).toHaveLength(1);
    }),
  );

  it(
    'a processed status is not success: it waits for confirmed',
    marbles((m) => {
      const { engine } = setupEngine(m, {
        rpc: { getSignatureStatuses: inTurn(m.cold('(p|)', { p: [processed(80)] }), m.cold('(l|)', { l: [landed(80)] })) },
      });
      m.expect(engine.execute(buildRequest(wallet(m).signer))).toBeObservable('(psw1c) 3993ms (d|)', { ...states, d: confirmedAt(80) });
    }),
  );

  it(
    'never lands: expired once the confirmed block height passes lastValidBlockHeight and a final history search finds nothing',
    marbles((m) => {
      const { engine, rpc, storage, logger } = setupEngine(m, {
        rpc: {
          getBlockHeight: inTurn(m.cold('(h|)', { h: LAST_VALID - 1 }), m.cold('(h|)', { h: LAST_VALID }), m.cold('(h|)', { h: LAST_VALID + 1 })),
        },
      });
      m.expect(engine.execute(buildRequest(wallet(m).signer)).pipe(map(brief))).toBeObservable('(psw1c) 5993ms (e|)', {
        ...states,
        e: { status: 'expired', message: TX_MESSAGES.expired, signature: SIGNATURE },
      });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750, 3500, 5250]);
      expect(rpc.of('getSignatureStatuses').map((call) => [call.at, call.args[1]])).toEqual([
        [2000, { searchTransactionHistory: false }],
        [4000, { searchTransactionHistory: false }],
        [6000, { searchTransactionHistory: false }],
        [6000, { searchTransactionHistory: true }],
      ]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
      // Logged in web3.js's words (spec 001 §8), which support searches for.
      expect(logger.messages('warn')).toEqual([`TransactionExpiredBlockheightExceededError: Signature ${SIGNATURE} has expired: block height exceeded.`]);
    }),
  );

  it(
    'landed just before expiry: the final history search finds it and it is confirmed, not expired',
    marbles((m) => {
      const { engine } = setupEngine(m, {
        rpc: {
          getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID + 5 }),
          getSignatureStatuses: (args) => m.cold('(s|)', { s: args[1].searchTransactionHistory ? [landed(90)] : [null] }),
        },
      });
      m.expect(engine.execute(buildRequest(wallet(m).signer))).toBeObservable('(psw1c) 1993ms (d|)', { ...states, d: confirmedAt(90) });
    }),
  );

  it(
    'lands with an on-chain error: failed with the mapped message and the signature',
    marbles((m) => {
      const err = { InstructionError: [0, { Custom: 0 }] };
      const { engine, storage } = setupEngine(m, { subscriptions: { signature: () => m.cold('900ms (r|)', { r: { err, slot: 60 } }) } });
      m.expect(engine.execute(buildRequest(wallet(m).signer)).pipe(map(brief))).toBeObservable('(psw1c) 893ms (f|)', {
        ...states,
        f: { status: 'failed', message: TX_MESSAGES.accountExists, signature: SIGNATURE },
      });
      m.flush();
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'recovered error: a socket failure and a failed poll are ridden out; the next poll confirms',
    marbles((m) => {
      const limited = new HttpStatusError('Solana RPC', 'http://rpc', 429, 'Too Many Requests', undefined, 1);
      const { engine, logger } = setupEngine(m, {
        rpc: { getSignatureStatuses: inTurn(m.cold('#', undefined, limited), m.cold('(l|)', { l: [landed(81)] })) },
        subscriptions: { signature: () => m.cold('100ms #', undefined, new Error('socket closed')) },
      });
      m.expect(engine.execute(buildRequest(wallet(m).signer))).toBeObservable('(psw1c) 3993ms (d|)', { ...states, d: confirmedAt(81) });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Confirmation poll failed; polling again']);
    }),
  );

  it(
    'a send that fails on the network is retried by the next resend; the state stays sending until one is accepted',
    marbles((m) => {
      const down = new HttpStatusError('Solana RPC', 'http://rpc', 503, 'Service Unavailable', undefined, undefined);
      const { engine, rpc } = setupEngine(m, {
        rpc: { sendTransaction: inTurn(m.cold('#', undefined, down), m.cold('(a|)', { a: SIGNATURE })) },
        subscriptions: { signature: () => m.cold('3000ms (r|)', { r: { err: null, slot: 3 } }) },
      });
      m.expect(engine.execute(buildRequest(wallet(m).signer))).toBeObservable('(psw1) 1744ms (2c) 1246ms (d|)', { ...states, d: confirmedAt(3) });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750]);
    }),
  );

  it(
    'teardown: once final, resends, polls and the subscription all stop',
    marbles((m) => {
      const notification = m.cold('1000ms (r|)', { r: { err: null, slot: 5 } });
      const { engine, rpc } = setupEngine(m, { subscriptions: { signature: () => notification } });
      m.expect(engine.execute(buildRequest(wallet(m).signer))).toBeObservable('(psw1c) 993ms (d|)', { ...states, d: confirmedAt(5) });
      m.expect(notification).toHaveSubscriptions('^ 999ms !');
      m.scheduler.schedule(() => undefined, 20_000);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0]);
      expect(rpc.times('getSignatureStatuses')).toEqual([]);
    }),
  );
});

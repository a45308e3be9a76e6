import { toBase64 } from '@streams/solana/codec';
import type { BundleSender, TxState } from '@streams/tx/index';
import type { SchedulerLike } from 'rxjs';
import { defer, map } from 'rxjs';
import { marbles, type MarbleContext } from '../../support/marbles';
import { createFakeRpc } from '../../support/fakeRpc';
import { LABEL, SIGNATURE, SIGNED, buildRequest, createSigner, processed, setupEngine, signWire, states } from './fixtures';

/** A bundle engine recording when it was called. */
const createBundles = (m: MarbleContext, scheduler: SchedulerLike) => {
  const calls: { at: number; transactions: readonly string[] }[] = [];
  const bundles: BundleSender = {
    sendBundle: (transactions) =>
      defer(() => {
        calls.push({ at: scheduler.now(), transactions });
        return m.cold('(b|)', { b: 'bundle-id' });
      }),
  };
  return { bundles, calls };
};

const withMode = (m: MarbleContext, broadcastMode: 'jito' | 'mixed' | 'plain') =>
  buildRequest(createSigner((wire) => m.cold('(x|)', { x: signWire(wire) })).signer, { broadcastMode });
const jito = (m: MarbleContext) => withMode(m, 'jito');
const seconds = (count: number) => Array.from({ length: count }, (_, index) => index * 1000);

describe('transaction engine: bundle submission (T31 = up to 20 attempts, 1,000 ms apart)', () => {
  it(
    'submits through the bundle port 20 times, 1 s apart, while the signature is not seen; then stops submitting',
    marbles((m) => {
      const { bundles, calls } = createBundles(m, m.scheduler);
      const { engine, rpc } = setupEngine(m, { bundles });
      m.expect(engine.execute(jito(m)), '^ 30000ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(calls.map((call) => call.at)).toEqual(seconds(20));
      expect(calls[0]?.transactions).toEqual([toBase64(SIGNED)]);
      expect(rpc.times('sendTransaction')).toEqual([]); // no raw resends in bundle mode
    }),
  );

  it(
    'stops the attempts once the signature is processed, and confirms by the subscription',
    marbles((m) => {
      const { bundles, calls } = createBundles(m, m.scheduler);
      const { engine } = setupEngine(m, {
        bundles,
        rpc: { getSignatureStatuses: () => (m.scheduler.now() >= 2500 ? m.cold('(p|)', { p: [processed(9)] }) : m.cold('(n|)', { n: [null] })) },
        subscriptions: { signature: () => m.cold('4000ms (r|)', { r: { err: null, slot: 9 } }) },
      });
      m.expect(engine.execute(jito(m))).toBeObservable('(psw1c) 3993ms (d|)', {
        ...states,
        d: { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 },
      });
      m.flush();
      expect(calls.map((call) => call.at)).toEqual([0, 1000, 2000]);
    }),
  );

  it(
    'once the transaction lands, the attempts stop and those still waiting on the block engine are let go (subscription logs)',
    marbles((m) => {
      const attempt = m.time('1000ms |'); // T31
      const landing = 2500; // the signature subscription says confirmed
      // A block engine that never answers: every attempt stays on its way until the transaction lands.
      const hung = m.cold<string>('-');
      const socket = m.cold(`${landing}ms (r|)`, { r: { err: null, slot: 9 } });
      const { engine } = setupEngine(m, { bundles: { sendBundle: () => hung }, subscriptions: { signature: () => socket } });
      const sends = map((state: TxState) => (state.status === 'sending' ? `sending ${state.sends}` : state.status));
      m.expect(engine.execute(jito(m)).pipe(sends)).toBeObservable(`(psw1) ${attempt - 6}ms 2 ${attempt - 1}ms 3 ${landing - 2 * attempt - 1}ms (d|)`, {
        p: 'preparing',
        s: 'simulating',
        w: 'awaiting-signature',
        1: 'sending 1',
        2: 'sending 2',
        3: 'sending 3',
        d: 'confirmed',
      });
      m.expect(hung).toHaveSubscriptions([
        `^ ${landing - 1}ms !`,
        `${attempt}ms ^ ${landing - attempt - 1}ms !`,
        `${2 * attempt}ms ^ ${landing - 2 * attempt - 1}ms !`,
      ]);
      m.expect(socket).toHaveSubscriptions(`^ ${landing - 1}ms !`);
    }),
  );

  it(
    'without a bundle port, the attempts go through sendTransaction',
    marbles((m) => {
      const { engine, rpc } = setupEngine(m);
      m.expect(engine.execute(jito(m)), '^ 3500ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual(seconds(4));
    }),
  );
});

describe('transaction engine: every configured RPC, and mixed mode', () => {
  /** Another RPC that takes sends (answering after `answerMs`) and records when. */
  const otherRpc = (m: MarbleContext, answerMs: number) =>
    createFakeRpc(m.scheduler, { sendTransaction: () => m.cold(`${answerMs}ms (s|)`, { s: SIGNATURE }) });

  it(
    'plain: the same bytes go to the other RPCs on every resend (T29), their answers unread; one in flight each',
    marbles((m) => {
      const quick = otherRpc(m, 5);
      const hung = otherRpc(m, 4000);
      const { engine, rpc } = setupEngine(m, { mirrors: () => [quick.rpc, hung.rpc] });
      m.expect(engine.execute(withMode(m, 'plain')), '^ 4000ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750, 3500]);
      expect(quick.times('sendTransaction')).toEqual([0, 1750, 3500]);
      // still waiting on its first answer at 1,750 and 3,500 ms: skipped, never piled up
      expect(hung.times('sendTransaction')).toEqual([0]);
    }),
  );

  it(
    'jito: nothing reaches any RPC (the bundle is private until it lands)',
    marbles((m) => {
      const other = otherRpc(m, 5);
      const { bundles, calls } = createBundles(m, m.scheduler);
      const { engine, rpc } = setupEngine(m, { bundles, mirrors: () => [other.rpc] });
      m.expect(engine.execute(jito(m)), '^ 2500ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(calls.map((call) => call.at)).toEqual([0, 1000, 2000]);
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(other.times('sendTransaction')).toEqual([]);
    }),
  );

  it(
    'mixed: bundle attempts every 1,000 ms and raw sends every 1,750 ms to every RPC, until the signature is seen',
    marbles((m) => {
      const other = otherRpc(m, 5);
      const { bundles, calls } = createBundles(m, m.scheduler);
      const { engine, rpc } = setupEngine(m, { bundles, mirrors: () => [other.rpc] });
      // both paths send at once: two 'sending' states, then the first acceptance
      m.expect(engine.execute(withMode(m, 'mixed')), '^ 3600ms !').toBeObservable('(psw12c)', {
        ...states,
        2: { status: 'sending', label: LABEL, signature: SIGNATURE, sends: 2 },
      });
      m.flush();
      expect(calls.map((call) => call.at)).toEqual([0, 1000, 2000, 3000]);
      expect(rpc.times('sendTransaction')).toEqual([0, 1750, 3500]);
      expect(other.times('sendTransaction')).toEqual([0, 1750, 3500]);
    }),
  );
});

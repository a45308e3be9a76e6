import { toBase64 } from '@streams/solana/codec';
import type { BundleSender } from '@streams/tx/index';
import type { SchedulerLike } from 'rxjs';
import { defer } from 'rxjs';
import { marbles, type MarbleContext } from '../../support/marbles';
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

const jito = (m: MarbleContext) => buildRequest(createSigner((wire) => m.cold('(x|)', { x: signWire(wire) })).signer, { broadcastMode: 'jito' });
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
    'without a bundle port, the attempts go through sendTransaction',
    marbles((m) => {
      const { engine, rpc } = setupEngine(m);
      m.expect(engine.execute(jito(m)), '^ 3500ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual(seconds(4));
    }),
  );
});

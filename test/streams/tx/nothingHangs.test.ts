import { HttpTimeoutError } from '@streams/core/httpErrors';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { inTurn } from '../../support/fakeRpc';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { buildRequest, confirmedAt, createSigner, landed, setupEngine, signWire, states } from './fixtures';

describe('nothing hangs on a stalled RPC', () => {
  it(
    'T45: a JSON-RPC request that never answers fails after 10,000 ms, and its request is cancelled',
    marbles((m) => {
      const hung = m.cold('-');
      const { transport } = createFakeTransport(() => hung);
      const rpc = createSolanaRpc({ transport, url: 'http://rpc', scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(rpc.getBlockHeight('confirmed')).toBeObservable('10000ms #', undefined, new HttpTimeoutError('Solana RPC', 'http://rpc', 10_000));
      m.expect(hung).toHaveSubscriptions('^ 9999ms !');
    }),
  );

  it(
    'T30: a status poll that hangs is dropped when the next one is due, and the next one decides',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const hung = m.cold('-');
      const { engine, rpc } = setupEngine(m, {
        rpc: { getSignatureStatuses: inTurn(hung, m.cold('(l|)', { l: [landed(90)] })) },
      });
      // The poll at 2,000 hangs and is dropped at 4,000, in time for the poll due then, which lands.
      m.expect(engine.execute(buildRequest(signer.signer))).toBeObservable('(psw1c) 3993ms (d|)', { ...states, d: confirmedAt(90) });
      m.expect(hung).toHaveSubscriptions('2000ms ^ 1999ms !');
      m.flush();
      expect(rpc.times('getSignatureStatuses')).toEqual([2000, 4000]);
    }),
  );

  it(
    'T46: at most 2 resends wait for an answer; ticks beyond are skipped, not queued',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine, rpc } = setupEngine(m, {
        rpc: { sendTransaction: () => m.cold('-') },
        subscriptions: { signature: () => m.cold('9000ms (r|)', { r: { err: null, slot: 7 } }) },
      });
      // Sends answer never: the first two stay in flight, the ticks at 3,500, 5,250 and 7,000 are skipped.
      m.expect(engine.execute(buildRequest(signer.signer))).toBeObservable('(psw1) 1744ms 2 7249ms (d|)', { ...states, d: confirmedAt(7) });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0, 1750]);
    }),
  );
});

import { toBase64 } from '@streams/solana/codec';
import { type BroadcastTarget, broadcastTransaction } from '@streams/tx/broadcast';
import type { BroadcastMode, BundleSender } from '@streams/tx/index';
import { defer } from 'rxjs';
import { type RpcAnswers, createFakeRpc } from '../../support/fakeRpc';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { LABEL, SIGNATURE, SIGNED } from './fixtures';

const target = (mode: BroadcastMode, resumed = false): BroadcastTarget => ({
  signature: SIGNATURE,
  label: LABEL,
  wireBase64: toBase64(SIGNED),
  mode,
  resumed,
  errorContext: {},
});

const sending = (sends: number) => ({ status: 'sending' as const, label: LABEL, signature: SIGNATURE, sends });
const confirming = { status: 'confirming' as const, label: LABEL, signature: SIGNATURE };

const setup = (m: MarbleContext, answers: RpcAnswers, mirrorAnswers?: RpcAnswers) => {
  const rpc = createFakeRpc(m.scheduler, answers);
  const mirror = mirrorAnswers ? createFakeRpc(m.scheduler, mirrorAnswers) : undefined;
  const bundleCalls: number[] = [];
  const bundles: BundleSender = {
    sendBundle: () =>
      defer(() => {
        bundleCalls.push(m.scheduler.now());
        return m.cold('(b|)', { b: 'bundle-id' });
      }),
  };
  const logger = createRecordingLogger();
  const deps = { rpc: rpc.rpc, bundles, scheduler: m.scheduler, logger, ...(mirror ? { mirrors: () => [mirror.rpc] } : {}) };
  return { deps, rpc, mirror, bundleCalls, logger };
};

describe('broadcasting the signed bytes: what is logged and asked', () => {
  it(
    'a send lost on the network is logged with the signature, the route and the reason; the next resend is accepted',
    marbles((m) => {
      const { deps, logger } = setup(m, {
        sendTransaction: (_args, index) => (index === 0 ? m.cold('#', undefined, new Error('ECONNRESET')) : m.cold('(a|)', { a: SIGNATURE })),
      });
      m.expect(broadcastTransaction(deps, target('plain')), '^ 2000ms !').toBeObservable('1 1749ms (2c)', { 1: sending(1), 2: sending(2), c: confirming });
      m.flush();
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          message: 'Sending the transaction failed; the next attempt sends it again',
          context: { signature: SIGNATURE, via: 'rpc', error: 'ECONNRESET' },
        },
      ]);
    }),
  );

  it(
    'another RPC that refuses the mirrored bytes is logged at debug and does not stop the send',
    marbles((m) => {
      const { deps, logger, mirror } = setup(
        m,
        { sendTransaction: () => m.cold('(a|)', { a: SIGNATURE }) },
        { sendTransaction: () => m.cold('#', undefined, new Error('forbidden')) },
      );
      m.expect(broadcastTransaction(deps, target('plain')), '^ 100ms !').toBeObservable('(1c)', { 1: sending(1), c: confirming });
      m.flush();
      expect(mirror?.times('sendTransaction')).toEqual([0]);
      expect(logger.entries).toEqual([
        { level: 'debug', message: 'Another RPC did not take the transaction', context: { signature: SIGNATURE, error: 'forbidden' } },
      ]);
    }),
  );

  it(
    'a resumed bundle asks the RPC for this signature’s recent status before each attempt',
    marbles((m) => {
      const { deps, rpc, bundleCalls } = setup(m, { getSignatureStatuses: () => m.cold('(n|)', { n: [null] }) });
      m.expect(broadcastTransaction(deps, target('jito', true)), '^ 1500ms !').toBeObservable('');
      m.flush();
      expect(rpc.of('getSignatureStatuses').map((call) => [call.at, call.args])).toEqual([
        [0, [[SIGNATURE], { searchTransactionHistory: false }]],
        [1000, [[SIGNATURE], { searchTransactionHistory: false }]],
      ]);
      expect(bundleCalls).toEqual([0, 1000]);
    }),
  );

  it(
    'a status request that fails does not stop the bundle: the attempt submits it anyway',
    marbles((m) => {
      const { deps, bundleCalls } = setup(m, { getSignatureStatuses: () => m.cold('#', undefined, new Error('rate limited')) });
      m.expect(broadcastTransaction(deps, target('jito', true)), '^ 1500ms !').toBeObservable('');
      m.flush();
      expect(bundleCalls).toEqual([0, 1000]);
    }),
  );
});

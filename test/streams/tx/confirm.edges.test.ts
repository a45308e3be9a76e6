import type { SignatureStatus } from '@streams/solana/ports';
import { type ConfirmTarget, confirmTransaction } from '@streams/tx/confirm';
import { type FinalTxState, TX_MESSAGES } from '@streams/tx/index';
import { map } from 'rxjs';
import { type RpcAnswers, type SubscriptionAnswers, createFakeRpc, createFakeSubscriptions, inTurn } from '../../support/fakeRpc';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { LABEL, LAST_VALID, SIGNATURE, landed, processed } from './fixtures';

const target: ConfirmTarget = { signature: SIGNATURE, label: LABEL, lastValidBlockHeight: LAST_VALID, firstPollMs: 2000, errorContext: {} };
const nothing = { n: [null] };

const setup = (m: MarbleContext, rpcAnswers: RpcAnswers, subscriptionAnswers: SubscriptionAnswers = {}) => {
  const rpc = createFakeRpc(m.scheduler, {
    getSignatureStatuses: () => m.cold('(n|)', nothing),
    getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID - 100 }),
    ...rpcAnswers,
  });
  const subscriptions = createFakeSubscriptions(m.scheduler, subscriptionAnswers);
  const logger = createRecordingLogger();
  const outcome$ = confirmTransaction({ rpc: rpc.rpc, subscriptions: subscriptions.subscriptions, scheduler: m.scheduler, logger }, target);
  return { outcome$, rpc, logger };
};

const confirmed = (slot: number): FinalTxState => ({ status: 'confirmed', label: LABEL, signature: SIGNATURE, slot });
const finalized = (slot: number): SignatureStatus => ({ slot, confirmationStatus: 'finalized', err: null });

describe('confirming a sent transaction: edge answers', () => {
  it(
    'a finalized status seen by the poll is success',
    marbles((m) => {
      const { outcome$, rpc } = setup(m, { getSignatureStatuses: () => m.cold('(f|)', { f: [finalized(70)] }) });
      m.expect(outcome$, '^ 10000ms !').toBeObservable('2000ms (d|)', { d: confirmed(70) });
      m.flush();
      expect(rpc.of('getSignatureStatuses').map((call) => call.args)).toEqual([[[SIGNATURE], { searchTransactionHistory: false }]]);
    }),
  );

  it(
    'a notification with no err at all (undefined) is success, not a failure',
    marbles((m) => {
      const { outcome$ } = setup(m, {}, { signature: () => m.cold('300ms (r|)', { r: { err: undefined, slot: 12 } }) });
      m.expect(outcome$).toBeObservable('300ms (d|)', { d: confirmed(12) });
    }),
  );

  it(
    'a failed subscription is logged at debug with the signature and the reason; the poll decides',
    marbles((m) => {
      const { outcome$, logger } = setup(
        m,
        { getSignatureStatuses: () => m.cold('(l|)', { l: [landed(33)] }) },
        { signature: () => m.cold('100ms #', undefined, new Error('socket closed')) },
      );
      m.expect(outcome$).toBeObservable('2000ms (d|)', { d: confirmed(33) });
      m.flush();
      expect(logger.entries).toEqual([
        {
          level: 'debug',
          message: 'Signature subscription failed; the status poll carries on',
          context: { signature: SIGNATURE, error: 'Error: socket closed' },
        },
      ]);
    }),
  );

  it(
    'a failed poll is logged with the signature and the reason',
    marbles((m) => {
      const { outcome$, logger } = setup(m, {
        getSignatureStatuses: inTurn(m.cold('#', undefined, new Error('rate limited')), m.cold('(l|)', { l: [landed(34)] })),
      });
      m.expect(outcome$).toBeObservable('4000ms (d|)', { d: confirmed(34) });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Confirmation poll failed; polling again', context: { signature: SIGNATURE, error: 'rate limited' } },
      ]);
    }),
  );

  it(
    'past expiry the last search looks for this signature over the whole history; finding nothing, it is expired',
    marbles((m) => {
      const { outcome$, rpc } = setup(m, { getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID + 1 }) });
      m.expect(outcome$.pipe(map((state) => [state.status, state.status === 'expired' ? state.error.message : '']))).toBeObservable('2000ms (e|)', {
        e: ['expired', TX_MESSAGES.expired],
      });
      m.flush();
      expect(rpc.of('getSignatureStatuses').map((call) => call.args)).toEqual([
        [[SIGNATURE], { searchTransactionHistory: false }],
        [[SIGNATURE], { searchTransactionHistory: true }],
      ]);
    }),
  );

  it(
    'past expiry but found processed: not expired; it keeps polling until confirmed',
    marbles((m) => {
      const { outcome$ } = setup(m, {
        getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID + 1 }),
        getSignatureStatuses: (args, index) => m.cold('(s|)', { s: args[1].searchTransactionHistory ? [processed(90)] : index < 2 ? [null] : [landed(91)] }),
      });
      m.expect(outcome$).toBeObservable('4000ms (d|)', { d: confirmed(91) });
    }),
  );
});

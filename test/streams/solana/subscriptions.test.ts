import { createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { RpcError } from '@streams/solana/rpcError';
import { map } from 'rxjs';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const answer = (id: number, result: number | boolean) => JSON.stringify({ jsonrpc: '2.0', result, id });
const notify = (method: string, subscription: number, result: unknown) => JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } });
const request = (connection: number, id: number, method: string, params: unknown[]) => ({ connection, frame: { jsonrpc: '2.0', id, method, params } });

const setup = (m: MarbleContext, connections: readonly string[], messages: Record<string, string> = {}) => {
  const fake = createFakeSocket(m, connections, messages);
  const logger = createRecordingLogger();
  const pubsub = createSolanaSubscriptions({ socket: fake.socket, url: 'ws://127.0.0.1:8900', scheduler: m.scheduler, logger });
  return { ...fake, logger, pubsub };
};

describe('Solana pubsub client', () => {
  it(
    'signature: subscribes on open, emits the notification once and completes; the server ended it, so no unsubscribe',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-a-n'], {
        a: answer(1, 11),
        n: notify('signatureNotification', 11, { context: { slot: 5 }, value: { err: null } }),
      });
      m.expect(sent$).toBeObservable('s', { s: request(0, 1, 'signatureSubscribe', [SIG, { commitment: 'confirmed' }]) });
      m.expect(pubsub.signature(SIG, 'confirmed')).toBeObservable('----(r|)', { r: { err: null, slot: 5 } });
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^---!'); // closed on the next turn after the last holder
    }),
  );

  it(
    'one socket for every subscription: slots and account lamports (bigint); leaving sends the unsubscribe',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-(ab)-s-l-s'], {
        a: answer(1, 21),
        b: answer(2, 22),
        s: notify('slotNotification', 21, { parent: 99, root: 60, slot: 100 }),
        l: notify('accountNotification', 22, { context: { slot: 100 }, value: { lamports: 10_000_000_000, owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false, rentEpoch: 0, space: 0 } }),
      });
      m.expect(sent$).toBeObservable('(xy) 6ms z', {
        x: request(0, 1, 'slotSubscribe', []),
        y: request(0, 2, 'accountSubscribe', [WALLET, { commitment: 'confirmed', encoding: 'base64' }]),
        z: request(0, 3, 'accountUnsubscribe', [22]),
      });
      m.expect(pubsub.slots()).toBeObservable('-------s---t', { s: 100, t: 100 });
      m.expect(pubsub.accountLamports(WALLET, 'confirmed'), '^ 9ms !').toBeObservable('---------l', { l: 10_000_000_000n });
      m.flush();
      expect(connections).toHaveLength(1);
    }),
  );

  it(
    'reconnect on demand: a drop leaves held subscriptions waiting; the next subscription reconnects and subscribes everything again',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-a 5ms c', 'o-(bd)-s'], {
        a: answer(1, 31),
        b: answer(2, 41),
        d: answer(3, 42),
        s: notify('slotNotification', 41, { parent: 199, root: 160, slot: 200 }),
      });
      m.expect(sent$).toBeObservable('x 49ms (yz)', {
        x: request(0, 1, 'slotSubscribe', []),
        y: request(1, 2, 'slotSubscribe', []),
        z: request(1, 3, 'signatureSubscribe', [SIG, { commitment: 'confirmed' }]),
      });
      m.expect(pubsub.state$).toBeObservable('(ico) 3ms x 41ms (co)', { i: 'idle', c: 'connecting', o: 'open', x: 'closed' });
      m.expect(pubsub.slots()).toBeObservable('57ms s', { s: 200 });
      m.expect(pubsub.signature(SIG, 'confirmed'), '50ms ^').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 7ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('50ms ^');
    }),
  );

  it(
    'recovered error: a socket error is logged; the held subscription comes back with the next subscription',
    marbles((m) => {
      const { pubsub, logger, connections } = setup(m, ['o-a #', 'o-(bc)-s'], {
        a: answer(1, 31),
        b: answer(2, 41),
        c: answer(3, 42),
        s: notify('slotNotification', 41, { parent: 9, root: 1, slot: 10 }),
      });
      m.expect(pubsub.slots()).toBeObservable('27ms s', { s: 10 });
      m.expect(pubsub.slots(), '20ms ^').toBeObservable('');
      m.flush();
      expect(logger.messages('warn')).toEqual(['Pubsub socket error']);
      expect(connections).toHaveLength(2);
    }),
  );

  it(
    'bad frames are counted, logged and dropped; the socket and the subscription stay',
    marbles((m) => {
      const { pubsub, logger } = setup(m, ['o-a-j-x-b-s'], {
        a: answer(1, 5),
        j: 'not json {',
        x: JSON.stringify({ hello: 'world' }),
        b: notify('slotNotification', 5, { slot: 'soon' }),
        s: notify('slotNotification', 5, { parent: 1, root: 1, slot: 2 }),
      });
      m.expect(pubsub.slots()).toBeObservable('----------s', { s: 2 });
      m.expect(pubsub.badFrames$).toBeObservable('a---b-c-d', { a: 0, b: 1, c: 2, d: 3 });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Dropped a pubsub frame that is not JSON', 'Dropped an invalid pubsub frame', 'Dropped an invalid slot notification']);
    }),
  );

  it(
    'a refused subscription errors with a typed RpcError',
    marbles((m) => {
      const { pubsub } = setup(m, ['o-e'], { e: JSON.stringify({ jsonrpc: '2.0', error: { code: -32602, message: 'Invalid param: Invalid' }, id: 1 }) });
      m.expect(pubsub.signature('bad', 'confirmed')).toBeObservable('--#', undefined, new RpcError('signatureSubscribe', -32602, 'Invalid param: Invalid', undefined));
    }),
  );

  it(
    'a subscription whose holder left before the answer is unsubscribed as soon as its id arrives',
    marbles((m) => {
      const { pubsub, sent$ } = setup(m, ['o---a'], { a: answer(1, 77) });
      m.expect(sent$.pipe(map((sent) => sent.frame))).toBeObservable('(ab)c', {
        a: { jsonrpc: '2.0', id: 1, method: 'slotSubscribe', params: [] },
        b: { jsonrpc: '2.0', id: 2, method: 'slotSubscribe', params: [] },
        c: { jsonrpc: '2.0', id: 3, method: 'slotUnsubscribe', params: [77] },
      });
      m.expect(pubsub.slots(), '^-!').toBeObservable('');
      m.expect(pubsub.slots(), '^ 9ms !').toBeObservable(''); // keeps the socket open meanwhile
    }),
  );

  it(
    'teardown: a holder returning in the same turn keeps the socket; dispose closes it for good',
    marbles((m) => {
      const { pubsub, connections } = setup(m, ['o']);
      m.expect(pubsub.slots(), '^-!').toBeObservable('');
      m.expect(pubsub.slots(), '--^').toBeObservable('');
      m.scheduler.schedule(() => pubsub.dispose(), 10);
      m.flush();
      expect(connections).toHaveLength(1);
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 9ms !');
    }),
  );
});

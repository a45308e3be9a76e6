import { createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { RpcError } from '@streams/solana/rpcError';
import { map } from 'rxjs';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const answer = (id: number, result: number | boolean) => JSON.stringify({ jsonrpc: '2.0', result, id });
const notify = (method: string, subscription: number, result: unknown) => JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } });
const request = (connection: number, id: number, method: string, params: unknown[]) => ({ connection, frame: { jsonrpc: '2.0', id, method, params } });

const setup = (m: MarbleContext, connections: readonly string[], messages: Record<string, string> = {}) => {
  const fake = createFakeSocket(m, connections, messages);
  const logger = createRecordingLogger();
  const pubsub = createSolanaSubscriptions({ socket: fake.socket, url: 'ws://127.0.0.1:8900', scheduler: m.scheduler, logger });
  // The held socket is watched for silence forever: flush within its stale mark (T54, 5 s).
  flushWithin(m, 4_999);
  return { ...fake, logger, pubsub };
};

/** Every open subscribes a slot heartbeat first (id 1 on the first connection), then what is held. */
const heartbeat = (connection: number, id: number) => request(connection, id, 'slotSubscribe', []);

describe('Solana pubsub client', () => {
  it(
    'signature: subscribes on open (after the heartbeat), emits the notification once and completes; the server ended it, so no unsubscribe',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-a-n'], {
        a: answer(2, 11),
        n: notify('signatureNotification', 11, { context: { slot: 5 }, value: { err: null } }),
      });
      m.expect(sent$).toBeObservable('(hs)', { h: heartbeat(0, 1), s: request(0, 2, 'signatureSubscribe', [SIG, { commitment: 'confirmed' }]) });
      m.expect(pubsub.signature(SIG, 'confirmed')).toBeObservable('----(r|)', { r: { err: null, slot: 5 } });
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^---!'); // closed on the next turn after the last holder
    }),
  );

  it(
    'one socket for every subscription: slots and account lamports (bigint); leaving sends the unsubscribe',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-(ab)-s-l-s'], {
        a: answer(2, 21),
        b: answer(3, 22),
        s: notify('slotNotification', 21, { parent: 99, root: 60, slot: 100 }),
        l: notify('accountNotification', 22, {
          context: { slot: 100 },
          value: { lamports: 10_000_000_000, owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false, rentEpoch: 0, space: 0 },
        }),
      });
      m.expect(sent$).toBeObservable('(hxy) 5ms z', {
        h: heartbeat(0, 1),
        x: request(0, 2, 'slotSubscribe', []),
        y: request(0, 3, 'accountSubscribe', [WALLET, { commitment: 'confirmed', encoding: 'base64' }]),
        z: request(0, 4, 'accountUnsubscribe', [22]),
      });
      m.expect(pubsub.slots()).toBeObservable('-------s---t', { s: 100, t: 100 });
      m.expect(pubsub.accountLamports(WALLET, 'confirmed'), '^ 9ms !').toBeObservable('---------l', { l: 10_000_000_000n });
      m.flush();
      expect(connections).toHaveLength(1);
    }),
  );

  it(
    'a drop is followed by a reconnect T54 (1,000 ms) later, which subscribes everything held again',
    marbles((m) => {
      const { pubsub, sent$, connections } = setup(m, ['o-a 5ms c', 'o-(bd)-s'], {
        a: answer(2, 31),
        b: answer(3, 41),
        d: answer(4, 42),
        s: notify('slotNotification', 42, { parent: 199, root: 160, slot: 200 }),
      });
      m.expect(sent$).toBeObservable('(hx) 1004ms (iy)', {
        h: heartbeat(0, 1),
        x: request(0, 2, 'slotSubscribe', []),
        i: heartbeat(1, 3),
        y: request(1, 4, 'slotSubscribe', []),
      });
      m.expect(pubsub.state$).toBeObservable('(ico) 3ms x 999ms (co)', { i: 'idle', c: 'connecting', o: 'open', x: 'closed' });
      m.expect(pubsub.slots()).toBeObservable('1015ms s', { s: 200 });
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 7ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('1008ms ^');
    }),
  );

  it(
    'recovered error: a socket error is logged and the held subscription comes back on the reconnect',
    marbles((m) => {
      const { pubsub, logger, connections } = setup(m, ['o-a #', 'o-(bc)-s'], {
        a: answer(2, 31),
        b: answer(3, 41),
        c: answer(4, 42),
        s: notify('slotNotification', 42, { parent: 9, root: 1, slot: 10 }),
      });
      m.expect(pubsub.slots()).toBeObservable('1010ms s', { s: 10 });
      m.flush();
      expect(logger.messages('warn')).toEqual(['The pubsub socket failed; closing it']);
      expect(connections).toHaveLength(2);
    }),
  );

  it(
    'a socket silent past T54 is marked stale (5 s) and replaced (10 s): the slot heartbeat is its pulse',
    marbles((m) => {
      const { pubsub, connections } = setup(m, ['o', 'o']);
      flushWithin(m, 11_500);
      m.expect(pubsub.status$.pipe(map((status) => `${status.state}:${status.generation}`))).toBeObservable('(ico) 5995ms s 4999ms (CO)', {
        i: 'idle:0',
        c: 'connecting:1',
        o: 'open:1',
        s: 'stale:1',
        C: 'connecting:2',
        O: 'open:2',
      });
      m.expect(pubsub.slots()).toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 10999ms !');
    }),
  );

  it(
    'bad frames are counted, logged and dropped; the socket and the subscription stay',
    marbles((m) => {
      const { pubsub, logger } = setup(m, ['o-a-j-x-b-s'], {
        a: answer(2, 5),
        j: 'not json {',
        x: JSON.stringify({ hello: 'world' }),
        b: notify('slotNotification', 5, { slot: 'soon' }),
        s: notify('slotNotification', 5, { parent: 1, root: 1, slot: 2 }),
      });
      m.expect(pubsub.slots()).toBeObservable('----------s', { s: 2 });
      m.expect(pubsub.badFrames$).toBeObservable('a---b-c-d', { a: 0, b: 1, c: 2, d: 3 });
      m.flush();
      expect(logger.messages('warn')).toEqual([
        'Dropped a pubsub frame that is not JSON',
        'Dropped an invalid pubsub frame',
        'Dropped an invalid slot notification',
      ]);
    }),
  );

  it(
    'a frame over the size limit is dropped unread and counted',
    marbles((m) => {
      const { pubsub, logger } = setup(m, ['o-a-h-s'], {
        a: answer(2, 5),
        h: 'x'.repeat(1_000_001),
        s: notify('slotNotification', 5, { parent: 1, root: 1, slot: 3 }),
      });
      m.expect(pubsub.slots()).toBeObservable('------s', { s: 3 });
      m.expect(pubsub.badFrames$).toBeObservable('a', { a: 0 });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Dropped an oversized pubsub socket frame unparsed']);
    }),
  );

  it(
    'a refused subscription errors with a typed RpcError',
    marbles((m) => {
      const { pubsub } = setup(m, ['o-e'], { e: JSON.stringify({ jsonrpc: '2.0', error: { code: -32602, message: 'Invalid param: Invalid' }, id: 2 }) });
      m.expect(pubsub.signature('bad', 'confirmed')).toBeObservable(
        '--#',
        undefined,
        new RpcError('signatureSubscribe', -32602, 'Invalid param: Invalid', undefined),
      );
    }),
  );

  it(
    'a subscription whose holder left before the answer is unsubscribed as soon as its id arrives',
    marbles((m) => {
      const { pubsub, sent$ } = setup(m, ['o----a'], { a: answer(2, 77) });
      m.expect(sent$.pipe(map((sent) => sent.frame))).toBeObservable('(hab)c', {
        h: { jsonrpc: '2.0', id: 1, method: 'slotSubscribe', params: [] },
        a: { jsonrpc: '2.0', id: 2, method: 'slotSubscribe', params: [] },
        b: { jsonrpc: '2.0', id: 3, method: 'slotSubscribe', params: [] },
        c: { jsonrpc: '2.0', id: 4, method: 'slotUnsubscribe', params: [77] },
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

describe('Solana pubsub client: the silence watchdog (T54), pinned at 1 ms on both sides of each mark', () => {
  // The test above is silent from the open: checks land exactly on 5,000 and 10,000 ms, so a mark
  // 1 ms shorter fires a second early. Here a frame at 999 ms puts the checks 1 ms past each mark,
  // so a mark 1 ms longer would wait a second more.
  it(
    'a frame at 999 ms: silent 5,001 ms at the 6,000 check is stale, 10,001 ms at the 11,000 check is replaced',
    marbles((m) => {
      const { pubsub } = setup(m, ['o 998ms f', 'o'], { f: answer(1, 7) });
      flushWithin(m, 11_500);
      const staleAt = m.time('6000ms |');
      const replacedAt = m.time('11000ms |');
      m.expect(pubsub.status$.pipe(map((status) => `${status.state}:${status.generation}`))).toBeObservable(
        `(ico) ${staleAt - 5}ms s ${replacedAt - staleAt - 1}ms (CO)`,
        { i: 'idle:0', c: 'connecting:1', o: 'open:1', s: 'stale:1', C: 'connecting:2', O: 'open:2' },
      );
      m.expect(pubsub.slots()).toBeObservable('');
    }),
  );
});

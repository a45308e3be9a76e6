import { perpsMarketOf, perpsMarkets } from '@streams/perps/markets';
import { createPerpsPriceSocket } from '@streams/perps/priceSocket';
import { map } from 'rxjs';
import { createFakeSocket } from '../../support/fakeSocket';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const priceFrame = (channel: string, price: number, timestamp: number) => JSON.stringify({ type: 'price', channel, price, timestamp });

const setup = (m: MarbleContext, connections: readonly string[], visible = 't', messages: Record<string, string> = {}) => {
  const fake = createFakeSocket(m, connections, { p: priceFrame('solusd', 172.5, 1_000), e: priceFrame('ethusd', 3400, 1_000), ...messages });
  const logger = createRecordingLogger();
  const prices = createPerpsPriceSocket({
    socket: fake.socket,
    url: 'ws://sim/perps/ws',
    scheduler: m.scheduler,
    logger,
    visible$: m.hot(visible, { t: true, f: false }),
  });
  return { ...fake, logger, prices };
};

describe('perps price socket: channels', () => {
  it('SOL, ETH and BTC map to the SOLUSD, ETHUSD and BTCUSD feeds and the solusd, ethusd and btcusd channels', () => {
    expect(['SOL', 'ETH', 'BTC'].map((symbol) => perpsMarketOf(symbol)?.feed)).toEqual(['SOLUSD', 'ETHUSD', 'BTCUSD']);
    expect(Object.values(perpsMarkets).map((market) => market.channel)).toEqual(['solusd', 'ethusd', 'btcusd']);
    expect(perpsMarketOf('7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs')?.symbol).toBe('ETH');
  });

  it(
    'subscribes every held channel on open, later ones as they come, and lets go of the last one',
    marbles((m) => {
      const { prices, sent$ } = setup(m, ['o 9ms p 9ms e']);
      m.expect(sent$).toBeObservable('a 4ms b 24ms c 69ms d', {
        a: { connection: 0, frame: { type: 'subscribe', channels: ['solusd'] } },
        b: { connection: 0, frame: { type: 'subscribe', channels: ['ethusd'] } },
        c: { connection: 0, frame: { type: 'unsubscribe', channels: ['solusd'] } },
        d: { connection: 0, frame: { type: 'unsubscribe', channels: ['ethusd'] } },
      });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => `${tick.channel}:${tick.priceUsd}@${tick.time}`)), '^ 29ms !').toBeObservable('10ms a', {
        a: 'solusd:172.5@1000',
      });
      m.expect(prices.ticks$('ethusd').pipe(map((tick) => tick.priceUsd)), '5ms ^ 94ms !').toBeObservable('20ms a', { a: 3400 });
    }),
  );

  it(
    'a malformed frame is logged and dropped; the socket stays',
    marbles((m) => {
      const { prices, logger, connections } = setup(m, ['o 9ms x 9ms p'], 't', { x: '{"type":"price","channel":"solusd","price":-1}' });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '^ 50ms !').toBeObservable('20ms a', { a: 172.5 });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Dropped an invalid perps price frame']);
      expect(connections).toHaveLength(1);
    }),
  );
});

describe('perps price socket: socket wait of 20 tries × 500 ms (T37)', () => {
  it(
    'a socket not open after 20 tries of 500 ms (10,000 ms) is given up like a closed one: the next, T38 (10 s) later, is subscribed',
    marbles((m) => {
      const { prices, sent$, connections } = setup(m, ['-', 'o']);
      m.expect(sent$).toBeObservable('20000ms a 5000ms u', {
        a: { connection: 1, frame: { type: 'subscribe', channels: ['btcusd'] } },
        u: { connection: 1, frame: { type: 'unsubscribe', channels: ['btcusd'] } },
      });
      m.expect(prices.ticks$('btcusd'), '^ 25000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 9999ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('20000ms ^ 5000ms !');
    }),
  );

  it(
    'a socket opening on the last try is kept',
    marbles((m) => {
      const { prices, sent$, connections } = setup(m, ['9999ms o']);
      m.expect(sent$).toBeObservable('9999ms a 5001ms u', {
        a: { connection: 0, frame: { type: 'subscribe', channels: ['btcusd'] } },
        u: { connection: 0, frame: { type: 'unsubscribe', channels: ['btcusd'] } },
      });
      m.expect(prices.ticks$('btcusd'), '^ 15000ms !').toBeObservable('');
      m.flush();
      expect(connections).toHaveLength(1);
    }),
  );
});

describe('perps price socket: replaced when closed (after 10 s) or silent for over 20 s (checked every 10 s), only while visible (T38)', () => {
  it(
    'silent for exactly 20,000 ms is not yet too long: replaced at the 30,000 ms check',
    marbles((m) => {
      const { prices, connections, logger } = setup(m, ['o', 'o']);
      m.expect(prices.ticks$('solusd'), '^ 35000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 29999ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('30000ms ^ 5000ms !');
      expect(logger.messages('warn')).toEqual(['The perps price socket went silent; connecting again']);
    }),
  );

  it(
    'silent for 20,001 ms at a check is too long: the last price at 9,999 ms, replaced at 30,000 ms',
    marbles((m) => {
      const { prices, connections } = setup(m, ['o 9998ms p', 'o']);
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.receivedAt)), '^ 35000ms !').toBeObservable('9999ms a', { a: 9999 });
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 29999ms !');
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('30000ms ^ 5000ms !');
    }),
  );

  it(
    'a closed socket is replaced T38 (10 s) later, not before; an open chatty one is kept',
    marbles((m) => {
      const { prices, connections, sent$ } = setup(m, ['o 4999ms c', 'o 9ms p 9989ms p 9999ms p 9999ms p']);
      m.expect(sent$.pipe(map((sent) => `${sent.connection}:${String((sent.frame as { type: string }).type)}`))).toBeObservable('a 14999ms b 25000ms c', {
        a: '0:subscribe',
        b: '1:subscribe',
        c: '1:unsubscribe',
      });
      m.expect(prices.status$.pipe(map((status) => `${status.state}:${status.generation}`)), '^ 39000ms !').toBeObservable('(iab) 4995ms c 9999ms (de)', {
        i: 'idle:0',
        a: 'connecting:1',
        b: 'open:1',
        c: 'closed:1',
        d: 'connecting:2',
        e: 'open:2',
      });
      m.expect(prices.ticks$('solusd'), '^ 40000ms !').toBeObservable('15010ms p 9989ms p 9999ms p', { p: expect.anything() as never });
      m.flush();
      expect(connections).toHaveLength(2);
    }),
  );

  it(
    'while the page is hidden nothing reconnects: a socket closed meanwhile is replaced as soon as the page is visible again',
    marbles((m) => {
      const { prices, connections } = setup(m, ['o 4999ms c', 'o'], 't 2999ms f 19999ms t');
      m.expect(prices.ticks$('solusd'), '^ 40000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('23000ms ^ 17000ms !');
    }),
  );

  it(
    'never reconnects once disposed',
    marbles((m) => {
      const { prices, connections } = setup(m, ['o 4999ms c', 'o']);
      m.expect(prices.ticks$('solusd')).toBeObservable('6000ms |');
      m.scheduler.schedule(() => prices.dispose(), 6000);
      m.flush();
      expect(connections).toHaveLength(1);
    }),
  );
});

describe('perps price socket: one subscription per channel, however many watch it', () => {
  it(
    'a second watcher of a channel asks nothing more; the channel is let go only when the last watcher leaves',
    marbles((m) => {
      const { prices, sent$ } = setup(m, ['o 9ms p']);
      m.expect(sent$).toBeObservable('a 199ms u', {
        a: { connection: 0, frame: { type: 'subscribe', channels: ['solusd'] } },
        u: { connection: 0, frame: { type: 'unsubscribe', channels: ['solusd'] } },
      });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '^ 99ms !').toBeObservable('10ms a', { a: 172.5 });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '5ms ^ 194ms !').toBeObservable('10ms a', { a: 172.5 });
    }),
  );

  it(
    'a socket that opens just as the last watcher leaves asks for no channels at all (no empty subscribe) and is closed',
    marbles((m) => {
      const { prices, sent$, connections } = setup(m, ['5ms o']);
      m.expect(sent$).toBeObservable('');
      m.expect(prices.ticks$('solusd'), '^ 4ms !').toBeObservable('');
      m.flush();
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 4ms !');
    }),
  );
});

describe('perps price socket: frames other than prices', () => {
  it(
    "the server's error frame is logged with its message; the socket stays and later prices still arrive",
    marbles((m) => {
      const { prices, logger, connections } = setup(m, ['o 9ms x 9ms p'], 't', { x: JSON.stringify({ type: 'error', message: 'unknown channel: dogeusd' }) });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '^ 50ms !').toBeObservable('20ms a', { a: 172.5 });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'The perps price socket reported an error', context: { message: 'unknown channel: dogeusd' } },
      ]);
      expect(connections).toHaveLength(1);
    }),
  );

  it(
    "the server's subscription acknowledgement is no price and no problem: nothing is logged, prices keep coming",
    marbles((m) => {
      const { prices, logger } = setup(m, ['o 9ms k 9ms p'], 't', { k: JSON.stringify({ type: 'subscribed', channels: ['solusd'] }) });
      m.expect(prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '^ 50ms !').toBeObservable('20ms a', { a: 172.5 });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );
});

describe('perps price socket: status', () => {
  it(
    'going offline while waiting to reconnect is still the same closed state (reported once); back online it connects at once',
    marbles((m) => {
      const fake = createFakeSocket(m, ['o 4999ms c', 'o']);
      const prices = createPerpsPriceSocket({
        socket: fake.socket,
        url: 'ws://sim/perps/ws',
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
        visible$: m.hot('t', { t: true }),
        online$: m.hot('t 5999ms f 999ms t', { t: true, f: false }),
      });
      m.expect(prices.status$.pipe(map((status) => `${status.state}:${status.generation}`)), '^ 7500ms !').toBeObservable('(iab) 4995ms c 1999ms (de)', {
        i: 'idle:0',
        a: 'connecting:1',
        b: 'open:1',
        c: 'closed:1',
        d: 'connecting:2',
        e: 'open:2',
      });
      m.expect(prices.ticks$('solusd'), '^ 8000ms !').toBeObservable('');
    }),
  );
});

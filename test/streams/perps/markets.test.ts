import { SOL_MINT, USDC_MINT, oracleFeeds, perpsMarketOf, perpsMarkets, priceChannels } from '@streams/perps/markets';
import { createPerpsPriceSocket } from '@streams/perps/priceSocket';
import { map, merge } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeSocket } from '../../support/fakeSocket';
import { marbles } from '../../support/marbles';

describe('perps markets', () => {
  it('SOL, ETH and BTC read the oracle worker’s solusd, ethusd and btcusd feeds and chart the shim’s Crypto.SOL/USD, Crypto.ETH/USD and Crypto.BTC/USD', () => {
    expect(Object.values(perpsMarkets).map((market) => [market.symbol, market.oracleFeed, market.shimSymbol])).toEqual([
      ['SOL', 'solusd', 'Crypto.SOL/USD'],
      ['ETH', 'ethusd', 'Crypto.ETH/USD'],
      ['BTC', 'btcusd', 'Crypto.BTC/USD'],
    ]);
    // every market's oracle feed is one the oracle worker is asked for
    for (const market of Object.values(perpsMarkets)) expect(oracleFeeds).toContain(market.oracleFeed);
  });

  it('a market is found by its symbol in any case or by its mint; anything else (USDC, an empty or unknown text) is no market', () => {
    expect(perpsMarketOf('sol')?.mint).toBe(SOL_MINT);
    expect(perpsMarketOf('Eth')?.feed).toBe('ETHUSD');
    expect(perpsMarketOf('3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh')?.symbol).toBe('BTC');
    expect(perpsMarketOf(USDC_MINT)).toBeUndefined();
    expect(perpsMarketOf('')).toBeUndefined();
    expect(perpsMarketOf('DOGE')).toBeUndefined();
  });

  it(
    'the price socket takes prices for the solusd, ethusd and btcusd channels (whatever their case) and drops any other channel',
    marbles((m) => {
      expect(priceChannels).toEqual(['solusd', 'ethusd', 'btcusd']);
      const frame = (channel: string, price: number) => JSON.stringify({ type: 'price', channel, price, timestamp: 1_000 });
      const fake = createFakeSocket(m, ['o 9ms s 9ms e 9ms b 9ms x 9ms u'], {
        s: frame('solusd', 172.5),
        e: frame('ETHUSD', 3400),
        b: frame('btcusd', 97_000),
        x: frame('dogeusd', 0.4),
        u: frame('', 1),
      });
      const prices = createPerpsPriceSocket({
        socket: fake.socket,
        url: 'ws://sim/perps/ws',
        scheduler: m.scheduler,
        logger: createRecordingLogger(),
        visible$: m.hot('t', { t: true }),
      });
      const all$ = merge(...priceChannels.map((channel) => prices.ticks$(channel))).pipe(map((tick) => `${tick.channel}:${tick.priceUsd}`));
      m.expect(all$, '^ 60ms !').toBeObservable('10ms s 9ms e 9ms b', { s: 'solusd:172.5', e: 'ethusd:3400', b: 'btcusd:97000' });
    }),
  );
});

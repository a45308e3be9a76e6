import { createHttpClient } from '@streams/core/http';
import type { ChartLoad } from '@streams/perps/chartRetry';
import { ChartSymbolError, createPerpsHistory } from '@streams/perps/history';
import { perpsMarkets } from '@streams/perps/markets';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

/** `answer(index)`: the body of the index-th request, or a status number to fail with. */
const setup = (m: MarbleContext, answer: (index: number) => unknown) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((_request, index) => {
    const body = answer(index);
    return m.cold('(r|)', { r: typeof body === 'number' ? jsonResponse({ error: 'nope' }, body) : jsonResponse(body) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const history = createPerpsHistory({ http, chartApi: 'http://sim/perps', shimApi: 'http://sim/perps/oracle-chart', scheduler: m.scheduler, logger });
  return { ...fake, logger, history };
};

/** What a caller reads of an error state: its message, whether it is the unknown-symbol error, its name and the symbol it names. */
const failure = <T>(state: ChartLoad<T>) =>
  state.status === 'error'
    ? {
        message: state.message,
        unknownSymbol: state.error instanceof ChartSymbolError,
        name: state.error instanceof Error ? state.error.name : undefined,
        symbol: state.error instanceof ChartSymbolError ? state.error.symbol : undefined,
      }
    : state.status;

const solBar = { time: 1_700_000_000_000, open: 100, high: 110, low: 95, close: 105, volume: 12 };

describe('perps history: rogue price feed answers', () => {
  it(
    'bad bars (a string time, a zero price, a negative close) are dropped, the good ones kept, and the count of dropped ones is warned',
    marbles((m) => {
      const { history, logger } = setup(m, () => ({
        result: [
          solBar,
          { ...solBar, time: '1700000060000' },
          { ...solBar, time: 1_700_000_060_000, low: 0 },
          { ...solBar, time: 1_700_000_120_000, close: -5 },
          { ...solBar, time: 1_700_000_180_000, volume: null },
          'not a bar',
        ],
      }));
      m.expect(history.feedBars$(perpsMarkets.SOL, '1', 0, 1)).toBeObservable('(lr|)', {
        l: { status: 'loading' },
        r: {
          status: 'ready',
          value: [
            { time: 1_700_000_000, open: 100, high: 110, low: 95, close: 105, volume: 12 },
            { time: 1_700_000_180, open: 100, high: 110, low: 95, close: 105, volume: 0 },
          ],
        },
      });
      m.flush();
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
        { level: 'warn', message: 'Dropped invalid price feed bars', context: { count: 4 } },
      ]);
    }),
  );

  it(
    'an answer whose bars are all good warns nothing',
    marbles((m) => {
      const { history, logger } = setup(m, () => ({ result: [solBar] }));
      m.expect(history.feedBars$(perpsMarkets.SOL, '1', 0, 1).pipe(map((state) => state.status))).toBeObservable('(lr|)', { l: 'loading', r: 'ready' });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );

  it(
    'an empty answer is no bars, and nothing is warned',
    marbles((m) => {
      const { history, logger } = setup(m, () => ({ result: [] }));
      m.expect(history.feedBars$(perpsMarkets.SOL, '1', 0, 1)).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: [] } });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );

  it(
    "an answer that is not a bar list is an error naming the price feed, asked once, and logged as 'Perps price history failed'",
    marbles((m) => {
      const { history, logger, requests } = setup(m, () => ({ result: 'soon' }));
      m.expect(history.feedBars$(perpsMarkets.ETH, '5', 0, 1).pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Invalid price feed response structure from Perps price feed', unknownSymbol: false, name: 'HttpSchemaError', symbol: undefined },
      });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(logger.messages('warn')).toEqual(['Invalid price feed response structure from Perps price feed', 'Perps price history failed']);
    }),
  );
});

describe('perps history: the chart shim config', () => {
  it(
    'is asked at {shim}/config without a query and given as the shim says',
    marbles((m) => {
      const config = { supported_resolutions: ['1', '15', '1D'], supports_search: true };
      const { history, requests } = setup(m, () => config);
      m.expect(history.shimConfig$()).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: config } });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/perps/oracle-chart/config']);
    }),
  );

  it(
    "a config without resolutions is an error naming the shim, logged as 'Chart config failed'",
    marbles((m) => {
      const { history, logger } = setup(m, () => ({ supports_search: true }));
      m.expect(history.shimConfig$().pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Invalid config response structure from Oracle chart shim', unknownSymbol: false, name: 'HttpSchemaError', symbol: undefined },
      });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Invalid config response structure from Oracle chart shim', 'Chart config failed']);
    }),
  );
});

describe('perps history: the chart shim search', () => {
  it(
    'asks {shim}/search with the query, keeps the well-formed results in order and warns how many it dropped',
    marbles((m) => {
      const sol = { symbol: 'Crypto.SOL/USD', description: 'SOL / US Dollar', exchange: 'Pyth', type: 'crypto' };
      const eth = { symbol: 'Crypto.ETH/USD' };
      const { history, logger, requests } = setup(m, () => [sol, { symbol: 42 }, 'Crypto.BTC/USD', null, eth]);
      m.expect(history.shimSearch$('sol usd')).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: [sol, eth] } });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/perps/oracle-chart/search?query=sol%20usd']);
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Dropped invalid chart search results', context: { count: 3 } }]);
    }),
  );

  it(
    'well-formed results only: all of them, nothing warned',
    marbles((m) => {
      const results = [{ symbol: 'Crypto.SOL/USD' }, { symbol: 'Crypto.BTC/USD', ticker: 'BTCUSD' }];
      const { history, logger } = setup(m, () => results);
      m.expect(history.shimSearch$('usd')).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: results } });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );

  it(
    "a refused search (404) is an error with the shim's status, asked once, logged as 'Chart search failed'",
    marbles((m) => {
      const { history, logger, requests } = setup(m, () => 404);
      m.expect(history.shimSearch$('sol').pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Oracle chart shim answered 404', unknownSymbol: false, name: 'HttpStatusError', symbol: undefined },
      });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(logger.messages('warn')).toEqual(['Chart search failed']);
    }),
  );
});

describe('perps history: the chart shim symbols', () => {
  it(
    'a known symbol is its description',
    marbles((m) => {
      const symbol = { name: 'Crypto.SOL/USD', ticker: 'Crypto.SOL/USD', pricescale: 1000, minmov: 1, has_intraday: true, supported_resolutions: ['1', '1D'] };
      const { history, logger } = setup(m, () => symbol);
      m.expect(history.shimSymbol$('Crypto.SOL/USD')).toBeObservable('(lr|)', { l: { status: 'loading' }, r: { status: 'ready', value: symbol } });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );

  it(
    "an unknown symbol is a ChartSymbolError naming it, logged as 'Chart symbol failed'",
    marbles((m) => {
      const { history, logger } = setup(m, () => ({ s: 'error', errmsg: 'unknown_symbol' }));
      m.expect(history.shimSymbol$('Crypto.DOGE/USD').pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Cannot resolve symbol', unknownSymbol: true, name: 'ChartSymbolError', symbol: 'Crypto.DOGE/USD' },
      });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Chart symbol failed']);
    }),
  );
});

describe('perps history: the chart shim history', () => {
  it(
    'asks {shim}/history with symbol, resolution, from and to (seconds)',
    marbles((m) => {
      const { history, requests } = setup(m, () => ({ s: 'no_data', nextTime: 1_699_999_000 }));
      m.expect(history.shimBars$('Crypto.SOL/USD', '15', 1_700_000_000, 1_700_086_400)).toBeObservable('(lr|)', {
        l: { status: 'loading' },
        r: { status: 'ready', value: [] },
      });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([
        'http://sim/perps/oracle-chart/history?symbol=Crypto.SOL%2FUSD&resolution=15&from=1700000000&to=1700086400',
      ]);
    }),
  );

  it(
    "'Cannot resolve symbol' from the shim is a ChartSymbolError naming the symbol, not retried",
    marbles((m) => {
      const { history, requests, logger } = setup(m, () => ({ s: 'error', errmsg: 'Cannot resolve symbol' }));
      m.expect(history.shimBars$('Crypto.DOGE/USD', '1', 0, 60).pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Cannot resolve symbol', unknownSymbol: true, name: 'ChartSymbolError', symbol: 'Crypto.DOGE/USD' },
      });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(logger.messages('warn')).toEqual(['Chart history failed']);
    }),
  );

  it(
    "any other shim error is an error with the shim's own message, not an unknown symbol",
    marbles((m) => {
      const { history, requests } = setup(m, () => ({ s: 'error', errmsg: 'Unsupported resolution 7' }));
      m.expect(history.shimBars$('Crypto.SOL/USD', '7', 0, 60).pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'Unsupported resolution 7', unknownSymbol: false, name: 'Error', symbol: undefined },
      });
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'an error whose message only resembles the unknown-symbol one is not an unknown symbol',
    marbles((m) => {
      const { history } = setup(m, () => ({ s: 'error', errmsg: 'cannot resolve symbol' }));
      m.expect(history.shimBars$('Crypto.SOL/USD', '1', 0, 60).pipe(map(failure))).toBeObservable('(le|)', {
        l: 'loading',
        e: { message: 'cannot resolve symbol', unknownSymbol: false, name: 'Error', symbol: undefined },
      });
    }),
  );

  it(
    'ragged columns give only the complete rows, one bar per time (the last wins), oldest first; a short volume column is 0',
    marbles((m) => {
      const { history } = setup(m, () => ({
        s: 'ok',
        t: [120, 60, 60, 180],
        o: [3, 1, 2, 4],
        h: [3.5, 1.5, 2.5, 4.5],
        l: [2.5, 0.5, 1.5, 3.5],
        c: [3.2, 1.2, 2.2],
        v: [30],
      }));
      m.expect(history.shimBars$('Crypto.SOL/USD', '1', 0, 200)).toBeObservable('(lr|)', {
        l: { status: 'loading' },
        r: {
          status: 'ready',
          value: [
            { time: 60, open: 2, high: 2.5, low: 1.5, close: 2.2, volume: 0 },
            { time: 120, open: 3, high: 3.5, low: 2.5, close: 3.2, volume: 30 },
          ],
        },
      });
    }),
  );
});

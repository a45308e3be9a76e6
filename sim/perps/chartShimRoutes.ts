import { sendJson } from '../http/json';
import { numberParam } from '../http/params';
import type { Router } from '../http/router';
import { type FeedInfo, feedByName, feeds } from './feeds';
import type { OracleModel } from './oracle';
import { PERPS_BASE } from './oracleRoutes';
import { shimResolutionMs, shimResolutions } from './resolutions';

/** The chart shim's base: a TradingView UDF datafeed over the oracle, as Pyth's benchmarks shim. */
export const CHART_SHIM_BASE = `${PERPS_BASE}/oracle-chart`;
const EXCHANGE = 'Doves';
const UNRESOLVED = { s: 'error', errmsg: 'Cannot resolve symbol' } as const;

const priceScale = (feed: FeedInfo) => (feed.basePriceUsd >= 10 ? 100 : 10_000);

const searchItem = (feed: FeedInfo) => ({
  symbol: feed.ticker,
  full_name: feed.ticker,
  description: feed.description,
  exchange: EXCHANGE,
  ticker: feed.ticker,
  type: 'crypto',
});

const symbolInfo = (feed: FeedInfo) => ({
  name: feed.ticker,
  ticker: feed.ticker,
  description: feed.description,
  type: 'crypto',
  session: '24x7',
  exchange: EXCHANGE,
  listed_exchange: EXCHANGE,
  timezone: 'Etc/UTC',
  minmov: 1,
  pricescale: priceScale(feed),
  has_intraday: true,
  has_daily: true,
  has_weekly_and_monthly: true,
  supported_resolutions: shimResolutions,
  volume_precision: 0,
  data_status: 'streaming',
});

/**
 * The price oracle chart shim (spec 001 §7), TradingView UDF style:
 * - GET …/config: supported resolutions and features;
 * - GET …/search?query=&limit=: matching symbols ('Crypto.SOL/USD', …);
 * - GET …/symbols?symbol=: the symbol's description, or `{s:'error', errmsg:'Cannot resolve symbol'}`;
 * - GET …/history?symbol=&resolution=&from=&to= (Unix seconds): `{s:'ok', t, o, h, l, c, v}`
 *   (t in seconds), `{s:'no_data'}` when the range is empty, the symbol error when unknown.
 */
export const registerChartShimRoutes = (router: Router, oracle: OracleModel) => {
  router.get(`${CHART_SHIM_BASE}/config`, ({ response }) =>
    sendJson(response, 200, {
      supported_resolutions: shimResolutions,
      supports_group_request: false,
      supports_marks: false,
      supports_search: true,
      supports_timescale_marks: false,
      supports_time: true,
      exchanges: [{ value: EXCHANGE, name: EXCHANGE, desc: 'Doves oracle' }],
      symbols_types: [{ name: 'Crypto', value: 'crypto' }],
    }),
  );

  router.get(`${CHART_SHIM_BASE}/search`, ({ query, response }) => {
    const text = (query.get('query') ?? '').trim().toLowerCase();
    const limit = Math.max(1, Math.min(50, numberParam(query, 'limit') ?? 30));
    const matches = Object.values(feeds).filter((feed) => text === '' || `${feed.ticker} ${feed.description}`.toLowerCase().includes(text));
    sendJson(response, 200, matches.slice(0, limit).map(searchItem));
  });

  router.get(`${CHART_SHIM_BASE}/symbols`, ({ query, response }) => {
    const feed = feedByName(query.get('symbol') ?? '');
    sendJson(response, 200, feed ? symbolInfo(feed) : UNRESOLVED);
  });

  router.get(`${CHART_SHIM_BASE}/history`, ({ query, response }) => {
    const feed = feedByName(query.get('symbol') ?? '');
    if (!feed) return sendJson(response, 200, UNRESOLVED);
    const resolutionMs = shimResolutionMs(query.get('resolution') ?? '');
    const from = numberParam(query, 'from');
    const to = numberParam(query, 'to');
    if (resolutionMs === undefined) return sendJson(response, 200, { s: 'error', errmsg: `Unsupported resolution: ${query.get('resolution') ?? ''}` });
    if (from === undefined || to === undefined || to < from) return sendJson(response, 200, { s: 'error', errmsg: 'from and to (seconds) are required' });
    const bars = oracle.bars(feed.id, resolutionMs, from * 1000, to * 1000);
    if (bars.length === 0) return sendJson(response, 200, { s: 'no_data' });
    sendJson(response, 200, {
      s: 'ok',
      t: bars.map((bar) => Math.floor(bar.time / 1000)),
      o: bars.map((bar) => bar.open),
      h: bars.map((bar) => bar.high),
      l: bars.map((bar) => bar.low),
      c: bars.map((bar) => bar.close),
      v: bars.map((bar) => bar.volume),
    });
  });
};

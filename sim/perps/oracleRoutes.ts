import { sendJson } from '../http/json';
import { listParam, numberParam } from '../http/params';
import type { Router } from '../http/router';
import { type FeedId, feedByName, isFeedId } from './feeds';
import type { OracleModel } from './oracle';
import { priceFeedTypes } from './resolutions';

/** Where the perps HTTP services live on the simulator (the client's perps bases point here). */
export const PERPS_BASE = '/perps';

/**
 * The oracle worker and the perps price feed history (spec 001 §7 Workers, Perps price feed):
 * - GET /perps/doves-oracle/{feeds}: feeds comma-separated (btcusd, ethusd, solusd, usdcusd,
 *   usdtusd); answers `[{feedId, price, expo, timestamp}]` in the order asked, unknown feeds left
 *   out (404 when none is known). Sent with no-store: the client polls it every second.
 * - GET /perps/trading-view/data?feed=SOLUSD&type=15&from=&till= (ms): `{result: [{time (ms),
 *   open, high, low, close, volume}]}`, oldest first; an empty result when there is no data.
 */
export const registerOracleRoutes = (router: Router, oracle: OracleModel) => {
  router.get(`${PERPS_BASE}/doves-oracle/:feeds`, ({ params, response }) => {
    const asked = (params.feeds ?? '').split(',').map((name) => name.trim().toLowerCase());
    const known = asked.filter((name): name is FeedId => isFeedId(name));
    if (known.length === 0) return sendJson(response, 404, { error: `Unknown feeds: ${params.feeds ?? ''}` });
    const quotes = known.map((feed) => oracle.quote(feed)).filter((quote) => quote !== undefined);
    sendJson(response, 200, quotes, { 'cache-control': 'no-store' });
  });

  router.get(`${PERPS_BASE}/trading-view/data`, ({ query, response }) => {
    const feed = feedByName(query.get('feed') ?? '');
    const type = query.get('type') ?? '';
    const resolutionMs = priceFeedTypes[type];
    const from = numberParam(query, 'from');
    const till = numberParam(query, 'till');
    if (!feed) return sendJson(response, 400, { error: `Unknown feed: ${query.get('feed') ?? ''}` });
    if (resolutionMs === undefined) return sendJson(response, 400, { error: `Unsupported type: ${type}` });
    if (from === undefined || till === undefined || till < from) return sendJson(response, 400, { error: 'from and till (ms) are required, from ≤ till' });
    const listed = listParam(query, 'feed');
    if (listed && listed.length > 1) return sendJson(response, 400, { error: 'One feed per request' });
    sendJson(response, 200, { result: oracle.bars(feed.id, resolutionMs, from, till) });
  });
};

import type { Candle } from '../../streams/schemas';
import { candlesOf } from '../market/charts';
import { assetOf } from '../market/serialize';
import type { TokenState } from '../market/token';
import { sendJson } from './json';
import type { MarketServices } from './marketRoutes';
import { listParam, numberParam } from './params';
import type { Router } from './router';

/** /v1/charts `type` values (spec 001 §7) in milliseconds. */
const spotTypes: Readonly<Record<string, number>> = {
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1H': 3_600_000,
  '2H': 7_200_000,
  '4H': 14_400_000,
  '1D': 86_400_000,
  '1W': 604_800_000,
};

const DAY_SECONDS = 86_400;

/**
 * The spot page's own market API (spec 001 §7): pair charts (GET /v1/charts/{token}) and token
 * overviews (GET /v1/tokens/{token}), priced in USD or in a quote token; and the search service's
 * verified symbol map (GET /v1/assets/verified-symbol-address-map).
 */
export const registerSpotRoutes = (router: Router, services: MarketServices) => {
  const context = () => {
    const market = services.market();
    return { market, publicUrl: services.publicUrl, now: market.now() };
  };
  /** The token, the quote token (when asked for), or a 404 already sent. */
  const pair = (mint: string, quoteMint: string | null, response: Parameters<typeof sendJson>[0]): [TokenState, TokenState | undefined] | undefined => {
    const { market } = context();
    const token = market.token(mint);
    const quote = quoteMint ? market.token(quoteMint) : undefined;
    if (!token) return void sendJson(response, 404, { error: `Token ${mint} not found` });
    if (quoteMint && !quote) return void sendJson(response, 404, { error: `Quote token ${quoteMint} not found` });
    return [token, quote];
  };

  router.get('/v1/charts/:token', ({ params, query, response }) => {
    const intervalMs = spotTypes[query.get('type') ?? '15m'];
    if (intervalMs === undefined) return sendJson(response, 400, { error: `Unknown type '${query.get('type') ?? ''}'` });
    const found = pair(params.token ?? '', query.get('quote_address'), response);
    if (!found) return;
    const [token, quote] = found;
    const { market } = context();
    const to = (numberParam(query, 'time_to') ?? Math.floor(market.now() / 1000)) * 1000;
    const from = (numberParam(query, 'time_from') ?? to / 1000 - DAY_SECONDS) * 1000;
    const candles = Math.min(1000, Math.max(1, Math.ceil((to - from) / intervalMs)));
    const chartQuery = { intervalMs, to, from, candles, type: 'price', quote: 'usd' } as const;
    const base = candlesOf(market, token, chartQuery);
    // In a quote token: each bar divided by the quote's close in the same bar.
    const quoteCloses = new Map((quote ? candlesOf(market, quote, chartQuery) : []).map((candle) => [candle.time, candle.close]));
    const quoteNow = quote ? market.priceUsd(quote) : 1;
    const inQuote = (candle: Candle) => {
      const divisor = quote ? (quoteCloses.get(candle.time) ?? quoteNow) : 1; // quoteNow only if a close is missing after the filter
      return { t: candle.time, o: candle.open / divisor, h: candle.high / divisor, l: candle.low / divisor, c: candle.close / divisor, v: candle.volume };
    };
    // A bar the quote token has no candle for (before it existed) has no price in it: left out, not made up.
    const priced = quote ? base.filter((candle) => quoteCloses.has(candle.time)) : base;
    sendJson(response, 200, { bars: priced.map(inQuote) });
  });

  router.get('/v1/tokens/:token', ({ params, query, response }) => {
    const found = pair(params.token ?? '', query.get('quote_address'), response);
    if (!found) return;
    const [token, quote] = found;
    const ctx = context();
    const asset = assetOf(token, ctx);
    const quoteUsd = quote ? ctx.market.priceUsd(quote) : 1;
    const stats = asset.stats24h;
    sendJson(response, 200, {
      address: asset.id,
      symbol: asset.symbol,
      priceUsd: asset.usdPrice ?? null,
      priceQuote: asset.usdPrice != null && quoteUsd > 0 ? asset.usdPrice / quoteUsd : null,
      priceChange24h: stats?.priceChange ?? null,
      mcap: asset.mcap ?? null,
      volume24h: (stats?.buyVolume ?? 0) + (stats?.sellVolume ?? 0),
      liquidity: asset.liquidity ?? null,
    });
  });

  router.get('/v1/assets/verified-symbol-address-map', ({ query, response }) => {
    const symbols = listParam(query, 'symbols') ?? [];
    if (symbols.length === 0) return sendJson(response, 400, { error: 'symbols is required' });
    const ctx = context();
    const best = new Map<string, { address: string; liquidity: number }>();
    const wanted = new Set(symbols);
    for (const token of ctx.market.tokens()) {
      if (!ctx.market.isVerified(token) || !wanted.has(token.info.symbol)) continue;
      const liquidity = ctx.market.liquidityUsd(token);
      const known = best.get(token.info.symbol);
      if (!known || liquidity > known.liquidity) best.set(token.info.symbol, { address: token.info.mint, liquidity });
    }
    sendJson(response, 200, Object.fromEntries([...best].map(([symbol, entry]) => [symbol, entry.address])));
  });
};

import { iconSvg } from '../market/icons';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import { listCategory, searchAssets } from '../market/lists';
import { assetOf } from '../market/serialize';
import type { TokenState } from '../market/token';
import { sendJson } from './json';
import type { MarketServices } from './marketRoutes';
import { isTimeframe, listParam, numberParam } from './params';
import type { Router } from './router';

const tokensV2Categories = new Set(['toporganicscore', 'toptraded', 'toptrending']);
const DAY = 86_400_000;

/** Tokens API v2 and Price API v3 (research §2, §3), and the locally drawn icons. */
export const registerTokenRoutes = (router: Router, services: MarketServices) => {
  const context = () => {
    const market = services.market();
    return { market, publicUrl: services.publicUrl, now: market.now() };
  };

  router.get('/tokens/v2/search', ({ query, response }) => {
    const ctx = context();
    const text = query.get('query') ?? '';
    if (text.trim() === '') return sendJson(response, 400, { error: 'query is required' });
    sendJson(response, 200, searchAssets(ctx.market, ctx, text, { limit: text.includes(',') ? 100 : 20 }));
  });

  router.get('/tokens/v2/tag', ({ query, response }) => {
    const ctx = context();
    const tag = query.get('query');
    if (tag !== 'verified' && tag !== 'lst' && tag !== 'stocks') return sendJson(response, 400, { error: "query must be 'verified', 'lst' or 'stocks'" });
    const matches = (token: TokenState) =>
      tag === 'verified' ? ctx.market.isVerified(token) : tag === 'lst' ? token.info.tags.includes('lst') : token.info.stock !== undefined;
    sendJson(
      response,
      200,
      [...ctx.market.tokens()].filter(matches).map((token) => assetOf(token, ctx)),
    );
  });

  // Symbols that more than one verified token carries: the app names those tokens by mint.
  router.get('/tokens/v1/symbols/verified/duplicates', ({ response }) => {
    const counts = new Map<string, number>();
    const market = services.market();
    for (const token of market.tokens()) {
      // A reviewer's approval (sim/verify) counts as the token's own tag does.
      if (market.isVerified(token)) counts.set(token.info.symbol, (counts.get(token.info.symbol) ?? 0) + 1);
    }
    sendJson(
      response,
      200,
      [...counts].filter(([, count]) => count > 1).map(([symbol]) => symbol),
    );
  });

  router.get('/tokens/v2/recent', ({ response }) => {
    const ctx = context();
    sendJson(
      response,
      200,
      listCategory(ctx.market, ctx, 'recent', '24h', { limit: 30 }).map((token) => assetOf(token, ctx)),
    );
  });

  router.get('/tokens/v2/:category/:interval', ({ params, query, response }) => {
    const category = params.category ?? '';
    const interval = params.interval ?? '';
    if (!tokensV2Categories.has(category)) return sendJson(response, 400, { error: `Unknown category '${category}'` });
    if (!isTimeframe(interval)) return sendJson(response, 400, { error: `Unknown interval '${interval}'` });
    const limit = Math.min(100, Math.max(1, numberParam(query, 'limit') ?? 50));
    const ctx = context();
    const tokens = listCategory(ctx.market, ctx, category as 'toptraded', interval, { limit: limit + 2 })
      .filter((token) => token.info.mint !== SOL_MINT && token.info.mint !== USDC_MINT)
      .slice(0, limit);
    sendJson(
      response,
      200,
      tokens.map((token) => assetOf(token, ctx)),
    );
  });

  router.get('/price/v3', ({ query, response }) => {
    const ctx = context();
    const ids = listParam(query, 'ids') ?? [];
    if (ids.length === 0) return sendJson(response, 400, { error: 'ids is required' });
    if (ids.length > 50) return sendJson(response, 400, { error: 'At most 50 ids per request' });
    const prices: Record<string, unknown> = {};
    for (const id of ids) {
      const token = ctx.market.token(id);
      // Like the real service: a mint without a recent trade is simply absent.
      if (!token || ctx.now - (token.lastTradeAt || token.info.createdAt) > 7 * DAY) continue;
      const asset = assetOf(token, ctx);
      prices[id] = {
        usdPrice: asset.usdPrice ?? 0,
        blockId: asset.priceBlockId ?? null,
        decimals: ctx.market.reportedDecimals(token),
        priceChange24h: asset.stats24h?.priceChange ?? null,
        createdAt: asset.createdAt,
        liquidity: asset.liquidity ?? 0,
      };
    }
    sendJson(response, 200, prices);
  });

  // A mint's off-chain metadata document (what its on-chain metadata uri names): name, symbol, image.
  router.get('/metadata/:file', ({ params, response }) => {
    const mint = (params.file ?? '').replace(/\.json$/, '');
    const token = services.market().token(mint);
    if (!token) return sendJson(response, 404, { error: `No token ${mint}` });
    sendJson(response, 200, {
      name: token.info.name,
      symbol: token.info.symbol,
      description: token.info.description ?? '',
      image: token.info.image ?? `${services.publicUrl}/icons/${mint}.svg`,
    });
  });

  router.get('/icons/:file', ({ params, response }) => {
    const mint = (params.file ?? '').replace(/\.svg$/, '');
    const token = services.market().token(mint);
    response.writeHead(token ? 200 : 404, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
    response.end(iconSvg(mint, token?.info.symbol ?? '?'));
  });
};

import { readJson, sendJson } from './json';
import { isTimeframe, listParam, numberParam, timeParam } from './params';
import type { Router } from './router';
import { candlesOf, chartIntervals, netVolumeOf } from '../market/charts';
import { type ListFilters, isPoolCategory, listCategory, type SearchFilter, type SearchSort, searchAssets, searchSorts } from '../market/lists';
import type { Market } from '../market/market';
import { type SerializeContext, assetOf, poolOf, tradeTxOf } from '../market/serialize';
import type { Timeframe } from '../market/stats';
import type { TokenState } from '../market/token';
import { tradeHash } from '../market/tokenTypes';

export interface MarketServices {
  /** The current market (a reset replaces it). */
  market(): Market;
  readonly publicUrl: string;
}

const DAY = 86_400_000;

const contextOf = (services: MarketServices): SerializeContext => {
  const market = services.market();
  return { market, publicUrl: services.publicUrl, now: market.now() };
};

const filtersOf = (query: URLSearchParams): ListFilters => {
  const netBuyers = [...query.keys()].map((key) => /^minNumNetBuyers(5m|1h|6h|24h)$/.exec(key)).find(Boolean);
  const netBuyersValue = netBuyers ? numberParam(query, netBuyers[0]) : undefined;
  const launchpads = listParam(query, 'launchpads') ?? listParam(query, 'partnerConfigs');
  const values = {
    launchpads,
    verified: query.get('verified') === 'true' ? true : undefined,
    minMcap: numberParam(query, 'minMcap'),
    maxMcap: numberParam(query, 'maxMcap'),
    minLiquidity: numberParam(query, 'minLiquidity'),
    minVolume: numberParam(query, 'minVolume'),
    minNetBuyers: netBuyers && netBuyersValue !== undefined ? { timeframe: netBuyers[1] as Timeframe, value: netBuyersValue } : undefined,
    limit: numberParam(query, 'limit'),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as ListFilters;
};

const notFound = (what: string) => ({ error: `${what} not found` });

/** The market-data service of spec 000 §7 with the shapes of research §8. */
export const registerMarketRoutes = (router: Router, services: MarketServices) => {
  const tokenOr404 = (mint: string, respond: (token: TokenState) => void, response: Parameters<typeof sendJson>[0]) => {
    const token = services.market().token(mint);
    if (!token) sendJson(response, 404, notFound(`Asset ${mint}`));
    else respond(token);
  };

  router.get('/v1/pools', ({ query, response }) => {
    const context = contextOf(services);
    const ids = listParam(query, 'assetIds');
    if (ids) {
      const pools = ids
        .slice(0, 100)
        .map((id) => context.market.token(id))
        .filter((token): token is TokenState => token !== undefined)
        .map((token) => poolOf(token, context));
      sendJson(response, 200, { pools });
      return;
    }
    const tokens = listCategory(context.market, context, 'recent', '24h', filtersOf(query));
    sendJson(response, 200, { pools: tokens.map((token) => poolOf(token, context)) });
  });

  router.get('/v1/pools/recent', ({ query, response }) => {
    const context = contextOf(services);
    sendJson(response, 200, { pools: listCategory(context.market, context, 'recent', '24h', filtersOf(query)).map((token) => poolOf(token, context)) });
  });

  router.get('/v1/pools/top/overview/:timeframe', ({ params, query, response }) => {
    const timeframe = params.timeframe ?? '';
    if (!isTimeframe(timeframe)) return sendJson(response, 400, { error: `Unknown timeframe '${timeframe}'` });
    const context = contextOf(services);
    sendJson(response, 200, { pools: listCategory(context.market, context, 'overview', timeframe, filtersOf(query)).map((token) => poolOf(token, context)) });
  });

  router.get('/v1/pools/:category/:timeframe', ({ params, query, response }) => {
    const category = params.category ?? '';
    const timeframe = params.timeframe ?? '';
    if (!isPoolCategory(category)) return sendJson(response, 400, { error: `Unknown category '${category}'` });
    if (!isTimeframe(timeframe)) return sendJson(response, 400, { error: `Unknown timeframe '${timeframe}'` });
    const context = contextOf(services);
    sendJson(response, 200, { pools: listCategory(context.market, context, category, timeframe, filtersOf(query)).map((token) => poolOf(token, context)) });
  });

  router.post('/v1/pools/gems', async ({ request, response }) => {
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null) return sendJson(response, 400, { error: 'Expected a JSON body with recent, aboutToGraduate or graduated' });
    const context = contextOf(services);
    const answer: Record<string, { pools: unknown[] }> = {};
    for (const key of ['recent', 'aboutToGraduate', 'graduated'] as const) {
      const spec = (body as Record<string, unknown>)[key];
      if (typeof spec !== 'object' || spec === null) continue;
      const raw = spec as { timeframe?: unknown; partnerConfigs?: unknown; launchpads?: unknown };
      const timeframe = typeof raw.timeframe === 'string' && isTimeframe(raw.timeframe) ? raw.timeframe : '24h';
      const launchpads = [raw.launchpads, raw.partnerConfigs].find(Array.isArray) as unknown[] | undefined;
      const filters: ListFilters = launchpads ? { launchpads: launchpads.filter((item): item is string => typeof item === 'string') } : {};
      answer[key] = { pools: listCategory(context.market, context, key, timeframe, filters).map((token) => poolOf(token, context)) };
    }
    sendJson(response, 200, answer);
  });

  router.get('/v1/assets/search', ({ query, response }) => {
    const context = contextOf(services);
    const filters = (listParam(query, 'filters') ?? []).filter((filter): filter is SearchFilter =>
      ['verified', 'exact_symbol', 'exact_case_insensitive'].includes(filter),
    );
    const sortBy = query.get('sortBy');
    const limit = numberParam(query, 'limit');
    sendJson(
      response,
      200,
      searchAssets(context.market, context, query.get('query') ?? '', {
        filters,
        ...(sortBy && (searchSorts as readonly string[]).includes(sortBy) ? { sortBy: sortBy as SearchSort } : {}),
        ...(limit !== undefined ? { limit } : {}),
      }),
    );
  });

  router.get('/v1/assets', ({ query, response }) => {
    const context = contextOf(services);
    const ids = listParam(query, 'ids') ?? [];
    sendJson(
      response,
      200,
      ids
        .slice(0, 100)
        .map((id) => context.market.token(id))
        .filter((token): token is TokenState => token !== undefined)
        .map((token) => assetOf(token, context)),
    );
  });

  router.get('/v1/assets/:id/description', ({ params, response }) =>
    tokenOr404(
      params.id ?? '',
      (token) => {
        const { market } = contextOf(services);
        if (token.info.description) return sendJson(response, 200, { status: 'success', description: token.info.description });
        const young = market.now() - token.info.createdAt < 10 * 60_000;
        sendJson(response, 200, { status: young ? 'generating' : 'not_found', description: null });
      },
      response,
    ),
  );

  router.get('/v1/txs/:assetId', ({ params, query, response }) =>
    tokenOr404(
      params.assetId ?? '',
      (token) => {
        const { market } = contextOf(services);
        const limit = Math.min(100, Math.max(1, numberParam(query, 'limit') ?? 30));
        const offset = Math.max(0, numberParam(query, 'offset') ?? 0);
        const fromTs = timeParam(query, 'fromTs') ?? 0;
        const toTs = timeParam(query, 'toTs') ?? Number.POSITIVE_INFINITY;
        const trader = query.get('traderAddress');
        const matching = token.trades
          .filter((trade) => trade.time >= fromTs && trade.time <= toTs && (!trader || market.traderAddress(token, trade.trader) === trader))
          .reverse();
        const page = matching.slice(offset, offset + limit).map((trade) => tradeTxOf(token, trade, market));
        sendJson(response, 200, { txs: page, next: offset + limit < matching.length ? String(offset + limit) : null });
      },
      response,
    ),
  );

  router.get('/v1/holders/:assetId', ({ params, response }) =>
    tokenOr404(
      params.assetId ?? '',
      (token) => {
        const { market } = contextOf(services);
        const holders = token.holdings.top(50).map(({ holder, amount }) => ({
          address: market.traderAddress(token, holder),
          amount,
          ...(holder < 0 ? { tags: [{ id: 'dev', name: 'Dev' }] } : {}),
        }));
        sendJson(response, 200, { holders, count: token.holderCount() });
      },
      response,
    ),
  );

  router.get('/v2/charts/:id', ({ params, query, response }) =>
    tokenOr404(
      params.id ?? '',
      (token) => {
        const { market } = contextOf(services);
        const intervalMs = chartIntervals[query.get('interval') ?? '15_MINUTE'];
        if (intervalMs === undefined) return sendJson(response, 400, { error: `Unknown interval '${query.get('interval') ?? ''}'` });
        const from = timeParam(query, 'from');
        const candles = candlesOf(market, token, {
          intervalMs,
          to: timeParam(query, 'to') ?? market.now(),
          ...(from !== undefined ? { from } : {}),
          candles: Math.min(1000, Math.max(1, numberParam(query, 'candles') ?? 300)),
          type: query.get('type') === 'mcap' ? 'mcap' : 'price',
          quote: query.get('quote') === 'native' ? 'native' : 'usd',
        });
        sendJson(response, 200, { candles });
      },
      response,
    ),
  );

  router.get('/v1/charts/net-volume/:id', ({ params, query, response }) =>
    tokenOr404(
      params.id ?? '',
      (token) => {
        const { market } = contextOf(services);
        const intervalMs = chartIntervals[query.get('interval') ?? '1_HOUR'];
        if (intervalMs === undefined) return sendJson(response, 400, { error: `Unknown interval '${query.get('interval') ?? ''}'` });
        const count = Math.min(500, Math.max(1, numberParam(query, 'candles') ?? 24));
        sendJson(response, 200, { buckets: netVolumeOf(token, intervalMs, timeParam(query, 'to') ?? market.now(), count) });
      },
      response,
    ),
  );

  router.get('/v3/launchpads/stats', ({ response }) => {
    const context = contextOf(services);
    const byLaunchpad = new Map<string, { newTokens24h: number; graduated24h: number; volume24h: number; liquidity: number }>();
    for (const token of context.market.tokens()) {
      const id = token.info.launchpad;
      if (!id) continue;
      const entry = byLaunchpad.get(id) ?? { newTokens24h: 0, graduated24h: 0, volume24h: 0, liquidity: 0 };
      const asset = assetOf(token, context);
      if (context.now - token.info.createdAt < DAY) entry.newTokens24h++;
      if (token.pool.graduatedAt !== undefined && context.now - token.pool.graduatedAt < DAY) entry.graduated24h++;
      entry.volume24h += (asset.stats24h?.buyVolume ?? 0) + (asset.stats24h?.sellVolume ?? 0);
      entry.liquidity += asset.liquidity ?? 0;
      byLaunchpad.set(id, entry);
    }
    sendJson(response, 200, { launchpads: [...byLaunchpad].map(([id, entry]) => ({ id, ...entry })).sort((a, b) => b.volume24h - a.volume24h) });
  });

  router.get('/v1/stocks/stats', ({ query, response }) => {
    const context = contextOf(services);
    const issuerFilter = query.get('issuer');
    const byIssuer = new Map<string, { count: number; volume24h: number; mcap: number }>();
    for (const token of context.market.tokens()) {
      const stock = token.info.stock;
      if (!stock || (issuerFilter && stock.issuer !== issuerFilter)) continue;
      const asset = assetOf(token, context);
      const entry = byIssuer.get(stock.issuer) ?? { count: 0, volume24h: 0, mcap: 0 };
      entry.count++;
      entry.volume24h += (asset.stats24h?.buyVolume ?? 0) + (asset.stats24h?.sellVolume ?? 0);
      entry.mcap += asset.mcap ?? 0;
      byIssuer.set(stock.issuer, entry);
    }
    sendJson(response, 200, { stocks: [...byIssuer].map(([issuer, entry]) => ({ issuer, ...entry })) });
  });

  router.get('/v1/dev/stats/:address', ({ params, query, response }) => {
    const context = contextOf(services);
    const period = query.get('period') === '7d' ? '7d' : query.get('period') === '30d' ? '30d' : '1d';
    const span = { '1d': DAY, '7d': 7 * DAY, '30d': 30 * DAY }[period];
    const address = params.address ?? '';
    const result = { address, period, tokensCreated: 0, graduated: 0, rugged: 0, totalVolume: 0 };
    for (const token of context.market.tokens()) {
      if (token.info.dev !== address || context.now - token.info.createdAt > span) continue;
      const asset = assetOf(token, context);
      result.tokensCreated++;
      if (token.pool.graduatedAt !== undefined) result.graduated++;
      if (token.regime.name === 'rug' || token.regime.name === 'dead') result.rugged++;
      result.totalVolume += (asset.stats24h?.buyVolume ?? 0) + (asset.stats24h?.sellVolume ?? 0);
    }
    sendJson(response, 200, result);
  });

  router.get('/v1/transfers/:address', ({ params, query, response }) => {
    const { market } = contextOf(services);
    const address = params.address ?? '';
    const offset = Math.max(0, numberParam(query, 'offset') ?? 0);
    const transfers = [];
    for (const token of market.tokens()) {
      for (const trade of token.trades) {
        if (market.traderAddress(token, trade.trader) !== address) continue;
        const buying = trade.side === 'buy';
        transfers.push({
          signature: tradeHash(trade),
          mint: token.info.mint,
          amount: trade.baseAmount,
          from: buying ? token.pool.id : address,
          to: buying ? address : token.pool.id,
          timestamp: new Date(trade.time).toISOString(),
        });
      }
    }
    transfers.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
    const page = transfers.slice(offset, offset + 50);
    sendJson(response, 200, { transfers: page, next: offset + 50 < transfers.length ? offset + 50 : null });
  });
};

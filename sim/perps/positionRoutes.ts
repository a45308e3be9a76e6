import { z } from 'zod';
import { isAddress } from '../ledger/codec';
import { readJson, sendJson } from '../http/json';
import type { Router } from '../http/router';
import type { Market } from '../market/market';
import { valuePerpPosition } from '../wallet/portfolio/perpElement';
import type { WalletStore } from '../wallet/walletStore';
import { PERPS_BASE } from './oracleRoutes';
import type { PriceSocket } from './priceSocket';
import type { Built, RequestBuilder } from './requestBuilder';

/** The Perps API base on the simulator (research §7: perps-api.jup.ag/v2). */
export const PERPS_API_BASE = `${PERPS_BASE}/v2`;

const wallet = z.string().refine(isAddress, 'not a base58 address');
const price = z.number().positive().finite();
const increaseSchema = z.object({
  walletAddress: wallet,
  marketMint: z.string(),
  side: z.enum(['long', 'short']),
  collateralMint: z.string(),
  collateralTokenDelta: z.string().regex(/^\d{1,20}$/, 'base units as a decimal string'),
  sizeUsdDelta: z.number().min(0).max(1e9),
  takeProfitPriceUsd: price.nullish(),
  stopLossPriceUsd: price.nullish(),
});
const decreaseSchema = z.object({
  walletAddress: wallet,
  positionPubkey: z.string(),
  entirePosition: z.boolean().optional(),
  collateralUsdDelta: z.number().positive().max(1e9).optional(),
  sizeUsdDelta: z.number().min(0).max(1e9).optional(),
});
const tpslSchema = z.object({ walletAddress: wallet, positionPubkey: z.string(), takeProfitPriceUsd: price.nullable(), stopLossPriceUsd: price.nullable() });

export interface PositionRouteDeps {
  /** Undefined without a ledger in this process: requests answer 503. */
  readonly builder: RequestBuilder | undefined;
  readonly wallets: WalletStore;
  readonly socket: PriceSocket;
  market(): Market;
}

/**
 * The Perps API's position routes (research §7 `positions`, `positions/increase|decrease`,
 * `tpsl`) and the perps switchboard:
 * - POST …/positions/increase `{walletAddress, marketMint, side, collateralMint (SOL or USDC),
 *   collateralTokenDelta (base units), sizeUsdDelta, takeProfitPriceUsd?, stopLossPriceUsd?}`: open,
 *   increase or add collateral (sizeUsdDelta 0);
 * - POST …/positions/decrease `{walletAddress, positionPubkey, entirePosition: true}`: close; or
 *   `{walletAddress, positionPubkey, collateralUsdDelta, sizeUsdDelta: 0}`: take collateral out (paid
 *   back in the position's collateral mint; what stays must be at least $10, at most 100x and
 *   clear of liquidation at the mark);
 * - POST …/tpsl `{walletAddress, positionPubkey, takeProfitPriceUsd|null, stopLossPriceUsd|null}`;
 * each answering `{serializedTxBase64, positionPubkey, positionRequestPubkey, quote}`, or 400 `{error}`;
 * - GET …/positions?walletAddress= `{count, dataList}`, and …/legacy/positions the previous engine's;
 * - POST /__sim/perps/stall `{stalled}` and /__sim/perps/close `{}` for the price socket.
 */
export const registerPositionRoutes = (router: Router, deps: PositionRouteDeps) => {
  const post = <S extends z.ZodType>(path: string, schema: S, build: (builder: RequestBuilder, body: z.output<S>) => Built) =>
    router.post(path, async ({ request, response }) => {
      const parsed = schema.safeParse((await readJson(request)) ?? {});
      if (!parsed.success)
        return sendJson(response, 400, { error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') });
      if (!deps.builder) return sendJson(response, 503, { error: 'The ledger is not running in this simulator' });
      const built = build(deps.builder, parsed.data);
      if (built.ok) sendJson(response, 200, built.body);
      else sendJson(response, 400, { error: built.error });
    });

  post(`${PERPS_API_BASE}/positions/increase`, increaseSchema, (builder, body) => builder.increase(body));
  post(`${PERPS_API_BASE}/positions/decrease`, decreaseSchema, (builder, body) => builder.decrease(body));
  post(`${PERPS_API_BASE}/tpsl`, tpslSchema, (builder, body) =>
    builder.tpsl(body.walletAddress, body.positionPubkey, body.takeProfitPriceUsd, body.stopLossPriceUsd),
  );

  router.get(`${PERPS_API_BASE}/positions`, ({ query, response }) => {
    const owner = query.get('walletAddress') ?? '';
    if (!isAddress(owner)) return sendJson(response, 400, { error: 'Invalid address' });
    const dataList = deps.wallets
      .perpPositions(owner)
      .filter((position) => position.engine !== 'legacy')
      .map((position) => valuePerpPosition(deps.market(), position));
    sendJson(response, 200, { count: dataList.length, dataList });
  });

  // The previous engine's positions (issue 29 item 3): closed through the same decrease request.
  router.get(`${PERPS_API_BASE}/legacy/positions`, ({ query, response }) => {
    const owner = query.get('walletAddress') ?? '';
    if (!isAddress(owner)) return sendJson(response, 400, { error: 'Invalid address' });
    const dataList = deps.wallets
      .perpPositions(owner)
      .filter((position) => position.engine === 'legacy')
      .map((position) => valuePerpPosition(deps.market(), position));
    sendJson(response, 200, { count: dataList.length, dataList });
  });

  router.post('/__sim/perps/stall', async ({ request, response }) => {
    const parsed = z.object({ stalled: z.boolean().default(true) }).safeParse((await readJson(request)) ?? {});
    if (!parsed.success) return sendJson(response, 400, { error: 'body: {"stalled": boolean}' });
    deps.socket.setStalled(parsed.data.stalled);
    sendJson(response, 200, { ok: true, stalled: parsed.data.stalled });
  });
  router.post('/__sim/perps/close', ({ response }) => sendJson(response, 200, { ok: true, closed: deps.socket.closeAll() }));
};

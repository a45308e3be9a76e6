import type { Ledger } from '../ledger';
import { isAddress } from '../ledger/codec';
import type { Market } from '../market/market';
import { readLaunchForm } from '../studio/launchForm';
import type { LaunchStore } from '../studio/launchStore';
import { buildLaunch } from '../studio/launchTransaction';
import { launchViewOf } from '../studio/launchView';
import { readJson, sendJson } from './json';
import type { Router } from './router';

export interface StudioRouteDeps {
  /** Undefined when the simulator runs without a ledger: nothing can be launched. */
  readonly ledger: Ledger | undefined;
  readonly store: LaunchStore;
  market(): Market;
  imageUrl(mint: string): string;
  creatorFees(mint: string): number;
}

/**
 * The Studio's routes ([I]: our own shapes, streams/schemas/studio.ts):
 * POST /studio/v1/launch (the form, the image as base64) answers the transaction to sign;
 * GET /studio/v1/launches?creator= a wallet's launches (newest first, at most 50), GET /studio/v1/launches/{mint}
 * a Studio token's page; GET /studio/v1/images/{mint} its image,
 * served as the type its bytes are, never sniffed as anything else, and inert if opened.
 */
export const registerStudioRoutes = (router: Router, deps: StudioRouteDeps) => {
  router.post('/studio/v1/launch', async ({ request, response }) => {
    if (!deps.ledger) return sendJson(response, 503, { error: 'The ledger is not running' });
    const form = readLaunchForm(await readJson(request));
    if (!form.ok) return sendJson(response, 400, { error: form.error });
    sendJson(response, 200, buildLaunch(deps.ledger, deps.store, form.value, deps.imageUrl));
  });

  router.get('/studio/v1/launches', ({ query, response }) => {
    const creator = query.get('creator') ?? '';
    if (!isAddress(creator)) return sendJson(response, 400, { error: 'Invalid address' });
    const market = deps.market();
    const launches = deps.store.launchesOf(creator).flatMap((mint) => {
      const token = market.token(mint);
      return token ? [launchViewOf(market, token, deps.creatorFees(mint))] : [];
    });
    sendJson(response, 200, { launches }, { 'cache-control': 'no-store' });
  });

  router.get('/studio/v1/launches/:mint', ({ params, response }) => {
    const market = deps.market();
    const token = market.token(params.mint ?? '');
    if (!token || token.info.launchpad !== 'jup-studio') return sendJson(response, 404, { error: 'Not a Studio launch' });
    sendJson(response, 200, launchViewOf(market, token, deps.creatorFees(token.info.mint)), { 'cache-control': 'no-store' });
  });

  router.get('/studio/v1/images/:mint', ({ params, response }) => {
    const image = deps.store.image(params.mint ?? '');
    if (!image) return sendJson(response, 404, { error: 'No image' });
    response.writeHead(200, {
      'content-type': image.type,
      'content-length': String(image.bytes.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=86400, immutable',
    });
    response.end(Buffer.from(image.bytes));
  });
};

import { z } from 'zod';
import { isAddress } from '../ledger/codec';
import type { SimFeature, SimFeatureContext } from '../feature';
import { readJson, sendJson } from '../http/json';
import { type BannerSlot, type SimBanner, bannerImage, bannerJson, bannerSlots, defaultBanners } from './banners';
import { type Metadata, remoteMetadata } from './remoteConfig';

const risks = ['Severe', 'High', 'Medium', 'Low'] as const;
type Risk = (typeof risks)[number];

const bannerSwitch = z.union([
  z.strictObject({ slot: z.enum(bannerSlots), none: z.literal(true) }),
  z.strictObject({
    slot: z.enum(bannerSlots),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    startTime: z.number().int().nonnegative(),
    expiryTime: z.number().int().nonnegative(),
    closeCount: z.number().int().min(0).max(100),
    countdownTo: z.number().int().nonnegative().optional(),
    // The buttons' links, as a hostile static host might send them (the client must drop the bad ones).
    links: z.array(z.string().max(500)).max(4).optional(),
  }),
]);

/**
 * What the shell reads about the world (spec 000 §7 static host; spec 001 §7 workers): the
 * remote config and the banners of the static host, the chain status and the wallet risk check;
 * and their switchboard: /__sim/config, /__sim/banner, /__sim/chain/status, /__sim/risk.
 */
export const startNetworkFeature = (context: SimFeatureContext): SimFeature => {
  let overrides: Metadata = {};
  let banners = defaultBanners(context.now());
  let chainStatus: 'OK' | 'LOW_TPS' = 'OK';
  let riskOf = new Map<string, Risk>();
  const { router } = context;
  const answerSwitch = async (
    request: Parameters<Parameters<typeof router.post>[1]>[0]['request'],
    schema: z.ZodType,
    act: (body: never) => unknown,
    response: Parameters<typeof sendJson>[0],
  ) => {
    const parsed = schema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success)
      return sendJson(response, 400, { error: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ') });
    sendJson(response, 200, { ok: true, ...(act(parsed.data as never) as object) });
  };

  router.get('/remoteConfig/metadata.json', ({ response }) =>
    sendJson(response, 200, remoteMetadata(context.market(), overrides), { 'cache-control': 'max-age=60' }),
  );
  router.get('/banner/metadata.json', ({ response }) =>
    sendJson(
      response,
      200,
      { activeBanner: Object.fromEntries(bannerSlots.map((slot) => [slot, banners.get(slot)?.id ?? null])) },
      { 'cache-control': 'max-age=60' },
    ),
  );
  router.get('/banner/:id/banner.json', ({ params, response }) => {
    const found = [...banners].find(([, banner]) => banner.id === params.id);
    if (!found) return sendJson(response, 404, { error: `No banner ${params.id ?? ''}` });
    sendJson(response, 200, bannerJson(found[0], found[1]), { 'cache-control': 'max-age=600' });
  });
  router.get('/banner/:id/image.svg', ({ params, response }) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=600' });
    response.end(bannerImage(params.id ?? ''));
  });
  router.get('/v1/chain/status', ({ response }) => sendJson(response, 200, { status: chainStatus }));
  router.get('/v1/chainalysis/:address', ({ params, response }) => {
    const address = params.address ?? '';
    if (!isAddress(address)) return sendJson(response, 400, { error: 'not a base58 address' });
    sendJson(response, 200, { address, risk: riskOf.get(address) ?? 'Low' });
  });

  router.post('/__sim/config', ({ request, response }) =>
    answerSwitch(
      request,
      z.record(z.string(), z.unknown()),
      (body: Metadata) => {
        overrides = body;
        return { metadata: remoteMetadata(context.market(), overrides) };
      },
      response,
    ),
  );
  router.post('/__sim/banner', ({ request, response }) =>
    answerSwitch(
      request,
      bannerSwitch,
      (body: z.output<typeof bannerSwitch>) => {
        const next = new Map(banners);
        if ('none' in body) next.delete(body.slot);
        else
          next.set(body.slot, {
            id: body.id,
            startTime: body.startTime,
            expiryTime: body.expiryTime,
            closeCount: body.closeCount,
            ...(body.countdownTo !== undefined ? { countdownTo: body.countdownTo } : {}),
            ...(body.links ? { links: body.links } : {}),
          } satisfies SimBanner);
        banners = next;
        return { slot: body.slot, id: next.get(body.slot as BannerSlot)?.id ?? null };
      },
      response,
    ),
  );
  router.post('/__sim/chain/status', ({ request, response }) =>
    answerSwitch(
      request,
      z.strictObject({ status: z.enum(['OK', 'LOW_TPS']) }),
      (body: { status: 'OK' | 'LOW_TPS' }) => {
        chainStatus = body.status;
        return { status: chainStatus };
      },
      response,
    ),
  );
  router.post('/__sim/risk', ({ request, response }) =>
    answerSwitch(
      request,
      z.strictObject({ address: z.string().refine(isAddress, 'not a base58 address'), risk: z.enum(risks) }),
      (body: { address: string; risk: Risk }) => {
        riskOf = new Map(riskOf).set(body.address, body.risk);
        return { address: body.address, risk: body.risk };
      },
      response,
    ),
  );

  return {
    reset: () => {
      overrides = {};
      banners = defaultBanners(context.now());
      chainStatus = 'OK';
      riskOf = new Map();
    },
  };
};

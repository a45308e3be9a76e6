import { z } from 'zod';
import { checkVerifyText, verifyRequestSchema } from '../../streams/schemas';
import type { SimFeature, SimFeatureContext } from '../feature';
import { readJson, sendJson } from '../http/json';
import { isAddress } from '../ledger/codec';
import { createVerifyStore, verifyViewOf } from './verifyStore';

/** spec 001 §8: what is said of a mint the token data does not know. */
export const INVALID_TOKEN = 'Invalid token information';
export const VERIFY_REFUSALS = {
  verified: 'This token is already verified',
  pending: 'A verification request for this token is already pending',
} as const;

const FIELD_NAMES = { website: 'Website', twitter: 'X profile', reasons: 'Reasons', contact: 'Contact' } as const;

const decideSchema = z
  .object({
    mint: z.string().min(32).max(44).optional(),
    id: z.string().min(1).max(64).optional(),
    decision: z.enum(['approved', 'rejected']),
    note: z.string().max(500).optional(),
  })
  .refine((body) => body.mint !== undefined || body.id !== undefined, 'name the request by mint or id');
const forgetSchema = z.object({ mint: z.string().min(32).max(44) });

/**
 * Token verification (issue 30 item 2, sim/README.md "Verify"): POST /verify/v1/requests takes
 * a request for a token the market lists, one pending request per mint, none for a token
 * already verified; GET /verify/v1/requests?requester= lists a wallet's requests with their
 * status. The switchboard decides: approved tags the token verified in the market data itself
 * (lists, search, token pages and the stream all say so from their next read or update).
 */
export const startVerifyFeature = (context: SimFeatureContext): SimFeature => {
  const store = createVerifyStore();
  const { router } = context;

  router.post('/verify/v1/requests', async ({ request, response }) => {
    const parsed = verifyRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: 'Expected {requester, mint, website, twitter, reasons, contact?}' });
    const body = parsed.data;
    if (!isAddress(body.requester)) return sendJson(response, 400, { error: 'Invalid address' });
    const market = context.market();
    const token = isAddress(body.mint) ? market.token(body.mint) : undefined;
    if (!token) return sendJson(response, 400, { error: INVALID_TOKEN });
    if (market.isVerified(token)) return sendJson(response, 409, { error: VERIFY_REFUSALS.verified });
    if (store.pendingOf(body.mint)) return sendJson(response, 409, { error: VERIFY_REFUSALS.pending });
    const { errors, clean } = checkVerifyText({ website: body.website, twitter: body.twitter, reasons: body.reasons, contact: body.contact ?? '' });
    if (!clean) {
      const [field, message] = Object.entries(errors)[0] ?? ['reasons', 'invalid'];
      return sendJson(response, 400, { error: `${FIELD_NAMES[field as keyof typeof FIELD_NAMES]}: ${message}`, fields: errors });
    }
    const record = store.add({
      ...clean,
      mint: body.mint,
      name: token.info.name,
      symbol: token.info.symbol,
      requester: body.requester,
      createdAt: context.now(),
    });
    sendJson(response, 200, { request: verifyViewOf(record) });
  });

  router.get('/verify/v1/requests', ({ query, response }) => {
    const requester = query.get('requester') ?? '';
    if (!isAddress(requester)) return sendJson(response, 400, { error: 'Invalid address' });
    sendJson(response, 200, { requests: store.of(requester).map(verifyViewOf) }, { 'cache-control': 'no-store' });
  });

  // The switchboard: the reviewer's decision on a pending request, named by mint or id.
  router.post('/__sim/verify/decide', async ({ request, response }) => {
    const parsed = decideSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: 'Expected {mint | id, decision: "approved" | "rejected", note?}' });
    const { mint, id, decision, note } = parsed.data;
    const record = id !== undefined ? store.byId(id) : store.pendingOf(mint ?? '');
    if (!record || record.status !== 'pending') return sendJson(response, 404, { error: 'No pending request for this token' });
    store.decide(record, decision, context.now(), note);
    if (decision === 'approved') context.market().setVerified(record.mint, true);
    sendJson(response, 200, { ok: true, request: verifyViewOf(record) });
  });
  // Undo for tests: the mint's requests forgotten and its verified status as at creation again.
  router.post('/__sim/verify/forget', async ({ request, response }) => {
    const parsed = forgetSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: 'Expected {mint}' });
    const forgotten = store.forget(parsed.data.mint);
    const restored = context.market().setVerified(parsed.data.mint, undefined);
    sendJson(response, 200, { ok: true, forgotten, restored });
  });
  router.get('/__sim/verify', ({ response }) =>
    sendJson(response, 200, { requests: store.all().map((record) => ({ ...verifyViewOf(record), requester: record.requester })) }),
  );

  // A reset replaced the market (its decisions went with it): the requests go too.
  return { reset: () => store.clear() };
};

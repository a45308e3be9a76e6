import { z } from 'zod';
import { readJson, sendJson } from '../http/json';
import type { RouteContext, Router } from '../http/router';
import { isAddress } from '../ledger/codec';
import type { JlpDeps, JlpResult } from './jlpDeps';
import { buildBuy, buildSell } from './jlpBuild';
import { poolJson, positionJson } from './jlpJson';

/**
 * The JLP routes under the Perps API [I]: the pool, a wallet's position, and the builds of a
 * buy and a sell (base64 v0 transactions the wallet signs). Without a ledger: 503.
 */
const wallet = z.string().refine(isAddress, 'not a base58 address');
const raw = z.string().regex(/^\d{1,20}$/, 'base units as a decimal string');
const buySchema = z.object({ owner: wallet, inputMint: z.string().refine(isAddress, 'not a mint'), amount: raw });
const sellSchema = z.object({ owner: wallet, outputMint: z.string().refine(isAddress, 'not a mint'), amount: z.union([raw, z.literal('max')]) });

const NO_LEDGER = { error: 'The ledger is not running' };

const answer = <T>(response: RouteContext['response'], result: JlpResult<T>) =>
  result.ok ? sendJson(response, 200, result.value) : sendJson(response, result.status, { error: result.error });

const problem = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

export const registerJlpRoutes = (router: Router, base: string, deps: JlpDeps | undefined) => {
  router.get(`${base}/jlp/pool`, ({ response }) => (deps ? sendJson(response, 200, poolJson(deps)) : sendJson(response, 503, NO_LEDGER)));
  router.get(`${base}/jlp/positions/:address`, ({ response, params }) => {
    if (!deps) return sendJson(response, 503, NO_LEDGER);
    const address = params.address;
    if (typeof address !== 'string' || !isAddress(address)) return sendJson(response, 400, { error: 'Invalid address' });
    sendJson(response, 200, positionJson(deps, address));
  });
  router.post(`${base}/jlp/buy`, async ({ request, response }) => {
    if (!deps) return sendJson(response, 503, NO_LEDGER);
    const parsed = buySchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: problem(parsed.error) });
    answer(response, buildBuy(deps, parsed.data.owner, parsed.data.inputMint, BigInt(parsed.data.amount)));
  });
  router.post(`${base}/jlp/sell`, async ({ request, response }) => {
    if (!deps) return sendJson(response, 503, NO_LEDGER);
    const parsed = sellSchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: problem(parsed.error) });
    const { owner, outputMint, amount } = parsed.data;
    answer(response, buildSell(deps, owner, outputMint, amount === 'max' ? undefined : BigInt(amount)));
  });
};

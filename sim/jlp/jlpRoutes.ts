import { z } from 'zod';
import { readJson, sendJson } from '../http/json';
import type { RouteContext, Router } from '../http/router';
import { isAddress } from '../ledger/codec';
import type { JlpDeps, JlpResult } from './jlpDeps';
import { buildBuy, buildSell } from './jlpBuild';
import { poolJson, positionJson } from './jlpJson';
import { buildLoanOperate } from './loanBuild';
import { loansJson } from './loanJson';

/**
 * The JLP routes under the Perps API [I]: the pool, a wallet's position, and the builds of a
 * buy and a sell (base64 v0 transactions the wallet signs). Without a ledger: 503.
 */
const wallet = z.string().refine(isAddress, 'not a base58 address');
const raw = z.string().regex(/^\d{1,20}$/, 'base units as a decimal string');
const buySchema = z.object({ owner: wallet, inputMint: z.string().refine(isAddress, 'not a mint'), amount: raw });
const sellSchema = z.object({ owner: wallet, outputMint: z.string().refine(isAddress, 'not a mint'), amount: z.union([raw, z.literal('max')]) });

const signedRaw = z.string().regex(/^-?\d{1,20}$/, 'signed base units as a decimal string');
const operateSchema = z.object({ owner: wallet, loanId: z.number().int().min(0).max(0xffff_ffff), collateral: signedRaw, debt: signedRaw });
const warpSchema = z.object({
  days: z
    .number()
    .positive()
    .max(5 * 365),
});

const NO_LEDGER = { error: 'The ledger is not running' };

const answer = <T>(response: RouteContext['response'], result: JlpResult<T>) =>
  result.ok ? sendJson(response, 200, result.value) : sendJson(response, result.status, { error: result.error });

const problem = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

export const registerJlpRoutes = (router: Router, base: string, deps: JlpDeps | undefined, switches: { warp(ms: number): number }) => {
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
  router.get(`${base}/jlp/loans/:address`, ({ response, params }) => {
    if (!deps) return sendJson(response, 503, NO_LEDGER);
    const address = params.address;
    if (typeof address !== 'string' || !isAddress(address)) return sendJson(response, 400, { error: 'Invalid address' });
    sendJson(response, 200, loansJson(deps, address));
  });
  router.post(`${base}/jlp/loans/operate`, async ({ request, response }) => {
    if (!deps) return sendJson(response, 503, NO_LEDGER);
    const parsed = operateSchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: problem(parsed.error) });
    const { owner, loanId, collateral, debt } = parsed.data;
    answer(response, buildLoanOperate(deps, owner, loanId, BigInt(collateral), BigInt(debt)));
  });
  // The switchboard: the loans' simulated time forward, so interest accrues at once.
  router.post('/__sim/jlp/warp', async ({ request, response }) => {
    const parsed = warpSchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: 'Expected {"days": 0 < n <= 1825}' });
    sendJson(response, 200, { warpedMs: switches.warp(parsed.data.days * 86_400_000) });
  });
};

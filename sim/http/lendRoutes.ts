import { isAddress } from '../ledger/codec';
import { type AsrClaims, buildClaim, claimProofJson } from '../lend/asrClaims';
import { borrowPositionJson, borrowVaultJson, buildOperate } from '../lend/borrow';
import { buildDeposit, buildWithdraw, earnHolding, earnVaultJson } from '../lend/earn';
import { type LendDeps, type LendResult, parseRaw } from '../lend/lendDeps';
import { lendStatsJson } from '../lend/stats';
import { borrowVaultSpecs, earnVaultSpecs } from '../lend/vaults';
import { readJson, sendJson } from './json';
import type { RouteContext, Router } from './router';

/**
 * The Lend API (spec 000 §7 Lend; research §11) and the ASR claim proof, as the simulator
 * serves them: reads under /lend/v1/lending/…, the builds the user signs (earn deposit and
 * withdraw, borrow operate, claim), the data API's register routes. Without a ledger every
 * route answers 503: there is nothing to lend against.
 */
export interface LendRouteDeps {
  /** Undefined when the simulator runs without a ledger. */
  readonly lend: LendDeps | undefined;
  readonly claims: AsrClaims;
}

const NO_LEDGER = { error: 'The ledger is not running' };
const INVALID_ADDRESS = { error: 'Invalid address' };

const answer = <T>(response: RouteContext['response'], result: LendResult<T>) =>
  result.ok ? sendJson(response, 200, result.value) : sendJson(response, result.status, { error: result.error });

const bodyOf = async (context: RouteContext): Promise<Record<string, unknown>> => {
  const body = await readJson(context.request).catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
};

export const registerLendRoutes = (router: Router, { lend, claims }: LendRouteDeps) => {
  const get = (path: string, handle: (deps: LendDeps, context: RouteContext) => void) =>
    router.get(path, (context) => (lend ? handle(lend, context) : sendJson(context.response, 503, NO_LEDGER)));
  const post = (path: string, handle: (deps: LendDeps, context: RouteContext, body: Record<string, unknown>) => void) =>
    router.post(path, async (context) => (lend ? handle(lend, context, await bodyOf(context)) : sendJson(context.response, 503, NO_LEDGER)));
  const withOwner = (address: unknown, context: RouteContext, then: (owner: string) => void) =>
    typeof address === 'string' && isAddress(address) ? then(address) : sendJson(context.response, 400, INVALID_ADDRESS);

  get('/lend/v1/lending/tokens', (deps, { response }) =>
    sendJson(
      response,
      200,
      earnVaultSpecs.map((vault) => earnVaultJson(deps, vault)),
    ),
  );
  get('/lend/v1/lending/stats', (deps, { response }) => sendJson(response, 200, lendStatsJson(deps)));
  get('/lend/v1/lending/users/:address/positions', (deps, context) =>
    withOwner(context.params.address, context, (owner) =>
      sendJson(
        context.response,
        200,
        earnVaultSpecs
          .filter((vault) => vault.depositable)
          .map((vault) => {
            const holding = earnHolding(deps, owner, vault);
            return {
              id: deps.keys.shareMint(vault),
              token: earnVaultJson(deps, vault),
              ownerAddress: owner,
              shares: holding.shares.toString(),
              underlyingAssets: holding.assets.toString(),
              underlyingBalance: deps.ledger.tokenBalance(owner, vault.assetMint).toString(),
            };
          }),
      ),
    ),
  );
  get('/lend/v1/lending/users/:address/positions/:id/earnings', (deps, context) =>
    withOwner(context.params.address, context, (owner) => {
      const vault = earnVaultSpecs.find((spec) => deps.keys.shareMint(spec) === context.params.id);
      if (!vault) return sendJson(context.response, 404, { error: 'Unknown position' });
      const holding = earnHolding(deps, owner, vault);
      sendJson(context.response, 200, { address: context.params.id, ownerAddress: owner, earnings: holding.earnings.toString(), slot: deps.ledger.slot() });
    }),
  );
  get('/lend/v1/borrow/vaults', (deps, { response }) =>
    sendJson(
      response,
      200,
      borrowVaultSpecs.map((vault) => borrowVaultJson(deps, vault)),
    ),
  );
  get('/lend/v1/borrow/positions', (deps, context) => {
    const users = (context.query.get('users') ?? '').split(',').filter(Boolean);
    if (users.length === 0 || users.length > 20 || !users.every(isAddress))
      return sendJson(context.response, 400, { error: 'users: 1 to 20 comma-separated addresses' });
    sendJson(
      context.response,
      200,
      users.flatMap((owner) => deps.state.positionsOf(owner).map((position) => borrowPositionJson(deps, position))),
    );
  });

  post('/lend/v1/earn/deposit', (deps, context, body) =>
    withOwner(body.signer, context, (owner) => {
      const amount = parseRaw(body.amount);
      if (amount === undefined) return sendJson(context.response, 400, { error: 'amount: base units as a string' });
      answer(context.response, buildDeposit(deps, owner, body.asset, amount));
    }),
  );
  post('/lend/v1/earn/withdraw', (deps, context, body) =>
    withOwner(body.signer, context, (owner) => {
      const amount = body.amount === 'max' ? undefined : parseRaw(body.amount);
      if (amount === undefined && body.amount !== 'max') return sendJson(context.response, 400, { error: "amount: base units as a string, or 'max'" });
      answer(context.response, buildWithdraw(deps, owner, body.asset, amount));
    }),
  );
  post('/lend/v1/borrow/operate', (deps, context, body) =>
    withOwner(body.signer, context, (owner) => {
      const collateral = parseRaw(body.colAmount ?? '0', true);
      const debt = parseRaw(body.debtAmount ?? '0', true);
      const vaultId = Number(body.vaultId);
      const positionId = Number(body.positionId ?? 0);
      if (collateral === undefined || debt === undefined)
        return sendJson(context.response, 400, { error: 'colAmount and debtAmount: signed base units as strings' });
      if (!Number.isSafeInteger(vaultId) || !Number.isSafeInteger(positionId) || positionId < 0)
        return sendJson(context.response, 400, { error: 'vaultId and positionId: whole numbers' });
      answer(context.response, buildOperate(deps, { owner, vaultId, positionId, collateral, debt }));
    }),
  );

  router.get('/asr-claim-proof/:address', (context) =>
    withOwner(context.params.address, context, (owner) => {
      const mints = context.query.get('mints')?.split(',').filter(Boolean);
      sendJson(context.response, 200, claimProofJson(claims, owner, mints), { 'cache-control': 'no-store' });
    }),
  );
  post('/asr-claim/claim', (deps, context, body) =>
    withOwner(body.signer, context, (owner) => answer(context.response, buildClaim(deps, claims, owner, body.id))),
  );

  get('/v1/lend/register/stats', (deps, { response }) => sendJson(response, 200, { registered: deps.state.owners().length }));
  get('/v1/lend/register/:address', (deps, context) =>
    withOwner(context.params.address, context, (owner) => sendJson(context.response, 200, { address: owner, registered: deps.state.owners().includes(owner) })),
  );
};

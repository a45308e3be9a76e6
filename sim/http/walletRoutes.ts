import { isAddress } from '../ledger/codec';
import type { Market } from '../market/market';
import { activitiesPage, parsePage, parseProduct } from '../wallet/activitiesPage';
import { balancesJson, holdingsJson, nativeJson } from '../wallet/holdingsJson';
import type { OwnerBalances } from '../wallet/ledgerBalances';
import type { LedgerWallets } from '../wallet/ledgerWallets';
import { buildPortfolio, type PortfolioScope } from '../wallet/portfolio/buildPortfolio';
import type { WalletStore } from '../wallet/walletStore';
import { sendJson } from './json';
import type { RouteContext, Router } from './router';

/**
 * What the wallet services need:
 * - `market()`: the current market (a reset replaces it), to value balances and positions;
 * - `publicUrl`: for token icons in the portfolio's tokenInfo;
 * - `wallets`: the per-wallet store (activities, perps, orders, stake, lend) that features write to;
 * - `ledger`: the ledger connection made by `createLedgerWallets` (balances, transfers), or
 *   undefined when the simulator runs without a ledger: the balance routes then answer 503
 *   and the portfolio has no Wallet element.
 */
export interface WalletServices {
  market(): Market;
  readonly publicUrl: string;
  readonly wallets: WalletStore;
  readonly ledger: LedgerWallets | undefined;
}

const INVALID_ADDRESS = { error: 'Invalid address' };
const NO_LEDGER = { error: 'The ledger is not running' };

/** Ultra wallet (research §4), the portfolio service (§9) and the activities service (spec 000 §7). */
export const registerWalletRoutes = (router: Router, services: WalletServices) => {
  /** Runs `answer` with the owner's ledger balances, or answers the error. */
  const withBalances = ({ params, response }: RouteContext, answer: (balances: OwnerBalances) => unknown) => {
    const address = params.address ?? '';
    if (!isAddress(address)) return sendJson(response, 400, INVALID_ADDRESS);
    if (!services.ledger) return sendJson(response, 503, NO_LEDGER);
    sendJson(response, 200, answer(services.ledger.balancesOf(address, services.market())));
  };

  router.get('/ultra/v1/balances/:address', (context) => withBalances(context, balancesJson));
  router.get('/ultra/v1/holdings/:address', (context) => withBalances(context, holdingsJson));
  router.get('/ultra/v1/holdings/:address/native', (context) => withBalances(context, nativeJson));

  const portfolio =
    (scope: PortfolioScope) =>
    ({ query, response }: RouteContext) => {
      const address = query.get('address') ?? '';
      const system = query.get('addressSystem') ?? 'solana';
      if (system !== 'solana') return sendJson(response, 400, { error: `Unsupported addressSystem '${system}': only solana` });
      if (!isAddress(address)) return sendJson(response, 400, INVALID_ADDRESS);
      const market = services.market();
      const balances = services.ledger?.balancesOf(address, market);
      sendJson(response, 200, buildPortfolio({ market, store: services.wallets, balances, publicUrl: services.publicUrl }, address, scope));
    };
  router.get('/v1/portfolio/fetchJup', portfolio('jup'));
  router.get('/v1/portfolio/fetchNoJup', portfolio('noJup'));

  router.get('/v2/activities/:address', ({ params, query, response }) => {
    const address = params.address ?? '';
    if (!isAddress(address)) return sendJson(response, 400, INVALID_ADDRESS);
    const page = parsePage(query.get('page'));
    if (!page.ok) return sendJson(response, 400, { error: page.error });
    const product = parseProduct(query.get('product'));
    if (!product.ok) return sendJson(response, 400, { error: product.error });
    sendJson(response, 200, activitiesPage(services.wallets, address, product.value, page.value));
  });
};

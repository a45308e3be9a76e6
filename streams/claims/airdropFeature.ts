import { distinctUntilChanged, map, of } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { Prices } from '../market/prices';
import { tokenSymbol } from '../market/tokenText';
import { shortAddress } from '../tx/intent';
import type { TokenInfoResolver } from '../wallet/tokenInfo';
import type { WalletSession } from '../wallet/walletSession';
import { createAirdropChecker } from './airdropChecker';
import { claimsFeature } from './feature';

type Deps = Pick<PortNeeds, 'http' | 'config' | 'scheduler' | 'logger'> & {
  readonly session: WalletSession;
  readonly tokenInfo: TokenInfoResolver;
  readonly prices: Prices;
};

/**
 * The airdrop checker as a feature built on first use (issue 30 item 4): the claim proof of any
 * address (the same service the drawer's indicator and /claim read), each airdrop with its
 * token's symbol and USD value.
 */
export const airdropFeature = (deps: Deps, features: FeatureRegistry<Deps>) => {
  const claims = features.get(claimsFeature);
  return createAirdropChecker({
    claims$: (address) => claims.claims$(address, of(true)),
    wallet$: deps.session.address$,
    symbol$: (mint) => deps.tokenInfo.info$(mint).pipe(map((asset) => (asset ? tokenSymbol(asset.symbol) : shortAddress(mint)))),
    price$: (mint) =>
      deps.prices.price$(mint).pipe(
        map((state) => (state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined)),
        distinctUntilChanged(),
      ),
  });
};

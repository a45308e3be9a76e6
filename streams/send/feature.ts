import { type Observable, defer, shareReplay } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { SolanaRpc, SolanaSubscriptions } from '../solana/ports';
import { type TxNeeds, txFeature } from '../tx/feature';
import { createClaimLinks } from './claimLinks';
import { counterparties$ } from './counterparties';
import { createRecentRecipients } from './recentRecipients';
import { type RecipientBalances, recipientBalances$ } from './recipientBalances';
import { createSentLinks } from './sentLinks';

/** The send pages' streams as a feature built on first use: their code rides in the pages' chunk. */
export const sendFeature = (
  deps: Pick<PortNeeds, 'config' | 'http' | 'storage' | 'logger' | 'scheduler'> & {
    readonly rpc: SolanaRpc;
    readonly subscriptions: SolanaSubscriptions;
    readonly refresh: (owner: string) => void;
  },
  features: FeatureRegistry<TxNeeds>,
) => {
  const recent = createRecentRecipients(deps);
  const links = createClaimLinks({
    ...deps,
    commands: features.get(txFeature).commands,
    sentLinks: createSentLinks(deps),
    // web3.js comes with the first link made or opened, not with the page.
    tools$: defer(() => import('./claimTransactions')).pipe(shareReplay(1)),
  });
  return {
    /** The addresses the wallet dealt with: its chain history and this browser's sends. */
    counterparties$: (owner: string): Observable<ReadonlySet<string>> => counterparties$(deps, owner, recent.recipients$),
    /** Whether the recipient's wallet holds anything (a new address is worth a second look). */
    recipientBalances$: (address: string): Observable<RecipientBalances> =>
      recipientBalances$({ http: deps.http, logger: deps.logger, ultraApi: deps.config.endpoints.ultraApi }, address),
    /** After a send lands: its recipient is known at once. */
    rememberRecipient: recent.remember,
    /** Claim links: make, list, open, claim and reclaim. */
    links,
  };
};

export type Send = ReturnType<typeof sendFeature>;

import type { Observable } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import { counterparties$ } from './counterparties';
import { createRecentRecipients } from './recentRecipients';

/** The send page's streams as a feature built on first use: its code rides in the page's chunk. */
export const sendFeature = (deps: Pick<PortNeeds, 'storage' | 'logger'> & { readonly rpc: SolanaRpc }) => {
  const recent = createRecentRecipients(deps);
  return {
    /** The addresses the wallet dealt with: its chain history and this browser's sends. */
    counterparties$: (owner: string): Observable<ReadonlySet<string>> => counterparties$(deps, owner, recent.recipients$),
    /** After a send lands: its recipient is known at once. */
    rememberRecipient: recent.remember,
  };
};

export type Send = ReturnType<typeof sendFeature>;

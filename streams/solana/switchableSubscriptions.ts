import type { Observable } from 'rxjs';
import { defer, distinctUntilChanged, switchMap } from 'rxjs';
import { onePerKey } from '../core/onePerKey';
import type { SolanaSubscriptions } from './ports';
import type { SolanaPubsub } from './subscriptions';

export interface SwitchableSubscriptions extends SolanaSubscriptions {
  /** Close every socket for good. */
  dispose(): void;
}

/**
 * Pubsub on the chosen RPC's socket (spec 001 §2.3 RPC Endpoint), one client per socket URL made
 * on first use. A signature waits where it started: it was sent while that RPC was chosen, and a
 * switch never cuts a wait in flight (the engine polls statuses through the RPC anyway). Slots
 * and account watches follow the choice: they move to the new socket when it changes, and the
 * old socket closes once nothing holds it (core/socketSession.ts).
 */
export const createSwitchableSubscriptions = ({
  pubsubFor,
  currentSocket,
  socket$,
}: {
  pubsubFor: (url: string) => SolanaPubsub;
  /** The chosen RPC's socket URL now. */
  currentSocket: () => string;
  /** The same, current first, then each change. */
  socket$: Observable<string>;
}): SwitchableSubscriptions => {
  const clients = onePerKey(pubsubFor);
  const clientOf = clients.get;
  const following = <T>(watch: (pubsub: SolanaPubsub) => Observable<T>): Observable<T> =>
    socket$.pipe(
      distinctUntilChanged(),
      switchMap((url) => watch(clientOf(url))),
    );
  return {
    signature: (signature, commitment) => defer(() => clientOf(currentSocket()).signature(signature, commitment)),
    slots: () => following((pubsub) => pubsub.slots()),
    accountLamports: (address, commitment) => following((pubsub) => pubsub.accountLamports(address, commitment)),
    dispose: () => {
      for (const client of clients.all()) client.dispose();
      clients.clear();
    },
  };
};

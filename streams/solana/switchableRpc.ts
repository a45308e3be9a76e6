import type { Observable } from 'rxjs';
import { defer } from 'rxjs';
import { onePerKey } from '../core/onePerKey';
import type { SolanaRpc } from './ports';

/**
 * The RPC the user chose (spec 001 §2.3 RPC Endpoint), used for every read and send: each call
 * goes to the client of the URL selected when the call starts, so a change applies to the next
 * call and never cuts one in flight. One client per URL, made on first use.
 */
export interface SwitchableRpc extends SolanaRpc {
  /** The clients of every other choice (plain sends go to them too, spec 001 §7). */
  others(): readonly SolanaRpc[];
}

export const createSwitchableRpc = ({
  clientFor,
  currentUrl,
  allUrls = () => [],
}: {
  clientFor: (url: string) => SolanaRpc;
  currentUrl: () => string;
  allUrls?: () => readonly string[];
}): SwitchableRpc => {
  const clientOf = onePerKey(clientFor).get;
  const client = (): SolanaRpc => clientOf(currentUrl());
  const via = <T>(call: (rpc: SolanaRpc) => Observable<T>): Observable<T> => defer(() => call(client()));
  return {
    others: () => {
      const current = currentUrl();
      return allUrls()
        .filter((url) => url !== current)
        .map(clientOf);
    },
    getLatestBlockhash: (commitment) => via((rpc) => rpc.getLatestBlockhash(commitment)),
    getBlockHeight: (commitment) => via((rpc) => rpc.getBlockHeight(commitment)),
    getBalance: (address, commitment) => via((rpc) => rpc.getBalance(address, commitment)),
    getTokenAccountsByOwner: (owner, commitment) => via((rpc) => rpc.getTokenAccountsByOwner(owner, commitment)),
    getMultipleAccounts: (addresses, commitment) => via((rpc) => rpc.getMultipleAccounts(addresses, commitment)),
    simulateTransaction: (wire, options) => via((rpc) => rpc.simulateTransaction(wire, options)),
    sendTransaction: (wire, options) => via((rpc) => rpc.sendTransaction(wire, options)),
    getSignatureStatuses: (signatures, options) => via((rpc) => rpc.getSignatureStatuses(signatures, options)),
    getTransaction: (signature, commitment) => via((rpc) => rpc.getTransaction(signature, commitment)),
    getSignaturesForAddress: (address, options) => via((rpc) => rpc.getSignaturesForAddress(address, options)),
  };
};

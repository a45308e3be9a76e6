import type { Observable } from 'rxjs';
import { defer } from 'rxjs';
import type { SolanaRpc } from './ports';

/**
 * The RPC the user chose (spec 001 §2.3 RPC Endpoint), used for every read and send: each call
 * goes to the client of the URL selected when the call starts, so a change applies to the next
 * call and never cuts one in flight. One client per URL, made on first use.
 */
export const createSwitchableRpc = ({ clientFor, currentUrl }: { clientFor: (url: string) => SolanaRpc; currentUrl: () => string }): SolanaRpc => {
  const clients = new Map<string, SolanaRpc>();
  const client = (): SolanaRpc => {
    const url = currentUrl();
    let existing = clients.get(url);
    if (!existing) {
      existing = clientFor(url);
      clients.set(url, existing);
    }
    return existing;
  };
  const via = <T>(call: (rpc: SolanaRpc) => Observable<T>): Observable<T> => defer(() => call(client()));
  return {
    getLatestBlockhash: (commitment) => via((rpc) => rpc.getLatestBlockhash(commitment)),
    getBlockHeight: (commitment) => via((rpc) => rpc.getBlockHeight(commitment)),
    getBalance: (address, commitment) => via((rpc) => rpc.getBalance(address, commitment)),
    getTokenAccountsByOwner: (owner, commitment) => via((rpc) => rpc.getTokenAccountsByOwner(owner, commitment)),
    getMultipleAccounts: (addresses, commitment) => via((rpc) => rpc.getMultipleAccounts(addresses, commitment)),
    simulateTransaction: (wire, options) => via((rpc) => rpc.simulateTransaction(wire, options)),
    sendTransaction: (wire, options) => via((rpc) => rpc.sendTransaction(wire, options)),
    getSignatureStatuses: (signatures, options) => via((rpc) => rpc.getSignatureStatuses(signatures, options)),
    getTransaction: (signature, commitment) => via((rpc) => rpc.getTransaction(signature, commitment)),
  };
};

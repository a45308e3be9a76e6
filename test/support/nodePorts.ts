import { type Keypair, VersionedTransaction } from '@solana/web3.js';
import type { SocketPort } from '@streams/core/socket';
import { webSocketPort } from '@streams/core/webSocketPort';
import type { TransactionSigner } from '@streams/solana/ports';
import { defer, of } from 'rxjs';
import WebSocket from 'ws';

/** The socket port over the `ws` package, for streams run in Node against the simulator. */
export const wsSocket: SocketPort = webSocketPort(WebSocket);

/** A quick-account style signer over a web3.js keypair, counting its signatures. */
export const keypairSigner = (keypair: Keypair) => {
  let signatures = 0;
  const signer: TransactionSigner = {
    publicKey: keypair.publicKey.toBase58(),
    autoSigns: true,
    signTransaction: (wire) =>
      defer(() => {
        signatures += 1;
        const tx = VersionedTransaction.deserialize(wire);
        tx.sign([keypair]);
        return of(tx.serialize());
      }),
  };
  return { signer, signatures: () => signatures };
};

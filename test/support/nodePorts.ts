import { type Keypair, VersionedTransaction } from '@solana/web3.js';
import { SocketError, type SocketEvent, type SocketPort } from '@streams/core/socket';
import type { TransactionSigner } from '@streams/solana/ports';
import { Observable, defer, of } from 'rxjs';
import WebSocket from 'ws';

/** The socket port over the `ws` package, for streams run in Node against the simulator. */
export const wsSocket: SocketPort = (url) =>
  new Observable<SocketEvent>((subscriber) => {
    const socket = new WebSocket(url);
    socket.on('open', () => subscriber.next({ type: 'open', send: (text) => socket.readyState === WebSocket.OPEN && socket.send(text) }));
    socket.on('message', (data) => subscriber.next({ type: 'message', data: data.toString() }));
    socket.on('close', (code, reason) => {
      subscriber.next({ type: 'close', code, reason: reason.toString() });
      subscriber.complete();
    });
    socket.on('error', () => subscriber.error(new SocketError(url)));
    return () => {
      socket.removeAllListeners();
      socket.on('error', () => undefined); // closing while connecting reports an error nobody needs
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'done');
    };
  });

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

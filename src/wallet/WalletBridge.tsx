import { useWallet } from '@solana/wallet-adapter-react';
import { VersionedTransaction } from '@solana/web3.js';
import type { TransactionSigner } from '@streams/solana';
import { canSignMessages } from '@streams/wallet';
import { useEffect, useMemo } from 'react';
import { defer, from, map } from 'rxjs';
import { useWalletStreams } from '@/hooks/facades';
import { QuickAccountName } from './quickAccount/adapter';
import { useWritePathRecovery } from './useWritePathRecovery';

/**
 * Reports the wallet adapter's state to the streams (spec 001 §4 Wallet), with a signer that
 * takes and returns bytes, so no stream ever sees React or wallet-adapter types.
 */
export const WalletBridge = () => {
  const { wallet, publicKey, connected, connecting, signTransaction, signAllTransactions, signMessage } = useWallet();
  const walletStreams = useWalletStreams();
  const name = wallet?.adapter.name;
  const address = publicKey?.toBase58();
  const quick = name === QuickAccountName;
  useWritePathRecovery();

  const signer = useMemo((): TransactionSigner | undefined => {
    if (!address || !signTransaction) return undefined;
    return {
      publicKey: address,
      autoSigns: quick,
      signTransaction: (wire) => defer(() => from(signTransaction(VersionedTransaction.deserialize(wire)))).pipe(map((signed) => signed.serialize())),
      // A batch (Cancel All) is approved in one prompt where the wallet can sign several at once.
      ...(signAllTransactions
        ? {
            signAllTransactions: (wires: readonly Uint8Array[]) =>
              defer(() => from(signAllTransactions(wires.map((wire) => VersionedTransaction.deserialize(wire))))).pipe(
                map((signed) => signed.map((each) => each.serialize())),
              ),
          }
        : {}),
    };
  }, [address, signTransaction, signAllTransactions, quick]);

  useEffect(() => {
    if (connected && address && name) {
      walletStreams.recent.used(name);
      walletStreams.session.report(
        {
          status: 'connected',
          walletName: name,
          walletIcon: wallet?.adapter.icon,
          publicKey: address,
          kind: quick ? 'quick' : 'adapter',
          autoSigns: quick,
          canSignMessage: canSignMessages(name, signMessage !== undefined),
        },
        signer,
      );
    } else if (connecting && name) {
      walletStreams.session.report({ status: 'connecting', walletName: name });
    } else {
      walletStreams.session.report({ status: 'disconnected' });
    }
  }, [connected, connecting, address, name, quick, signer, signMessage, wallet, walletStreams]);

  return null;
};

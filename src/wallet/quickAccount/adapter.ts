import {
  BaseSignerWalletAdapter,
  type SupportedTransactionVersions,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { KeyStore } from './keyStore';

export const QuickAccountName = 'Quick Account' as WalletName<'Quick Account'>;

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8ad4ff"/><path d="M18 5 9 18h6l-2 9 10-14h-6z" fill="#05131d"/></svg>',
)}`;

export interface QuickAccountEvents {
  /** A new account was made (the sim profile funds it through the faucet). */
  onCreated?: (publicKey: string) => void;
}

/**
 * The quick account as a wallet adapter, so the app treats it like any wallet: it is always
 * installed, makes its key on first connect, and signs without prompts.
 */
export class QuickAccountAdapter extends BaseSignerWalletAdapter<'Quick Account'> {
  readonly name = QuickAccountName;
  readonly url = 'https://callisto.local/quick-account';
  readonly icon = icon;
  readonly supportedTransactionVersions: SupportedTransactionVersions = new Set(['legacy', 0]);
  private key: PublicKey | null = null;
  private busy = false;

  constructor(
    private readonly keys: KeyStore,
    private readonly events: QuickAccountEvents = {},
  ) {
    super();
  }

  get publicKey() {
    return this.key;
  }

  get connecting() {
    return this.busy;
  }

  get readyState() {
    return WalletReadyState.Installed;
  }

  async connect(): Promise<void> {
    if (this.key || this.busy) return;
    this.busy = true;
    try {
      let address = await this.keys.publicKey();
      if (!address) {
        // Another tab may have made the account meanwhile: then that one is ours too, already funded.
        const made = await this.keys.create();
        address = made.publicKey;
        if (made.created) this.events.onCreated?.(address);
      }
      this.key = new PublicKey(address);
      this.emit('connect', this.key);
    } catch (error) {
      const failure = new WalletConnectionError(error instanceof Error ? error.message : 'Quick account unavailable', error);
      this.emit('error', failure);
      throw failure;
    } finally {
      this.busy = false;
    }
  }

  async disconnect(): Promise<void> {
    this.key = null;
    this.emit('disconnect');
  }

  /**
   * Deletes this account's key from the browser (Remove Quick Account, on the user's explicit
   * request): nothing here can sign for it afterwards, and the next Connect makes a new account.
   * The caller disconnects once it is done. Fails, and deletes nothing, when the browser now keeps
   * another account (another tab removed this one and made a new one).
   */
  async forgetKey(): Promise<void> {
    if (!this.key) throw new WalletNotConnectedError();
    const removed = await this.keys.forget(this.key.toBase58());
    if (!removed) throw new Error('this browser keeps another quick account now');
  }

  /**
   * The secret key in base58 (the form wallets import), for the Reveal Private Key dialog
   * only: called on the user's explicit request, never logged, never copied by the app.
   */
  async revealSecretKey(): Promise<string> {
    if (!this.key) throw new WalletNotConnectedError();
    return this.keys.withSecret((secretKey) => bs58.encode(secretKey), this.key.toBase58());
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(transaction: T): Promise<T> {
    if (!this.key) throw new WalletNotConnectedError();
    try {
      await this.keys.withSecret((secretKey) => {
        const signer = Keypair.fromSecretKey(secretKey);
        if (transaction instanceof VersionedTransaction) transaction.sign([signer]);
        else transaction.partialSign(signer);
        signer.secretKey.fill(0);
      }, this.key.toBase58());
      return transaction;
    } catch (error) {
      throw new WalletSignTransactionError(error instanceof Error ? error.message : 'Signing failed', error);
    }
  }
}

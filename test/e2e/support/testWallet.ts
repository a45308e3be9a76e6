import type { Page } from '@playwright/test';
import { type Keypair, VersionedTransaction } from '@solana/web3.js';

export const TEST_WALLET_NAME = 'Callisto Test Wallet';

const icon = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f5a524"/><circle cx="16" cy="16" r="7" fill="#1a1200"/></svg>',
).toString('base64')}`;

interface WalletSetup {
  readonly name: string;
  readonly icon: string;
  readonly address: string;
  readonly publicKey: readonly number[];
}

interface SignBridge {
  /** Exposed by the test: signs a serialized transaction in Node, returns the signed bytes. */
  __testWalletSign(transaction: number[]): Promise<number[]>;
  /** Exposed by the test: one prompt of the wallet, with how many transactions it holds. */
  __testWalletPrompt(count: number): Promise<void>;
}

/**
 * Runs in the page before the app: a minimal Wallet Standard wallet (connect, disconnect, events,
 * solana:signTransaction) registered by the standard's protocol, both ways round: announced now
 * for an app already listening, and again when the app says 'wallet-standard:app-ready'. It holds
 * no key; every signature is made by the test through `__testWalletSign`. Self-contained: a page
 * script cannot import modules.
 */
const registerTestWallet = (setup: WalletSetup) => {
  type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[]; label: string; icon: string };
  type ChangeListener = (properties: { accounts?: readonly Account[] }) => void;
  const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'];
  const account: Account = Object.freeze({
    address: setup.address,
    publicKey: new Uint8Array(setup.publicKey),
    chains,
    features: ['solana:signTransaction'],
    label: setup.name,
    icon: setup.icon,
  });
  let accounts: readonly Account[] = [];
  const listeners = new Set<ChangeListener>();
  const setAccounts = (next: readonly Account[]) => {
    accounts = next;
    for (const listener of listeners) listener({ accounts });
  };
  const bridge = window as unknown as SignBridge;

  const wallet = {
    version: '1.0.0',
    name: setup.name,
    icon: setup.icon,
    chains,
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          setAccounts([account]);
          return { accounts };
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => undefined;
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        // Several inputs are one prompt: what wallet-adapter's signAllTransactions asks for.
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          await bridge.__testWalletPrompt(inputs.length);
          return Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: new Uint8Array(await bridge.__testWalletSign([...transaction])) })));
        },
      },
    },
  };

  const register = (api: { register: (registered: typeof wallet) => unknown }) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent<Parameters<typeof register>[0]>).detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
};

/**
 * Installs the test wallet in the page (call before `goto`), backed by `keypair`. Returns the
 * transactions it signed, as they were signed, and its prompts (how many transactions each held).
 */
export const installTestWallet = async (page: Page, keypair: Keypair) => {
  const signed: VersionedTransaction[] = [];
  const prompts: number[] = [];
  await page.exposeFunction('__testWalletPrompt', (count: number) => void prompts.push(count));
  await page.exposeFunction('__testWalletSign', (bytes: number[]) => {
    const transaction = VersionedTransaction.deserialize(Uint8Array.from(bytes));
    transaction.sign([keypair]);
    signed.push(transaction);
    return [...transaction.serialize()];
  });
  const setup: WalletSetup = { name: TEST_WALLET_NAME, icon, address: keypair.publicKey.toBase58(), publicKey: [...keypair.publicKey.toBytes()] };
  await page.addInitScript(registerTestWallet, setup);
  return { signed, prompts };
};

import { createHash } from 'node:crypto';
import type { EvmWallet } from '../../streams/schemas';
import { type BoundedMap, createBoundedMap } from '../swap/boundedMap';
import { SOURCE_CHAINS } from './catalogue';

/** Source wallets remembered; the least recently used is forgotten (and starts funded again). */
const CAPACITY = 10_000;

/**
 * The simulated EVM side: one source wallet per Solana wallet that connects it (its address
 * derived from the Solana one, so a reload finds the same wallet), funded with USDC on every
 * source chain when first seen, debited by a bridge transfer and credited back by a refund.
 */
export const createEvmWallets = () => {
  const balances: BoundedMap<string, Map<string, bigint>> = createBoundedMap(CAPACITY);
  const walletOf = (address: string) => {
    let found = balances.get(address);
    if (!found) {
      found = new Map(SOURCE_CHAINS.map((chain) => [chain.id, chain.startingUsdc]));
      balances.set(address, found);
    }
    return found;
  };
  const view = (address: string): EvmWallet => ({
    address,
    balances: [...walletOf(address)].map(([chain, amount]) => ({ chain, amount: amount.toString() })),
  });
  return {
    /** The source wallet a Solana wallet connects: 0x and 20 bytes of a hash of its address. */
    addressFor: (owner: string) => `0x${createHash('sha256').update(`callisto-evm:${owner}`).digest('hex').slice(0, 40)}`,
    view,
    balance: (address: string, chain: string): bigint => walletOf(address).get(chain) ?? 0n,
    /** Takes `amount` off the chain's balance; false (nothing taken) when it holds less. */
    debit: (address: string, chain: string, amount: bigint): boolean => {
      const wallet = walletOf(address);
      const held = wallet.get(chain) ?? 0n;
      if (amount > held) return false;
      wallet.set(chain, held - amount);
      return true;
    },
    credit: (address: string, chain: string, amount: bigint) => {
      const wallet = walletOf(address);
      wallet.set(chain, (wallet.get(chain) ?? 0n) + amount);
    },
    clear: () => balances.clear(),
  };
};

export type EvmWallets = ReturnType<typeof createEvmWallets>;

import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../ledger';
import { type SimKeypair, seededKeypair } from '../ledger/keys';
import { associatedTokenAddress } from '../ledger/tokenLayout';
import { buildTransfer } from '../ledger/transfer';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import { createRng } from '../prng';
import { createAssociatedIdempotent, tokenTransfer, versionedTransaction } from './instructions';

/** Collateral the simulator takes: native SOL or USDC. */
export const collateralMints = [SOL_MINT, USDC_MINT] as const;
export const decimalsOfCollateral = (mint: string) => (mint === SOL_MINT ? 9 : 6);

const CUSTODY_USDC = 50_000_000n * 1_000_000n;
const CUSTODY_LAMPORTS = 1_000_000n * 1_000_000_000n;

export interface Custody {
  readonly address: string;
  /** Its key, for the JLP pool's payouts it pre-signs (sim/jlp). */
  readonly signer: Pick<SimKeypair, 'address' | 'sign'>;
  /** Where collateral of `mint` goes: the custody itself for SOL, its associated account for USDC. */
  vaultOf(mint: string): string;
  /** The custody's liquidity on the ledger (at start and after a ledger reset). */
  fund(): void;
  /** A signed payout from the custody to `receiver` on `blockhash` (SOL: a transfer; USDC: into the receiver's associated account). */
  payout(receiver: string, mint: string, amount: bigint, blockhash: string): Uint8Array;
}

/**
 * The perps custody: one seeded keypair holding the pool's SOL and USDC on the ledger. Collateral
 * moves in with transactions the traders sign; payouts move out with transactions it signs.
 */
export const createCustody = (ledger: Ledger, seed: number): Custody => {
  const keypair: SimKeypair = seededKeypair(createRng(seed), 'perps-custody');
  const address = keypair.address;
  return {
    address,
    signer: keypair,
    vaultOf: (mint) => (mint === SOL_MINT ? address : associatedTokenAddress(address, mint)),
    fund: () => {
      ledger.createMint(USDC_MINT, 6);
      ledger.setTokenBalance(address, USDC_MINT, CUSTODY_USDC);
      ledger.setLamports(address, CUSTODY_LAMPORTS);
    },
    payout: (receiver, mint, amount, blockhash) => {
      if (mint === SOL_MINT) return buildTransfer(keypair, receiver, amount, blockhash);
      const transaction = versionedTransaction(address, blockhash, [
        createAssociatedIdempotent(address, receiver, mint),
        tokenTransfer(address, receiver, mint, amount, decimalsOfCollateral(mint)),
      ]);
      transaction.addSignature(new PublicKey(address), keypair.sign(transaction.message.serialize()));
      return transaction.serialize();
    },
  };
};

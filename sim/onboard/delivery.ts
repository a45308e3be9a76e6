import { createHash } from 'node:crypto';
import type { Ledger } from '../ledger';
import { type SimKeypair, keypairFromSeed } from '../ledger/keys';
import { buildLendTransaction, ensureAccount, lamportMove, mintShares, tokenMove } from '../lend/lendTransaction';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import { USDC_DECIMALS } from './catalogue';

/** What a paying key keeps topped up to: its transfers never fail for want of inventory. */
const INVENTORY_USDC = 10_000_000n * 1_000_000n;
const INVENTORY_LAMPORTS = 100_000n * 1_000_000_000n;

const keyOf = (label: string): SimKeypair => keypairFromSeed(new Uint8Array(createHash('sha256').update(`callisto-onboard:${label}`).digest()));

/**
 * The onboarding services' Solana side: real transactions on the ledger, each landing in the
 * next block with a signature the app links to. CCTP mints USDC (the ledger's authority is the
 * USDC mint's authority, as Circle's token messenger is on mainnet); deBridge's solver and the
 * card provider pay from their own inventory (SOL by a system transfer, USDC by a token
 * transfer), creating the wallet's token account when it has none.
 */
export const createDelivery = (ledger: Ledger) => {
  const solver = keyOf('debridge-solver');
  const provider = keyOf('onramp-provider');
  const authority = () => keypairFromSeed(ledger.authoritySecretKey().slice(0, 32));

  const stock = (key: SimKeypair, mint: string, amount: bigint) => {
    if (ledger.getLamports(key.address) < INVENTORY_LAMPORTS / 2n + (mint === SOL_MINT ? amount : 0n))
      ledger.setLamports(key.address, INVENTORY_LAMPORTS + amount);
    if (mint === USDC_MINT && ledger.tokenBalance(key.address, USDC_MINT) < amount) ledger.setTokenBalance(key.address, USDC_MINT, INVENTORY_USDC + amount);
  };

  const send = (payer: SimKeypair, instructions: Parameters<typeof buildLendTransaction>[2]): string => {
    const built = buildLendTransaction(payer.address, ledger.latestBlockhash('processed'), instructions, [payer]);
    return ledger.submitTransaction(Buffer.from(built.transaction, 'base64'));
  };

  /** Pays `amount` of `mint` (SOL or USDC) to `owner` from `key`'s inventory; the signature. */
  const pay = (key: SimKeypair, owner: string, mint: string, amount: bigint): string => {
    stock(key, mint, amount);
    return mint === SOL_MINT
      ? send(key, [lamportMove(key.address, owner, amount)])
      : send(key, [ensureAccount(key.address, owner, mint), tokenMove(key.address, owner, mint, amount, USDC_DECIMALS)]);
  };

  return {
    /** CCTP: the USDC minted to the wallet. */
    mintUsdc: (owner: string, amount: bigint): string => {
      const mintAuthority = authority();
      return send(mintAuthority, [ensureAccount(mintAuthority.address, owner, USDC_MINT), mintShares(USDC_MINT, owner, mintAuthority.address, amount)]);
    },
    /** deBridge: the solver's USDC. */
    fill: (owner: string, amount: bigint): string => pay(solver, owner, USDC_MINT, amount),
    /** The card provider's SOL or USDC. */
    payOut: (owner: string, mint: string, amount: bigint): string => pay(provider, owner, mint, amount),
    solverAddress: solver.address,
    providerAddress: provider.address,
  };
};

export type Delivery = ReturnType<typeof createDelivery>;

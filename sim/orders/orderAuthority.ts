import { createHash, randomBytes } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import type { Ledger } from '../ledger';
import { toBase58 } from '../ledger/codec';

/**
 * The orders' authority: owns every escrow, signs the keeper's fills and refunds and the escrow
 * side of cancels, and pays the keeper's fees and the rent of accounts it creates for users (so
 * a cancel moves nothing out of the user). Derived from the seed, stable across restarts.
 */
const FUNDS_LAMPORTS = 1_000n * 1_000_000_000n;

export const orderAuthorityOf = (seed: number): Keypair => Keypair.fromSeed(createHash('sha256').update(`callisto-orders-authority:${seed}`).digest());

/** Gives the authority its SOL (at start and after each ledger reset). */
export const fundOrderAuthority = (ledger: Ledger, authority: Keypair) => ledger.setLamports(authority.publicKey.toBase58(), FUNDS_LAMPORTS);

/** One escrow token account per order, at an address derived from the order key. */
export const escrowAddressOf = (orderKey: string): string => toBase58(createHash('sha256').update(`callisto-order-escrow:${orderKey}`).digest());

/** A new order's key: 32 random bytes, shaped like an account address. */
export const newOrderKey = (): string => toBase58(randomBytes(32));

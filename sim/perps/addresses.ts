import { createHash } from 'node:crypto';
import { toBase58 } from '../ledger/codec';

const derive = (text: string) => toBase58(createHash('sha256').update(text).digest());

/** One position per wallet, market and side (as Jupiter Perps' position accounts): a stable key. */
export const positionKeyOf = (owner: string, marketMint: string, side: 'long' | 'short') => derive(`callisto-perps-position:${owner}:${marketMint}:${side}`);

/** A fresh request key: unique per request (the instruction's `request`). */
export const requestKeyOf = (owner: string, serial: number, time: number) => derive(`callisto-perps-request:${owner}:${serial}:${time}`);

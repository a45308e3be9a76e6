import { isAddress } from '../solana/codec';

/** A base58 text that decodes to 32 bytes (on the curve or not: referral accounts are PDAs). */
export const isPublicKey = isAddress;

/** The URL's token address shape (spec 001 §5): 32 to 48 characters, no underscore. */
export const looksLikeAddress = (text: string): boolean => text.length >= 32 && text.length <= 48 && !text.includes('_');

/** Native SOL is the all-ones address; swaps use the wrapped-SOL mint (spec 001 §9). */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

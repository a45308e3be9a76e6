import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import type { Ledger } from './ledger';
import { curveQuoteRaised, curveTokensLeft } from './market/curve';
import { SOL_MINT, USDC_MINT } from './market/knownTokens';
import type { Market } from './market/market';
import type { TokenState } from './market/token';
import type { LedgerPlug } from './ledgerPlug';

const base58 = getBase58Decoder();

/** Base units of a UI amount, rounded down (no float ever reaches the ledger unconverted). */
export const toBaseUnits = (amount: number, decimals: number): bigint => {
  if (!Number.isFinite(amount) || amount <= 0) return 0n;
  const whole = Math.floor(amount);
  const fraction = amount - whole;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(Math.floor(fraction * 10 ** decimals));
};

/** A pool vault's address: derived from the pool and the mint, stable across restarts of a seed. */
export const vaultAddress = (poolId: string, mint: string): string => base58.decode(createHash('sha256').update(`callisto-vault:${poolId}:${mint}`).digest());

/** What the faucet gives a new wallet besides 10 SOL (spec: SOL, USDC and a few tokens). */
const faucetTokens = [
  { mint: USDC_MINT, amount: 1_000 },
  { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', amount: 250 },
  { mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', amount: 500 },
  { mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', amount: 25_000_000 },
];

/**
 * Mirrors the market on the ledger: every token is a real SPL mint, every pool holds real vault
 * token accounts owned by the ledger's pool authority, and each block brings the vaults of
 * pools that traded up to their reserves.
 */
export const createLedgerBridge = (ledger: Ledger, options: { readonly metadataUri?: (mint: string) => string } = {}): LedgerPlug => {
  let market: Market | undefined;
  let detach: (() => void) | undefined;
  const synced = new WeakMap<TokenState, number>();

  const decimalsOf = (mint: string) => market?.token(mint)?.info.decimals ?? (mint === SOL_MINT ? 9 : 6);

  const syncVaults = (token: TokenState) => {
    const { pool, info } = token;
    const reserves = pool.reserves;
    const base = reserves.kind === 'curve' ? curveTokensLeft(reserves) : reserves.base;
    const quote = reserves.kind === 'curve' ? curveQuoteRaised(reserves) : reserves.quote;
    const authority = ledger.authority();
    ledger.setTokenAccount(vaultAddress(pool.id, info.mint), info.mint, authority, toBaseUnits(base, info.decimals));
    ledger.setTokenAccount(vaultAddress(pool.id, pool.quoteMint), pool.quoteMint, authority, toBaseUnits(quote, decimalsOf(pool.quoteMint)));
    synced.set(token, token.version);
  };

  const createMint = (token: TokenState) => {
    ledger.createMint(token.info.mint, token.info.decimals, { freezeAuthority: token.info.audit.freezeAuthorityDisabled ? null : ledger.authority() });
    // Its metadata account too, pointing at the simulator's off-chain document (sim/README.md).
    if (options.metadataUri)
      ledger.setMetadata(token.info.mint, { name: token.info.name, symbol: token.info.symbol, uri: options.metadataUri(token.info.mint) });
  };

  const adoptToken = (token: TokenState) => {
    createMint(token);
    syncVaults(token);
  };

  return {
    adoptMarket: (next) => {
      detach?.();
      market = next;
      // Every mint first: vaults need their quote mint (USDC's pool is quoted in USDT).
      for (const token of next.tokens()) createMint(token);
      for (const token of next.tokens()) syncVaults(token);
      const unsubscribeMarket = next.subscribe((event) => {
        if (event.type === 'launch') adoptToken(event.token);
        else if (event.type === 'graduated') syncVaults(event.token);
      });
      const unsubscribeSlots = ledger.onSlot(() => {
        for (const token of next.tokens()) if (synced.get(token) !== token.version) syncVaults(token);
      });
      detach = () => {
        unsubscribeMarket();
        unsubscribeSlots();
      };
    },
    reset: () => ledger.reset(),
    faucet: (address) => {
      const funded = ledger.faucet(
        address,
        faucetTokens.map(({ mint, amount }) => ({ mint, amount: toBaseUnits(amount, decimalsOf(mint)) })),
      );
      return {
        signature: funded.signature ?? null,
        lamports: funded.lamports.toString(),
        tokens: faucetTokens.map(({ mint, amount }) => ({ mint, amount })),
      };
    },
    dropNextSends: (count) => ledger.dropNextSends(count),
    delayLanding: (slots) => ledger.delayLanding(slots),
    advance: (blocks) => ledger.advance(blocks),
    status: () => ({ slot: ledger.slot(), blockHeight: ledger.blockHeight(), subscribers: ledger.subscriberCount() }),
  };
};

import { SOL_MINT } from '../market/knownTokens';
import type { WalletStore } from '../wallet/walletStore';
import { feedOfMint } from './feeds';
import type { OracleModel } from './oracle';

/** How often positions on markets the spot market does not list get their mark price again. */
export const MARK_REFRESH_MS = 1_000;

/**
 * Keeps `markPriceUsd` of the BTC and ETH positions the keeper opened in step with the oracle,
 * so the portfolio's Leverage element values them at the oracle price (SOL positions are valued
 * at the market's SOL price, which is the oracle's SOL price already).
 */
export const createMarkRefresher = (wallets: WalletStore, oracle: OracleModel) => {
  const owners = new Set<string>();
  const refresh = () => {
    for (const owner of owners) {
      const positions = wallets.perpPositions(owner);
      if (positions.length === 0) owners.delete(owner);
      for (const position of positions) {
        if (position.marketMint === SOL_MINT) continue;
        const feed = feedOfMint(position.marketMint);
        const price = feed ? oracle.priceUsd(feed.id) : undefined;
        if (price !== undefined) wallets.upsertPerpPosition(owner, { ...position, markPriceUsd: price });
      }
    }
  };
  const timer = setInterval(refresh, MARK_REFRESH_MS);
  timer.unref();
  return {
    track: (owner: string) => void owners.add(owner),
    clear: () => owners.clear(),
    close: () => clearInterval(timer),
  };
};

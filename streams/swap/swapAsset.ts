import { tokenName, tokenSymbol } from '../market/tokenText';
import { type TokenTrust, tokenTrust } from '../market/tokenTrust';
import { SOL_ASSET } from '../portfolio/holdingRows';
import type { Asset } from '../schemas/asset';
import { WRAPPED_SOL_MINT } from './addresses';
import { BUILT_IN_TOKENS, isVerifiedToken, swapPath } from './swapUrl';

/** A token the swap form can use: its decimals are known (amounts become base units). */
export interface SwapAsset {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly icon: string | undefined;
  /** Verified tokens are named by symbol in swap URLs. */
  readonly verified: boolean;
  /** The verified tick or the warning badge (tokenTrust.ts). */
  readonly trust: TokenTrust;
}

const withTrust = (token: Omit<SwapAsset, 'trust'>): SwapAsset => ({ ...token, trust: tokenTrust(token) });

/** An asset from a service as a swap token; undefined when its decimals are unknown. */
export const swapAssetOf = (asset: Asset): SwapAsset | undefined => {
  if (asset.decimals === undefined || asset.decimals === null) return undefined;
  // The swap wraps and unwraps SOL: the wrapped mint is shown as SOL with its icon.
  if (asset.id === WRAPPED_SOL_MINT)
    return withTrust({ id: SOL_ASSET.id, symbol: 'SOL', name: SOL_ASSET.name, decimals: 9, icon: SOL_ASSET.icon ?? undefined, verified: true });
  // Network text: sanitised once here, so the card, the picker, toasts and titles show it inert.
  return withTrust({
    id: asset.id,
    symbol: tokenSymbol(asset.symbol),
    name: tokenName(asset.name),
    decimals: asset.decimals,
    icon: asset.icon ?? undefined,
    verified: isVerifiedToken(asset),
  });
};

const [, USDC, USDT] = BUILT_IN_TOKENS;

/** The well-known tokens the token picker always offers (with the wallet's holdings). */
export const WELL_KNOWN_TOKENS: readonly SwapAsset[] = [
  swapAssetOf(SOL_ASSET),
  USDC && swapAssetOf(USDC),
  USDT && swapAssetOf(USDT),
  withTrust({ id: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', symbol: 'JUP', name: 'Jupiter', decimals: 6, icon: undefined, verified: true }),
  withTrust({ id: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', symbol: 'Bonk', name: 'Bonk', decimals: 5, icon: undefined, verified: true }),
].filter((token): token is SwapAsset => token !== undefined);

export const isNativeSol = (token: Pick<SwapAsset, 'id'>): boolean => token.id === WRAPPED_SOL_MINT;

/**
 * The canonical swap URL of a pair (/swap/SOL-USDC; unverified tokens, and tokens whose symbol
 * several tokens share, by address).
 */
export const pairPath = (sell: SwapAsset, buy: SwapAsset, duplicatedSymbols: ReadonlySet<string> = new Set()): string =>
  swapPath(
    { id: sell.id, name: sell.name, symbol: sell.symbol, isVerified: sell.verified },
    { id: buy.id, name: buy.name, symbol: buy.symbol, isVerified: buy.verified },
    duplicatedSymbols,
  );

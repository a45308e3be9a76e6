import { tokenSymbol } from '@streams/market';
import type { PortfolioTokenInfo } from '@streams/schemas';
import { shortAddress } from '@/format/address';

export type TokenInfoMap = Readonly<Record<string, PortfolioTokenInfo>>;

/** The symbol the portfolio service gave for a mint, cleaned; the short mint when it gave none. */
export const symbolOf = (tokenInfo: TokenInfoMap, mint: string) => {
  const symbol = tokenInfo[mint]?.symbol;
  return symbol ? tokenSymbol(symbol) : shortAddress(mint);
};

export const iconOf = (tokenInfo: TokenInfoMap, mint: string) => tokenInfo[mint]?.logoURI ?? undefined;

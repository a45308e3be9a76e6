import type { z } from 'zod';
import type { walletAssetSchema } from '../../../streams/schemas';
import { uiAmountString } from '../../ledger/tokenLayout';
import { SOL_MINT } from '../../market/knownTokens';
import type { Market } from '../../market/market';
import type { OwnerBalances } from '../ledgerBalances';
import { priceOf, sum, valueOf } from './valuation';

/**
 * The Wallet element: every non-zero ledger balance valued at the market's price, the largest
 * first. Native SOL is the SOL mint with no ATA; wrapped SOL in an account is a token like any.
 */
type WalletAsset = z.input<typeof walletAssetSchema>;

const asset = (market: Market, mint: string, raw: bigint, decimals: number, ata: string | null): WalletAsset => {
  const amount = Number(uiAmountString(raw, decimals));
  const price = priceOf(market, mint);
  return {
    type: 'token',
    networkId: 'solana',
    value: valueOf(amount, price),
    data: { address: mint, amount, price, ata, rawAmount: raw.toString(), decimals },
  };
};

export const walletElement = (market: Market, balances: OwnerBalances) => {
  const assets = [
    ...(balances.lamports > 0n ? [asset(market, SOL_MINT, balances.lamports, 9, null)] : []),
    ...balances.accounts
      .filter((account) => account.amount > 0n)
      .map((account) => asset(market, account.mint, account.amount, account.decimals, account.address)),
  ].sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.data.address.localeCompare(b.data.address));
  return {
    label: 'Wallet' as const,
    type: 'multiple',
    networkId: 'solana',
    platformId: 'wallet-tokens',
    name: 'Wallet',
    value: sum(assets.map((item) => item.value ?? 0)),
    data: { assets },
  };
};

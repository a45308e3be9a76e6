import { tokenName, tokenSymbol } from '@streams/market';
import type { PerpPosition } from '@streams/portfolio';
import type { Asset } from '@streams/schemas';
import { shortAddress } from '@/format/address';
import { formatInteger, formatPercent, formatUsd, formatUsdCompact, formatUsdPrice } from '@/format/number';
import { marketName, positionLabel } from '@/features/perps/positionLabels';

export type Tone = 'up' | 'down' | 'neutral';

/**
 * What a share card says, every string already made safe: names and symbols through the token
 * text rules (controls and invisible characters removed, cut to length), numbers through the
 * app's formatters. The drawing only places and clips these strings.
 */
export interface ShareCard {
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
  readonly headline: string;
  readonly tone: Tone;
  readonly caption: string;
  readonly stats: readonly { readonly label: string; readonly value: string }[];
  readonly footer: string;
}

const toneOf = (value: number | null | undefined): Tone =>
  value === null || value === undefined || !Number.isFinite(value) || value === 0 ? 'neutral' : value > 0 ? 'up' : 'down';

/** A token: symbol and name, price and its 24 h change, market cap, liquidity, holders. */
export const tokenCard = (asset: Asset): ShareCard => {
  const change = asset.stats24h?.priceChange;
  return {
    eyebrow: asset.isVerified ? 'TOKEN · VERIFIED' : 'TOKEN',
    title: tokenSymbol(asset.symbol),
    subtitle: tokenName(asset.name),
    headline: formatUsdPrice(asset.usdPrice),
    tone: toneOf(change),
    caption: `${formatPercent(change)} in 24h`,
    stats: [
      { label: 'Market cap', value: formatUsdCompact(asset.mcap) },
      { label: 'Liquidity', value: formatUsdCompact(asset.liquidity) },
      { label: 'Holders', value: asset.holderCount === undefined || asset.holderCount === null ? '–' : formatInteger(asset.holderCount) },
    ],
    footer: shortAddress(asset.id),
  };
};

/** A perps position: market, side and leverage, its PnL, entry and mark. */
export const positionCard = (position: PerpPosition): ShareCard => ({
  eyebrow: 'PERPS POSITION',
  title: `${marketName(position)}-PERP`,
  subtitle: positionLabel(position),
  headline: formatPercent(position.pnlPercentage),
  tone: toneOf(position.pnlPercentage),
  caption: `PnL ${formatUsd(position.pnlUsd)}`,
  stats: [
    { label: 'Entry', value: formatUsdPrice(position.entryPrice) },
    { label: 'Mark', value: formatUsdPrice(position.currentPrice) },
    { label: 'Size', value: formatUsd(position.positionSize) },
  ],
  footer: shortAddress(position.positionKey),
});

/** The card in words: the canvas's accessible name. */
export const cardSummary = (card: ShareCard): string => `${card.title}, ${card.subtitle}: ${card.headline}, ${card.caption}`;

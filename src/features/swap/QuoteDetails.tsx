import type { QuoteResponse } from '@streams/schemas';
import {
  amountThreshold,
  formatSlippage,
  priceImpactPercent,
  quoteFees,
  quoteRate,
  quoteSlippagePercent,
  routeLabels,
  type SwapAsset,
  WELL_KNOWN_TOKENS,
} from '@streams/swap';
import { useState } from 'react';
import { Icon } from '@/components/icons';
import { shortAddress } from '@/format/address';
import { displayAmount } from './amountDisplay';
import { LandingFee } from './LandingFee';
import styles from './SwapPage.module.css';

const impactText = (percent: number) => (percent > 0 && percent < 0.01 ? '<0.01%' : `${percent.toFixed(2)}%`);
const impactTone = (percent: number) => (percent >= 5 ? styles.bad : percent >= 1 ? styles.warn : undefined);

interface QuoteDetailsProps {
  readonly quote: QuoteResponse;
  readonly input: SwapAsset;
  readonly output: SwapAsset;
  /** The auto profile: the service picked the slippage. */
  readonly autoSlippage: boolean;
}

/** The quote on screen: rate (invertible), minimum received, price impact, slippage, route, fees. */
export const QuoteDetails = ({ quote, input, output, autoSlippage }: QuoteDetailsProps) => {
  const [inverted, setInverted] = useState(false);
  const rate = quoteRate(quote, { input: input.decimals, output: output.decimals }, inverted);
  const threshold = amountThreshold(quote);
  const thresholdToken = threshold.kind === 'minimum-received' ? output : input;
  const impact = priceImpactPercent(quote);
  const fees = quoteFees(quote);
  const symbolOf = (mint: string) => [input, output, ...WELL_KNOWN_TOKENS].find((token) => token.id === mint);
  const feeTexts = [
    ...(fees.platformFee
      ? [
          `${displayAmount(fees.platformFee.amount, symbolOf(fees.platformFee.mint)?.decimals ?? 0)} ${symbolOf(fees.platformFee.mint)?.symbol ?? shortAddress(fees.platformFee.mint)} (${fees.platformFee.feeBps / 100}%)`,
        ]
      : []),
    ...fees.routeFees.map(({ mint, amount }) => {
      const token = symbolOf(mint);
      return token ? `${displayAmount(amount, token.decimals)} ${token.symbol}` : `${amount.toString()} ${shortAddress(mint)}`;
    }),
  ];
  const [from, to] = inverted ? [output, input] : [input, output];

  return (
    <dl className={styles.details} aria-label="Quote details">
      <div className={styles.detailRow}>
        <dt>Rate</dt>
        <dd>
          <button type="button" className={styles.rate} onClick={() => setInverted(!inverted)} aria-label="Invert rate" title="Invert rate">
            <span data-testid="quote-rate">{rate ? `1 ${from.symbol} ≈ ${rate.text} ${to.symbol}` : '–'}</span>
            <Icon name="swap" size={14} />
          </button>
        </dd>
      </div>
      <div className={styles.detailRow}>
        <dt>{threshold.kind === 'minimum-received' ? 'Minimum received' : 'Maximum sold'}</dt>
        <dd data-testid="quote-threshold">
          {displayAmount(threshold.amount, thresholdToken.decimals)} {thresholdToken.symbol}
        </dd>
      </div>
      <div className={styles.detailRow}>
        <dt>Price impact</dt>
        <dd className={impactTone(impact)}>{impactText(impact)}</dd>
      </div>
      <div className={styles.detailRow}>
        <dt>Slippage</dt>
        <dd>
          {autoSlippage ? 'Auto · ' : ''}
          {formatSlippage(quoteSlippagePercent(quote))}%
        </dd>
      </div>
      <div className={styles.detailRow}>
        <dt>Route</dt>
        <dd className={styles.route}>{routeLabels(quote).join(' → ')}</dd>
      </div>
      <div className={styles.detailRow}>
        <dt>Fees</dt>
        <dd>{feeTexts.length > 0 ? feeTexts.join(', ') : 'No platform fee'}</dd>
      </div>
      <LandingFee />
    </dl>
  );
};

import type { PerpsResolution } from '@streams/perps';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { NotFoundPage } from '@/features/errors/RouteError';
import { LazyCandleChart } from './LazyCandleChart';
import { MarketBar } from './MarketBar';
import { OrderPanel } from './OrderPanel';
import { marketOfParam } from './marketParam';
import styles from './PerpsPage.module.css';
import { PositionsPanel } from './PositionsPanel';
import { ResolutionPicker } from './ResolutionPicker';
import { useOwner } from './usePerpsData';
import { ChartCredit } from '@/components/ChartCredit';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/** /perps and /perps/{pair} (spec 000 §2, spec 001 §4): markets with live prices and the feed's health, candles with position lines, open positions. */
export const PerpsPage = () => {
  const market = marketOfParam(useParams().pair);
  const [resolution, setResolution] = useState<PerpsResolution>('5');
  const owner = useOwner();
  if (!market) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby="perps-title">
      <PageMeta title={`${market.symbol}-PERP · Perps`} description={`Trade ${market.symbol} perpetuals with live oracle prices.`} />
      <h1 id="perps-title" className="visually-hidden">
        Perps
      </h1>
      <MarketBar market={market} />
      <div className={styles.chartHead}>
        <span className={styles.chartTitle}>{market.symbol}/USD</span>
        <ResolutionPicker value={resolution} onChange={setResolution} />
      </div>
      <LazyCandleChart market={market} resolution={resolution} owner={owner} />
      <ChartCredit />
      <OrderPanel market={market} owner={owner} />
      <PositionsPanel owner={owner} />
      {/* Under the trading: a banner arriving late must not move the chart a trader is aiming at. */}
      <LazyBannerSlot slot="perps" />
    </section>
  );
};

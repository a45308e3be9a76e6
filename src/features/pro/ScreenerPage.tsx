import { stockIssuers } from '@streams/catalogues';
import type { Category } from '@streams/market';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { NotFoundPage } from '@/features/errors/RouteError';
import { ExploreView } from './ExploreView';
import styles from './ProPage.module.css';
import { useStockStats } from './useMarketStats';
import { useMoney } from '@/hooks/useMoney';

/**
 * Each issuer's list: xStocks and PreStocks have their own; Superstate's tokens are the stocks
 * list's tokens tagged 'superstate' (the tag every stock token carries for its issuer).
 */
const issuerList: Record<string, { readonly category: Category; readonly tag?: string }> = {
  xstocks: { category: 'xstocks' },
  prestocks: { category: 'prestocks' },
  superstate: { category: 'stocks', tag: 'superstate' },
};

/** The issuer's tokens together (GET /v1/stocks/stats): how many, their 24h volume and market cap. */
const StockSummary = ({ issuer }: { readonly issuer: string }) => {
  const state = useStockStats(issuer);
  const money = useMoney();
  if (state.status !== 'ready' || !state.value) return null;
  return (
    <p className={styles.subtitle} data-testid="stock-stats">
      {state.value.count} tokens · {money.compact(state.value.volume24h)} 24h volume · {money.compact(state.value.mcap)} market cap
    </p>
  );
};

/** /pro/screener/{issuer}: an issuer's stock tokens with their gap to the share price. */
export const ScreenerPage = () => {
  const symbol = (useParams().symbol ?? '').toLowerCase();
  const issuer = stockIssuers.find((candidate) => candidate.id === symbol);
  const list = issuerList[symbol];
  if (!issuer || !list) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby="screener-title">
      <PageMeta title={`Screener · ${issuer.label}`} description={`Stock tokens issued by ${issuer.label}.`} />
      <h1 id="screener-title" className={styles.title}>
        {issuer.label} screener
      </h1>
      <StockSummary issuer={issuer.id} />
      <ExploreView tabs={[list.category]} defaultTab={list.category} {...(list.tag ? { tag: list.tag } : {})} stockDelta />
    </section>
  );
};

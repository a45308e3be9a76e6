import { stockIssuers } from '@streams/catalogues/launchpads';
import type { Category } from '@streams/market/categories';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { NotFoundPage } from '@/features/errors/RouteError';
import { ExploreView } from './ExploreView';
import styles from './ProPage.module.css';

const issuerList: Record<string, Category> = { xstocks: 'xstocks', prestocks: 'prestocks', superstate: 'stocks' };

/** /pro/screener/{issuer}: an issuer's stock tokens with their gap to the share price. */
export const ScreenerPage = () => {
  const symbol = (useParams().symbol ?? '').toLowerCase();
  const issuer = stockIssuers.find((candidate) => candidate.id === symbol);
  const category = issuerList[symbol];
  if (!issuer || !category) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby="screener-title">
      <PageMeta title={`Screener · ${issuer.label}`} description={`Stock tokens issued by ${issuer.label}.`} />
      <h1 id="screener-title" className={styles.title}>
        {issuer.label} screener
      </h1>
      <ExploreView tabs={[category]} defaultTab={category} stockDelta />
    </section>
  );
};

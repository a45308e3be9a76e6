import { launchpadBySlug, launchpads } from '@streams/catalogues';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { NotFoundPage } from '@/features/errors/RouteError';
import { ExploreView } from './ExploreView';
import styles from './ProPage.module.css';
import { useLaunchpadStats } from './useMarketStats';
import { useMoney } from '@/hooks/useMoney';

/** /pro/launchpads: the ranked registry with each one's last 24 hours, then the launchpads' tokens by volume. */
export const LaunchpadsPage = () => {
  const stats = useLaunchpadStats();
  const money = useMoney();
  return (
    <section className={styles.page} aria-labelledby="launchpads-title">
      <PageMeta title="Launchpads" description="Tokens by launchpad." />
      <h1 id="launchpads-title" className={styles.title}>
        Launchpads
      </h1>
      <ol className={styles.launchpadGrid} aria-label="Launchpads by rank">
        {launchpads.map((launchpad, rank) => (
          <li key={launchpad.id}>
            <Link to={`/pro/launchpads/${launchpad.slug}`} className={styles.launchpadCard}>
              <span className={styles.monogram} style={{ background: launchpad.color }} aria-hidden="true">
                {launchpad.icon}
              </span>
              <span className={styles.cardText}>
                <span className={styles.cardLabel}>{launchpad.label}</span>
                <span className={styles.cardMeta}>
                  #{rank + 1}
                  {launchpad.bondingCurveSupported ? '' : ' · no bonding curve'}
                </span>
                {stats.has(launchpad.id) && (
                  <span className={styles.cardMeta} data-testid={`launchpad-stats-${launchpad.slug}`}>
                    {stats.get(launchpad.id)?.newTokens24h ?? 0} new · {stats.get(launchpad.id)?.graduated24h ?? 0} graduated ·{' '}
                    {money.compact(stats.get(launchpad.id)?.volume24h)} 24h vol
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
      <ExploreView tabs={['launchpads', 'recent', 'aboutToGraduate', 'graduated']} defaultTab="launchpads" />
    </section>
  );
};

/** /pro/launchpads/{slug}: one launchpad's new, graduating, graduated and top tokens. */
export const LaunchpadPage = () => {
  const launchpad = launchpadBySlug(useParams().slug ?? '');
  if (!launchpad) return <NotFoundPage />;
  return (
    <section className={styles.page} aria-labelledby="launchpad-title">
      <PageMeta title={`Launchpad · ${launchpad.label}`} description={`Tokens launched on ${launchpad.label}.`} />
      <h1 id="launchpad-title" className={styles.title}>
        {launchpad.label}
      </h1>
      <p className={styles.subtitle}>{launchpad.bondingCurveSupported ? 'Bonding-curve launchpad' : 'Launches straight into a pool (no bonding curve)'}</p>
      <ExploreView tabs={['recent', 'aboutToGraduate', 'graduated', 'launchpads']} defaultTab="recent" launchpad={launchpad.id} />
    </section>
  );
};

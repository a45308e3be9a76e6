import { PageMeta } from '@/components/PageMeta';
import styles from './ProPage.module.css';
import { ExploreView } from './ExploreView';
import { exploreTabs } from './categoryLabels';
import { exploreDefaultTab } from './landingList';

/** /pro: every live list, Cooking first. /pro/hunt opens Alphascan. */
export const ExplorePage = ({ hunt = false }: { readonly hunt?: boolean }) => (
  <section className={styles.page} aria-labelledby="pro-title">
    <PageMeta title={hunt ? 'Pro · Alphascan' : 'Pro · Explore'} description="Live token lists for active traders." />
    <h1 id="pro-title" className={styles.title}>
      {hunt ? 'Alphascan' : 'Explore'}
    </h1>
    <ExploreView tabs={exploreTabs} defaultTab={exploreDefaultTab(hunt)} />
  </section>
);

export const HuntPage = () => <ExplorePage hunt />;

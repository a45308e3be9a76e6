import { PageMeta } from '@/components/PageMeta';
import styles from './Lend.module.css';
import { LendRegistry } from './LendRegistry';
import { LendTabs } from './LendTabs';
import { VaultTable } from './VaultTable';

/** /lend and /lend/earn (spec 000 §1): the earn vaults. */
export const LendPage = () => (
  <section className={styles.page} aria-labelledby="lend-title">
    <PageMeta title="Lend · Earn" description="Supply tokens and earn yield." />
    <div className={styles.head}>
      <h1 id="lend-title" className={styles.title}>
        Lend · Earn
      </h1>
      <LendTabs />
    </div>
    <LendRegistry />
    <div className={styles.panel}>
      <VaultTable />
    </div>
  </section>
);

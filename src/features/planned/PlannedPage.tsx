import { useParams } from 'react-router';
import { type RouteMeta, fillTitle } from '@/app/routeTable';
import { PageMeta } from '@/components/PageMeta';
import styles from './PlannedPage.module.css';
import type { BannerSlot as BannerSlotName } from '@streams/network';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/** The product banner slots of pages still to come (spec 000 §2: perps-loan, bridge). */
const slotOf = (path: string): BannerSlotName | undefined => (path === '/perps/jlp-loans' ? 'perps-loan' : path.startsWith('/onboard') ? 'bridge' : undefined);

/** A route whose feature is still to come: its title, and what the page will hold (and its product's banner). */
export const PlannedPage = ({ meta }: { readonly meta: RouteMeta }) => {
  const title = fillTitle(meta.title, useParams());
  const slot = slotOf(meta.path);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageMeta title={title} description={meta.description} />
      {slot && <LazyBannerSlot slot={slot} />}
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{meta.description}</p>
      {meta.planned && (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>Coming to this page</h2>
          <ul className={styles.list}>
            {meta.planned.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
};

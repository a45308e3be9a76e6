import { PageMeta } from '@/components/PageMeta';
import styles from './Orders.module.css';
import { RecurringForm } from './RecurringForm';
import { RecurringOrders } from './RecurringOrders';
import { useConnectedAddress } from './useOrders';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/** /recurring (spec 001 §2.1; issue 14 item 4): the recurring order form beside the wallet's orders. */
export const RecurringPage = () => {
  const address = useConnectedAddress();
  return (
    <div className={styles.page}>
      <PageMeta title="Recurring" description="Dollar-cost average into a token on a schedule." />
      <LazyBannerSlot slot="dca" />
      <RecurringForm address={address} />
      <RecurringOrders address={address} />
    </div>
  );
};

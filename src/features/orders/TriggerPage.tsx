import { PageMeta } from '@/components/PageMeta';
import styles from './Orders.module.css';
import { TriggerForm } from './TriggerForm';
import { TriggerOrders } from './TriggerOrders';
import { useConnectedAddress } from './useOrders';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/** /trigger (spec 001 §2.1; issue 14 item 3): the limit order form beside the wallet's orders. */
export const TriggerPage = () => {
  const address = useConnectedAddress();
  return (
    <div className={styles.page}>
      <PageMeta title="Limit Order" description="Buy or sell at the price you choose." />
      <LazyBannerSlot slot="limit" />
      <TriggerForm address={address} />
      <TriggerOrders address={address} />
    </div>
  );
};

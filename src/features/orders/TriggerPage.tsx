import { PageMeta } from '@/components/PageMeta';
import styles from './Orders.module.css';
import { TriggerForm } from './TriggerForm';
import { TriggerOrders } from './TriggerOrders';
import { useConnectedAddress } from './useOrders';
import { LazyBannerSlot } from '@/features/network/LazyBannerSlot';

/** /trigger (spec 001 §2.1; issue 14 item 3, issue 29 item 5): the pair's chart beside the limit order form, the wallet's orders below. */
export const TriggerPage = () => {
  const address = useConnectedAddress();
  return (
    <div className={styles.triggerPage}>
      <PageMeta title="Limit Order" description="Buy or sell at the price you choose." />
      <div className={styles.bannerArea}>
        <LazyBannerSlot slot="limit" />
      </div>
      <TriggerForm address={address} />
      <div className={styles.triggerOrders}>
        <TriggerOrders address={address} />
      </div>
    </div>
  );
};

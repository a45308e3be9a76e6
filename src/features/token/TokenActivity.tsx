import type { Asset } from '@streams/schemas';
import { useState } from 'react';
import pills from '@/components/Pills.module.css';
import { HoldersList } from './HoldersList';
import styles from './TokenPage.module.css';
import { TradesList } from './TradesList';

type Tab = 'trades' | 'holders';

/** The token page's activity: live trades, or the top holders (fetched when the tab opens). */
export const TokenActivity = ({ asset }: { readonly asset: Asset }) => {
  const [tab, setTab] = useState<Tab>('trades');
  return (
    <section className={styles.activity} aria-label="Activity">
      <div className={pills.pills} role="tablist" aria-label="Activity">
        {(['trades', 'holders'] as const).map((value) => (
          <button key={value} type="button" role="tab" className={pills.pill} aria-selected={tab === value} onClick={() => setTab(value)}>
            {value === 'trades' ? 'Trades' : 'Holders'}
          </button>
        ))}
      </div>
      {tab === 'trades' ? (
        <TradesList tokenId={asset.id} titled={false} />
      ) : (
        <section className={styles.card} aria-label="Holders">
          <HoldersList asset={asset} />
        </section>
      )}
    </section>
  );
};

import { AppOrExternalLink } from '@/components/AppOrExternalLink';
import type { Activity, ActivityFeed, ScrollPosition } from '@streams/portfolio';
import type { ActivityProduct, PerpsActivity, SwapActivity } from '@streams/schemas';
import { useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Subject } from 'rxjs';
import { shortAddress } from '@/format/address';
import { formatNumber, formatUsd } from '@/format/number';
import pills from '@/components/Pills.module.css';
import styles from './ActivityTab.module.css';
import { formatActivityTime } from './formatTime';
import { useTokenSymbol } from './useTokenSymbol';
import { useActivities } from './useActivities';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';

const products: readonly { id: ActivityProduct; label: string }[] = [
  { id: 'SWAP', label: 'Market' },
  { id: 'LO', label: 'Trigger' },
  { id: 'DCA', label: 'Recurring' },
  { id: 'PERPS', label: 'Perps' },
];

const loading: ActivityFeed = { items: [], status: 'loading' };

/**
 * Activity (spec 000 §2): product pills and an infinite list. Scrolling within 10 px of the
 * end asks for the next page (T04, in the streams); a new pill is a new feed from page 1.
 */
export const ActivityTab = ({ address }: { readonly address: string }) => {
  const activities = useActivities();
  const [product, setProduct] = useState<ActivityProduct>('SWAP');
  const list = useRef<HTMLDivElement>(null);
  const scrolls = useMemo(() => new Subject<ScrollPosition>(), []);
  const feed$ = useMemo(() => activities.feed(address, product, activities.moreOnScroll(scrolls)), [activities, address, product, scrolls]);
  const feed = useObservableState(feed$, loading);

  const report = () => {
    const element = list.current;
    if (element) scrolls.next({ scrollTop: element.scrollTop, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight });
  };
  // A first page shorter than the list cannot be scrolled: report the position once it renders.
  useEffect(() => {
    if (feed.status === 'ready') report();
  });

  return (
    <div className={styles.activity}>
      <div className={pills.pills} role="tablist" aria-label="Activity type">
        {products.map((entry) => (
          <button key={entry.id} type="button" role="tab" aria-selected={product === entry.id} className={pills.pill} onClick={() => setProduct(entry.id)}>
            {entry.label}
          </button>
        ))}
      </div>
      <div ref={list} className={styles.list} onScroll={report} data-testid="activity-list">
        {feed.items.length > 0 && (
          <ul className={styles.items}>
            {feed.items.map((activity) => (
              <ActivityItem
                key={activity.kind === 'swap' ? `${activity.item.txHash}:${activity.item.action}` : activity.item.txId}
                activity={activity}
                product={product}
              />
            ))}
          </ul>
        )}
        <p className={styles.status} aria-live="polite">
          {feed.status === 'loading' && 'Loading activities...'}
          {feed.status === 'loadingMore' && 'Loading more...'}
          {feed.status === 'end' && (feed.items.length === 0 ? 'No activities found' : 'End of list')}
          {feed.status === 'error' && (feed.items.length === 0 ? 'Failed to fetch user activities' : 'Could not load more activities')}
        </p>
      </div>
    </div>
  );
};

const ActivityItem = ({ activity, product }: { readonly activity: Activity; readonly product: ActivityProduct }) =>
  activity.kind === 'swap' ? <SwapItem item={activity.item} product={product} /> : <PerpsItem item={activity.item} />;

/** Where a trade's row leads (spec 000 §1): its product's page with its from and to tokens. */
export const activityLink = (product: ActivityProduct, item: Pick<SwapActivity, 'action' | 'inputMint' | 'outputMint'>): string | undefined => {
  if (item.action === 'Send' || item.action === 'Receive' || !item.inputMint || !item.outputMint) return undefined;
  const pair = new URLSearchParams({ from: item.inputMint, to: item.outputMint }).toString();
  if (product === 'LO') return `/trigger?${pair}`;
  if (product === 'DCA') return `/recurring?${pair}`;
  if (product === 'SWAP') return `/swap/${item.inputMint}-${item.outputMint}`;
  return undefined;
};

const TxLink = ({ signature }: { readonly signature: string }) => {
  const explorer = useExplorerLinks();
  return (
    <AppOrExternalLink className={styles.tx} href={explorer.tx(signature)} label={`Transaction ${shortAddress(signature)} on the explorer`}>
      {shortAddress(signature)}
    </AppOrExternalLink>
  );
};

const SwapItem = ({ item, product }: { readonly item: SwapActivity; readonly product: ActivityProduct }) => {
  const input = useTokenSymbol(item.inputMint);
  const output = useTokenSymbol(item.outputMint);
  const inAmount = formatNumber(Number(item.inputAmount));
  const outAmount = formatNumber(Number(item.outputAmount));
  let title: string;
  if (item.action === 'Send') title = `Sent ${inAmount} ${input}`;
  else if (item.action === 'Receive') title = `Received ${outAmount} ${output}`;
  else title = `${item.action} ${inAmount} ${input} → ${outAmount} ${output}`;
  const counterparty = item.counterparty ? `${item.action === 'Receive' ? 'from' : 'to'} ${shortAddress(item.counterparty)}` : item.platform;
  const usd = item.inputUsd ?? item.outputUsd;
  const link = activityLink(product, item);
  return (
    <li className={styles.item}>
      {link ? (
        <Link className={styles.title} to={link}>
          {title}
        </Link>
      ) : (
        <span className={styles.title}>{title}</span>
      )}
      <span className={styles.value}>{usd === null || usd === undefined ? '' : formatUsd(usd)}</span>
      <span className={styles.meta}>
        {formatActivityTime(item.timestamp * 1000)}
        {counterparty && ` · ${counterparty}`}
      </span>
      <TxLink signature={item.txHash} />
    </li>
  );
};

/** A perps trade's market page: /perps/{market mint}-{collateral mint} (spec 000 §1). */
export const perpsActivityLink = (item: Pick<PerpsActivity, 'mint' | 'collateralMint'>): string | undefined =>
  item.mint ? `/perps/${item.mint}-${item.collateralMint ?? item.mint}` : undefined;

const PerpsItem = ({ item }: { readonly item: PerpsActivity }) => {
  const symbol = useTokenSymbol(item.mint);
  const title = (
    <>
      {[item.requestType, item.side, symbol].filter(Boolean).join(' ')}
      {item.sizeUsd !== null && item.sizeUsd !== undefined && ` · ${formatUsd(item.sizeUsd)}`}
    </>
  );
  const link = perpsActivityLink(item);
  return (
    <li className={styles.item}>
      {link ? (
        <Link className={styles.title} to={link}>
          {title}
        </Link>
      ) : (
        <span className={styles.title}>{title}</span>
      )}
      <span className={item.pnlUsd !== null && item.pnlUsd !== undefined && item.pnlUsd < 0 ? styles.down : styles.value}>
        {item.pnlUsd === null || item.pnlUsd === undefined ? '' : formatUsd(item.pnlUsd)}
      </span>
      <span className={styles.meta}>{formatActivityTime(item.createdAt * 1000)}</span>
      <TxLink signature={item.txId} />
    </li>
  );
};

import { AppOrExternalLink } from '@/components/AppOrExternalLink';
import type { ActivityRow, ActivityView, ScrollPosition } from '@streams/portfolio';
import type { ActivityProduct, PerpsActivity, SwapActivity } from '@streams/schemas';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Subject, distinctUntilChanged, map } from 'rxjs';
import { shortAddress } from '@/format/address';
import { formatNumber, formatUsd } from '@/format/number';
import pills from '@/components/Pills.module.css';
import styles from './ActivityTab.module.css';
import { formatActivityTime } from './formatTime';
import { useTokenSymbol } from './useTokenSymbol';
import { useActivities, useDrawerSettings } from './useActivities';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';

const products: readonly { id: ActivityProduct; label: string }[] = [
  { id: 'SWAP', label: 'Market' },
  { id: 'LO', label: 'Trigger' },
  { id: 'DCA', label: 'Recurring' },
  { id: 'PERPS', label: 'Perps' },
];

const loading: ActivityView = { rows: [], status: 'loading', hidden: 0 };

/**
 * Activity (spec 000 §2): product pills and an infinite list. Scrolling within 10 px of the
 * end asks for the next page (T04, in the streams); a new pill is a new feed from page 1. Every
 * row shows what it moved in USD (at today's price when the service sent none, and marked so);
 * spam and failed transactions can be hidden (drawer settings, kept).
 */
export const ActivityTab = ({ address }: { readonly address: string }) => {
  const activities = useActivities();
  const drawerSettings = useDrawerSettings();
  const settings = useObservableEagerState(drawerSettings.value$);
  const [product, setProduct] = useState<ActivityProduct>('SWAP');
  const list = useRef<HTMLDivElement>(null);
  const scrolls = useMemo(() => new Subject<ScrollPosition>(), []);
  const filters$ = useMemo(
    () =>
      drawerSettings.value$.pipe(
        map((value) => ({ hideSpam: value.hideSpamActivity, hideFailed: value.hideFailedActivity })),
        distinctUntilChanged((a, b) => a.hideSpam === b.hideSpam && a.hideFailed === b.hideFailed),
      ),
    [drawerSettings],
  );
  const feed$ = useMemo(
    () => activities.view(activities.feed(address, product, activities.moreOnScroll(scrolls)), filters$),
    [activities, address, product, scrolls, filters$],
  );
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
      <div className={styles.filters}>
        <label>
          <input type="checkbox" checked={settings.hideSpamActivity} onChange={(event) => drawerSettings.update({ hideSpamActivity: event.target.checked })} />
          Hide spam
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.hideFailedActivity}
            onChange={(event) => drawerSettings.update({ hideFailedActivity: event.target.checked })}
          />
          Hide failed
        </label>
        {feed.hidden > 0 && <span className={styles.meta}>{feed.hidden} hidden</span>}
      </div>
      <div ref={list} className={styles.list} onScroll={report} data-testid="activity-list">
        {feed.rows.length > 0 && (
          <ul className={styles.items}>
            {feed.rows.map((row) => (
              <ActivityItem
                key={row.activity.kind === 'swap' ? `${row.activity.item.txHash}:${row.activity.item.action}` : row.activity.item.txId}
                row={row}
                product={product}
              />
            ))}
          </ul>
        )}
        <p className={styles.status} aria-live="polite">
          {feed.status === 'loading' && 'Loading activities...'}
          {feed.status === 'loadingMore' && 'Loading more...'}
          {feed.status === 'end' && (feed.rows.length === 0 ? 'No activities found' : 'End of list')}
          {feed.status === 'error' && (feed.rows.length === 0 ? 'Failed to fetch user activities' : 'Could not load more activities')}
        </p>
      </div>
    </div>
  );
};

const ActivityItem = ({ row, product }: { readonly row: ActivityRow; readonly product: ActivityProduct }) =>
  row.activity.kind === 'swap' ? <SwapItem item={row.activity.item} row={row} product={product} /> : <PerpsItem item={row.activity.item} row={row} />;

/** A row's USD value; one at today's price says so. */
const RowValue = ({ row }: { readonly row: ActivityRow }) => (
  <span className={row.failed ? styles.down : styles.value} title={row.usdNow ? 'At today’s price: the service sent no value for this trade' : undefined}>
    {row.failed && 'Failed · '}
    {row.usd === undefined ? '–' : `${row.usdNow ? '≈ ' : ''}${formatUsd(row.usd)}`}
  </span>
);

/** Where a trade's row leads (spec 000 §1): its product's page with its from and to tokens. */
export const activityLink = (product: ActivityProduct, item: Pick<SwapActivity, 'action' | 'inputMint' | 'outputMint'>): string | undefined => {
  if (item.action === 'Deposit' || item.action === 'Withdraw') return '/lend/earn';
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

const SwapItem = ({ item, row, product }: { readonly item: SwapActivity; readonly row: ActivityRow; readonly product: ActivityProduct }) => {
  const input = useTokenSymbol(item.inputMint);
  const output = useTokenSymbol(item.outputMint);
  const inAmount = formatNumber(Number(item.inputAmount));
  const outAmount = formatNumber(Number(item.outputAmount));
  let title: string;
  // A Lend deposit or withdrawal reads as one, in the vault's token (the shares are its receipt).
  if (item.action === 'Deposit') title = `Deposited ${inAmount} ${input} to Lend`;
  else if (item.action === 'Withdraw') title = `Withdrew ${outAmount} ${output} from Lend`;
  else if (item.action === 'Send') title = `Sent ${inAmount} ${input}`;
  else if (item.action === 'Receive') title = `Received ${outAmount} ${output}`;
  else title = `${item.action} ${inAmount} ${input} → ${outAmount} ${output}`;
  const counterparty = item.counterparty ? `${item.action === 'Receive' ? 'from' : 'to'} ${shortAddress(item.counterparty)}` : item.platform;
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
      <RowValue row={row} />
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

const PerpsItem = ({ item, row }: { readonly item: PerpsActivity; readonly row: ActivityRow }) => {
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
      {/* The PnL of a close; an open or change is worth its size. */}
      <span className={item.pnlUsd != null && item.pnlUsd < 0 ? styles.down : styles.value} title={item.pnlUsd != null ? 'Realised PnL' : 'Position size'}>
        {row.usd === undefined ? '–' : formatUsd(row.usd)}
      </span>
      <span className={styles.meta}>{formatActivityTime(item.createdAt * 1000)}</span>
      <TxLink signature={item.txId} />
    </li>
  );
};

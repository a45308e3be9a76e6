import type { ResourceState } from '@streams/core';
import type { Portfolio } from '@streams/portfolio';
import type { ReactNode } from 'react';
import { HoldingsList } from '@/features/profile/HoldingsList';
import { LendSection } from '@/features/profile/LendSection';
import { OrdersSection } from '@/features/profile/OrdersSection';
import { PerpsSection } from '@/features/profile/PerpsSection';
import { useHoldingRows } from '@/features/profile/useProfileData';
import { useMoney } from '@/hooks/useMoney';
import styles from './Portfolio.module.css';

const Panel = ({
  id,
  title,
  value,
  wide,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly value?: number | undefined;
  readonly wide?: boolean;
  readonly children: ReactNode;
}) => {
  const money = useMoney();
  return (
    <section className={`${styles.panel} ${wide ? styles.wide : ''}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelHead}>
        {title}
        {value !== undefined && <span className={styles.value}>{money.value(value)}</span>}
      </h2>
      {children}
    </section>
  );
};

/** Every section of an address's portfolio: holdings with prices, orders, perps and lend; cancels only for one's own wallet. */
export const PortfolioSections = ({
  address,
  portfolio,
  own,
}: {
  readonly address: string;
  readonly portfolio: ResourceState<Portfolio>;
  readonly own: boolean;
}) => {
  const holdings = useHoldingRows(address);
  const value = portfolio.status === 'ready' ? portfolio.value : portfolio.status === 'error' ? portfolio.last?.value : undefined;
  const rows = holdings.status === 'ready' ? holdings.rows : [];
  const pending = <p className={styles.notice}>{portfolio.status === 'loading' ? 'Loading portfolio...' : 'Portfolio not found'}</p>;
  return (
    <div className={styles.grid}>
      <Panel id="pf-holdings" title="Holdings" value={holdings.status === 'ready' ? holdings.totalUsd : undefined} wide>
        <HoldingsList view={holdings} rows={rows} />
      </Panel>
      <Panel id="pf-trigger" title="Limit Orders" value={value?.limitOrder.totalWorth}>
        {value ? <OrdersSection kind="trigger" orders={value.limitOrder.activeOrders} tokenInfo={value.tokenInfo} readOnly={!own} /> : pending}
      </Panel>
      <Panel id="pf-recurring" title="Recurring Orders" value={value ? value.dollarCostAverage.totalWorth + value.valueAverage.totalWorth : undefined}>
        {value ? (
          <OrdersSection
            kind="recurring"
            orders={[...value.dollarCostAverage.activeOrders, ...value.valueAverage.activeOrders]}
            tokenInfo={value.tokenInfo}
            readOnly={!own}
          />
        ) : (
          pending
        )}
      </Panel>
      <Panel id="pf-perps" title="Perps" value={value?.perpetual.totalWorth}>
        {value ? <PerpsSection owner={address} positions={value.perpetual.openedPositions} tokenInfo={value.tokenInfo} /> : pending}
      </Panel>
      <Panel id="pf-lend" title="Lend" value={value?.lend.totalWorth}>
        {value ? <LendSection lend={value.lend} tokenInfo={value.tokenInfo} /> : pending}
      </Panel>
    </div>
  );
};

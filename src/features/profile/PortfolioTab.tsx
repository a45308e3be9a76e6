import type { ResourceState } from '@streams/core';
import { type Portfolio, valueFilterMinimum } from '@streams/portfolio';
import { useState } from 'react';
import { HoldingsList } from './HoldingsList';
import { LendSection } from './LendSection';
import { OrdersSection } from './OrdersSection';
import { PerpsSection } from './PerpsSection';
import styles from './PortfolioTab.module.css';
import { type SectionId, portfolioSections } from './portfolioSections';
import { useDrawerSettings, useHoldingRows } from './useProfileData';

/** Portfolio: Holdings, Trigger, Recurring, Perps and Lend, each with its count. */
export const PortfolioTab = ({ address, portfolio }: { readonly address: string; readonly portfolio: ResourceState<Portfolio> }) => {
  const [section, setSection] = useState<SectionId>('holdings');
  const holdings = useHoldingRows(address);
  const [settings] = useDrawerSettings();
  const minimum = valueFilterMinimum[settings.holdingsValueFilter];
  const shownRows = holdings.status === 'ready' ? holdings.rows.filter((row) => minimum === 0 || (row.usdValue ?? 0) > minimum) : [];
  const value = portfolio.status === 'ready' ? portfolio.value : undefined;
  const sections = portfolioSections(value, shownRows.length, holdings.status === 'ready' ? holdings.totalUsd : 0);

  return (
    <div className={styles.tab}>
      <div className={styles.sections} role="tablist" aria-label="Portfolio sections">
        {sections.map((entry) => (
          <button key={entry.id} type="button" role="tab" aria-selected={section === entry.id} className={styles.section} onClick={() => setSection(entry.id)}>
            {entry.label}
            <span className={styles.count}>{entry.count}</span>
          </button>
        ))}
      </div>
      {section === 'holdings' && <HoldingsList view={holdings} rows={shownRows} />}
      {section !== 'holdings' && !value && <p className={styles.notice}>{portfolio.status === 'loading' ? 'Loading portfolio...' : 'Portfolio not found'}</p>}
      {section === 'trigger' && value && <OrdersSection kind="trigger" orders={value.limitOrder.activeOrders} tokenInfo={value.tokenInfo} />}
      {section === 'recurring' && value && (
        <OrdersSection kind="recurring" orders={[...value.dollarCostAverage.activeOrders, ...value.valueAverage.activeOrders]} tokenInfo={value.tokenInfo} />
      )}
      {section === 'perps' && value && <PerpsSection owner={address} positions={value.perpetual.openedPositions} tokenInfo={value.tokenInfo} />}
      {section === 'lend' && value && <LendSection lend={value.lend} tokenInfo={value.tokenInfo} />}
    </div>
  );
};

import type { Portfolio } from '@streams/portfolio';

export type SectionId = 'holdings' | 'trigger' | 'recurring' | 'perps' | 'lend';

export interface Section {
  readonly id: SectionId;
  readonly label: string;
  readonly count: number;
  readonly value: number;
}

/**
 * The Portfolio sub-tabs (spec 000 §2): Holdings first, the rest ordered by USD value,
 * largest first (ties keep the spec's order).
 */
export const portfolioSections = (portfolio: Portfolio | undefined, holdingsCount: number, holdingsValue: number): Section[] => {
  const recurring = portfolio ? [...portfolio.dollarCostAverage.activeOrders, ...portfolio.valueAverage.activeOrders] : [];
  const others: Section[] = [
    { id: 'trigger', label: 'Trigger', count: portfolio?.limitOrder.activeOrders.length ?? 0, value: portfolio?.limitOrder.totalWorth ?? 0 },
    {
      id: 'recurring',
      label: 'Recurring',
      count: recurring.length,
      value: (portfolio?.dollarCostAverage.totalWorth ?? 0) + (portfolio?.valueAverage.totalWorth ?? 0),
    },
    { id: 'perps', label: 'Perps', count: portfolio?.perpetual.openedPositions.length ?? 0, value: portfolio?.perpetual.totalWorth ?? 0 },
    { id: 'lend', label: 'Lend', count: portfolio?.lend.totalPositions ?? 0, value: portfolio?.lend.totalWorth ?? 0 },
  ];
  return [{ id: 'holdings', label: 'Holdings', count: holdingsCount, value: holdingsValue }, ...others.sort((a, b) => b.value - a.value)];
};

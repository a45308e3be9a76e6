import { spendableSol } from '@streams/swap';
import { type BorrowPosition, loanHealth } from '@streams/lend';
import { useState } from 'react';
import { toBaseUnits } from '@/components/amount/baseUnits';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { useLiveStale } from '@/hooks/useLiveStale';
import { formatUsd } from '@/format/number';
import { useTxCommand } from '@/hooks/useTxCommand';
import { AmountForm } from './AmountForm';
import { HealthBadge } from './HealthBadge';
import styles from './Lend.module.css';
import { formatTokens } from './lendFormat';
import { useHeld, useLend, useLendBusy, useLivePrice } from './useLend';

type Action = 'borrow' | 'repay' | 'supply' | 'withdraw';
const ACTIONS: readonly { readonly id: Action; readonly label: string }[] = [
  { id: 'borrow', label: 'Borrow' },
  { id: 'repay', label: 'Repay' },
  { id: 'supply', label: 'Add collateral' },
  { id: 'withdraw', label: 'Withdraw collateral' },
];

/** One loan: collateral, debt and health marked to live prices; borrow, repay, add or withdraw collateral. */
export const LoanCard = ({ position, owner }: { readonly position: BorrowPosition; readonly owner: string }) => {
  const lend = useLend();
  const busy = useLendBusy();
  const { running, follow } = useTxCommand();
  const [action, setAction] = useState<Action>('borrow');
  const { vault } = position;
  const supply = vault.supplyToken;
  const debt = vault.borrowToken;
  const supplyPrice = useLivePrice(supply.address);
  const debtPrice = useLivePrice(debt.address);
  const health = loanHealth(position, supplyPrice, debtPrice);
  // Marked to the market socket's ticks: stale while it is not live, the same mark as every live price.
  const live = useLiveStale();
  const marked = (value: number | undefined) => (
    <FlashValue value={value}>
      <StaleMark stale={value !== undefined && live.stale} reason={live.reason}>
        {formatUsd(value)}
      </StaleMark>
    </FlashValue>
  );
  const sol = useHeld(owner, supply.address);
  const debtHeld = useHeld(owner, debt.address);
  const borrowable = debtPrice ? toBaseUnits(((health.borrowableUsd / debtPrice) * 0.999).toFixed(debt.decimals), debt.decimals) : undefined;
  const owed = BigInt(position.borrow);
  const limits: Record<Action, { limit: bigint | undefined; label: string; over: string; symbol: string; decimals: number }> = {
    borrow: { limit: borrowable, label: 'Available', over: 'Over your borrow limit', symbol: debt.symbol, decimals: debt.decimals },
    repay: {
      limit: debtHeld === undefined ? undefined : debtHeld < owed ? debtHeld : owed,
      label: 'Owed',
      over: `More than you owe or hold`,
      symbol: debt.symbol,
      decimals: debt.decimals,
    },
    supply: {
      limit: sol === undefined ? undefined : spendableSol(sol),
      label: 'Balance',
      over: `Insufficient ${supply.symbol} balance`,
      symbol: supply.symbol,
      decimals: supply.decimals,
    },
    withdraw: { limit: BigInt(position.supply), label: 'Supplied', over: 'More than supplied', symbol: supply.symbol, decimals: supply.decimals },
  };
  const current = limits[action];
  const submit = (amount: bigint, all: boolean) => {
    const signed = { borrow: [0n, amount], repay: [0n, all ? -(owed + owed / 100n + 1n) : -amount], supply: [amount, 0n], withdraw: [-amount, 0n] }[action];
    const label = `${ACTIONS.find((entry) => entry.id === action)?.label ?? ''} ${current.symbol}`.trim();
    follow(
      lend.operate({
        vaultId: position.vaultId,
        positionId: position.id,
        supply,
        borrow: debt,
        collateral: signed[0] ?? 0n,
        debt: signed[1] ?? 0n,
        repayAll: action === 'repay' && all,
        label,
      }),
    );
  };
  return (
    <li className={styles.panel} data-testid={`loan-${position.id}`}>
      <div className={styles.row}>
        <span className={styles.asset}>
          <TokenIcon icon={supply.logoUrl} size={24} /> {supply.symbol} → {debt.symbol}
        </span>
        <HealthBadge healthRatio={health.healthRatio} />
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Collateral</dt>
          <dd>{formatTokens(BigInt(position.supply), supply.decimals, supply.symbol)}</dd>
          <span className={styles.muted}>{marked(health.collateralUsd)}</span>
        </div>
        <div className={styles.stat}>
          <dt>Debt</dt>
          <dd data-testid="loan-debt">{formatTokens(owed, debt.decimals, debt.symbol)}</dd>
          <span className={styles.muted}>{marked(health.debtUsd)}</span>
        </div>
        <div className={styles.stat}>
          <dt>{supply.symbol} price</dt>
          <dd data-testid="loan-price">{marked(supplyPrice)}</dd>
        </div>
      </dl>
      <div className={styles.segmented} role="group" aria-label="Loan action">
        {ACTIONS.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={styles.tab}
            aria-current={entry.id === action ? 'page' : undefined}
            onClick={() => setAction(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <AmountForm
        key={action}
        action={ACTIONS.find((entry) => entry.id === action)?.label ?? ''}
        symbol={current.symbol}
        decimals={current.decimals}
        limit={current.limit}
        limitLabel={current.label}
        overLimit={current.over}
        busy={busy || running !== undefined}
        onSubmit={submit}
      />
    </li>
  );
};

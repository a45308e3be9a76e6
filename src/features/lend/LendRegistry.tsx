import { formatNumber } from '@/format/number';
import styles from './Lend.module.css';
import { useMemo } from 'react';
import { useLend, useOwner, useResourceState } from './useLend';

/** The data API's lend registrations (spec 000 §7): how many wallets use Lend, and whether this one does. */
export const LendRegistry = () => {
  const owner = useOwner();
  const lend = useLend();
  const stats = useResourceState(useMemo(() => lend.reads.registerStats$(), [lend]));
  const mine = useResourceState(useMemo(() => (owner ? lend.reads.registered$(owner) : undefined), [lend, owner]));
  if (stats?.status !== 'ready') return null;
  const registered = mine?.status === 'ready' && mine.value.registered;
  return (
    <p className={styles.muted} data-testid="lend-registry">
      {formatNumber(stats.value.registered, { decimals: 0 })} wallets use Lend{registered ? ' · yours is one of them' : ''}
    </p>
  );
};

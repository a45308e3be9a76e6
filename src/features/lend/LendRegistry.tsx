import { formatNumber } from '@/format/number';
import styles from './Lend.module.css';
import { useLendResource, useOwner } from './useLend';

/** The data API's lend registrations (spec 000 §7): how many wallets use Lend, and whether this one does. */
export const LendRegistry = () => {
  const owner = useOwner();
  const stats = useLendResource((lend) => lend.reads.registerStats$(), 'register-stats');
  const mine = useLendResource((lend) => (owner ? lend.reads.registered$(owner) : undefined), `register-${owner ?? ''}`);
  if (stats?.status !== 'ready') return null;
  const registered = mine?.status === 'ready' && mine.value.registered;
  return (
    <p className={styles.muted} data-testid="lend-registry">
      {formatNumber(stats.value.registered, { decimals: 0 })} wallets use Lend{registered ? ' · yours is one of them' : ''}
    </p>
  );
};

import { HEALTH_HINT, formatHealth, healthTone } from '@/features/profile/health';
import styles from './Lend.module.css';
import { useHealthMode } from './useLend';

/** A loan's health, coloured (red < 20 %, amber < ~66.7 %, green); a click switches ratio and factor, remembered. */
export const HealthBadge = ({ healthRatio }: { readonly healthRatio: number | null }) => {
  const [mode, toggle] = useHealthMode();
  if (healthRatio === null) return <span className={styles.muted}>–</span>;
  return (
    <button type="button" className={`${styles.health} ${styles[healthTone(healthRatio)]}`} title={HEALTH_HINT} onClick={toggle} data-testid="health">
      {mode === 'ratio' ? 'HR' : 'HF'} {formatHealth(healthRatio, mode)}
    </button>
  );
};

import { HEALTH_HINT, formatHealth, healthTone } from '@/features/profile/health';
import { useHealthMode } from '../useJlp';
import lend from '@/features/lend/Lend.module.css';
import styles from './Jlp.module.css';

/** A loan's health, coloured (red < 20 %, amber < ~66.7 %, green) in the drawer's ratio or factor mode; a click switches it, remembered. */
export const LoanHealth = ({ healthRatio }: { readonly healthRatio: number | null }) => {
  const [mode, toggle] = useHealthMode();
  if (healthRatio === null) return <span className={styles.muted}>–</span>;
  return (
    <button type="button" className={`${lend.health} ${lend[healthTone(healthRatio)]}`} title={HEALTH_HINT} onClick={toggle} data-testid="loan-health">
      {mode === 'ratio' ? 'HR' : 'HF'} {formatHealth(healthRatio, mode)}
    </button>
  );
};

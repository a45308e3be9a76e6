import { openClaims } from '@streams/claims';
import { Link } from 'react-router';
import { formatNumber } from '@/format/number';
import styles from './Claim.module.css';
import { useClaims } from './useClaims';

/** The drawer's claim indicator (spec 000 §2): shown when the wallet has something to claim, linking to /claim. */
export const ClaimIndicator = ({ address, open, onNavigate }: { readonly address: string; readonly open: boolean; readonly onNavigate: () => void }) => {
  const [state] = useClaims(address, open);
  const claims = openClaims(state);
  if (claims.length === 0) return null;
  const total = claims.reduce((sum, claim) => sum + Number(claim.amount) / 10 ** claim.decimals, 0);
  return (
    <Link to="/claim" className={styles.indicator} onClick={onNavigate} data-testid="claim-indicator">
      <span className={styles.dot} aria-hidden="true" />
      {claims.length === 1 ? `Claim ${formatNumber(total)} JUP` : `${claims.length} claims to collect`}
    </Link>
  );
};

import { type TokenTrust, trustWarning } from '@streams/market';
import styles from './TrustBadge.module.css';

/**
 * The verified tick, or the warning badge for a token that is not verified, mixes alphabets in
 * its symbol or looks like a well-known one (spec 001 §6; reliability K4). `detailed` spells the
 * warning out beside the badge (the token picker), otherwise it is the badge's label.
 */
export const TrustBadge = ({ trust, detailed = false }: { readonly trust: TokenTrust; readonly detailed?: boolean }) => {
  const warning = trustWarning(trust);
  if (warning === undefined) {
    return (
      <span className={styles.verified} role="img" aria-label="Verified" title="Verified">
        ✓
      </span>
    );
  }
  return (
    <span className={styles.warningWrap} data-trust={trust.level}>
      <span className={styles.warning} role="img" aria-label={`Warning: ${warning}`} title={warning}>
        !
      </span>
      {detailed && <span className={styles.reason}>{warning}</span>}
    </span>
  );
};

import { useObservableEagerState } from 'observable-hooks';
import { feePercent } from '@/features/referral/referralText';
import { shortAddress } from '@/format/address';
import { useReferral } from '@/hooks/useReferralLink';
import styles from '../SwapPage.module.css';

/**
 * The referral the user accepted (issue 24 item 3): who receives the fee and how much, with
 * Remove. Without one, swaps carry no referral fee, and the settings say so.
 */
export const ReferralSetting = () => {
  const referral = useReferral();
  const accepted = useObservableEagerState(referral.accepted$);
  return (
    <section aria-labelledby="referral-setting-title">
      <h3 id="referral-setting-title" className={styles.settingsLabel}>
        Referral fee
      </h3>
      {accepted ? (
        <div className={styles.referralRow}>
          <p className={styles.settingsNote} data-testid="referral-setting">
            {feePercent(accepted.feeBps)} of each swap to <span title={accepted.referrer}>{shortAddress(accepted.referrer)}</span>
          </p>
          <button type="button" className={styles.preset} onClick={referral.remove}>
            Remove
          </button>
        </div>
      ) : (
        <p className={styles.settingsNote} data-testid="referral-setting">
          None: your swaps pay no referral fee.
        </p>
      )}
    </section>
  );
};

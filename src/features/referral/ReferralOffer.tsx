import { useObservableEagerState } from 'observable-hooks';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import { useReferral } from '@/hooks/useReferralLink';
import card from '@/components/PromptCard.module.css';
import styles from './ReferralOffer.module.css';
import { feePercent } from './referralText';

/**
 * A referral link's offer (issue 24 item 3): who asks for a fee and how much, before any fee is
 * quoted. Accept stores it (shown in Swap settings, with Remove); Decline, or leaving the card
 * unanswered, means no fee.
 */
const ReferralOffer = () => {
  const referral = useReferral();
  const offer = useObservableEagerState(referral.offer$);
  const explorer = useExplorerLinks();
  if (!offer) return null;
  const percent = feePercent(offer.feeBps);
  return (
    <aside className={`${card.card} ${card.left} ${styles.offer}`} aria-labelledby="referral-offer-title">
      <h2 id="referral-offer-title" className={card.title}>
        Referral fee
      </h2>
      <p className={card.text}>
        The link you opened asks you to pay a referral fee of <strong>{percent}</strong> of each swap to this address:
      </p>
      <p className={styles.address}>
        <code aria-label="Referrer address">{offer.referrer}</code>{' '}
        <a href={explorer.account(offer.referrer)} target="_blank" rel="noopener noreferrer">
          View on explorer
        </a>
      </p>
      <p className={card.muted}>No fee is charged unless you accept. You can remove it later in Swap settings.</p>
      <div className={card.actions}>
        <button type="button" className={card.primary} onClick={referral.accept}>
          Accept {percent} fee
        </button>
        <button type="button" className={card.secondary} onClick={referral.decline}>
          Decline
        </button>
      </div>
    </aside>
  );
};

export default ReferralOffer;

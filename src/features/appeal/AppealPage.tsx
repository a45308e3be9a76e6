import { useLocation } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { shortAddress } from '@/format/address';
import styles from './AppealPage.module.css';

/** [I] Where an appeal goes: the provider's support site (the spec names the page, not the address). */
const APPEAL_URL = 'https://support.jup.ag';

/** What the risk guard passes along (RiskGuard.tsx); nothing on a direct visit. */
const flagOf = (state: unknown): { readonly risk: string; readonly address: string } | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const { risk, address } = state as Record<string, unknown>;
  return typeof risk === 'string' && typeof address === 'string' ? { risk, address } : undefined;
};

/**
 * Route /appeal (spec 001 §4 Risk check): where a wallet rated Severe or High by the risk
 * screening lands. It says why, what it means, and how to appeal; the page it came from was
 * replaced in the history, so Back does not lead around it.
 */
export const AppealPage = () => {
  const flag = flagOf(useLocation().state);
  return (
    <section className={styles.page} aria-labelledby="appeal-title">
      <PageMeta title="Appeal" description="Appeal a risk flag on your wallet." />
      <h1 id="appeal-title" className={styles.title}>
        Your wallet was flagged
      </h1>
      {flag ? (
        <p className={styles.lead} data-testid="appeal-reason">
          The wallet <strong>{shortAddress(flag.address)}</strong> was rated <strong>{flag.risk}</strong> risk by the screening every wallet goes through when
          it connects.
        </p>
      ) : (
        <p className={styles.lead}>Wallets rated Severe or High risk by the screening every wallet goes through when it connects are sent here.</p>
      )}
      <p>
        While the rating stands, this app does not trade for the wallet. Such ratings come from the wallet&apos;s history on chain, for example funds received
        from addresses linked to sanctions, hacks or mixers; they can be wrong.
      </p>
      <p>
        If you think it is a mistake, ask for a review with your wallet address:{' '}
        <a href={APPEAL_URL} target="_blank" rel="noopener noreferrer">
          appeal the rating
        </a>
        . Disconnecting the wallet does not change the rating.
      </p>
    </section>
  );
};

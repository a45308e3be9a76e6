import { PageMeta } from '@/components/PageMeta';
import { useWalletSession } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { MyRequests } from './MyRequests';
import layout from '@/components/FormPage.module.css';
import styles from './Verify.module.css';
import { VerifyFormCard } from './VerifyFormCard';
import { useVerify } from './useVerify';

/** /verify (spec 001 §2.1, issue 30 item 2): ask for a token's verified tick, and follow your requests. */
export const VerifyPage = () => {
  const session = useWalletSession();
  const verify = useVerify();
  const [, overlays] = useOverlay();
  const owner = session.status === 'connected' ? session.publicKey : undefined;
  return (
    <div className={layout.page}>
      <PageMeta title="Verify" description="Request verification of a token." />
      <h1 className={layout.title}>Verify a token</h1>
      <p className={layout.subtitle}>
        A verified token carries the ✓ in lists, search, its page and the swap picker. Reviewers check the project behind the mint, its links and why holders
        can trust it.
      </p>
      {verify.available ? (
        <div className={layout.columns}>
          <VerifyFormCard connected={owner !== undefined} onConnect={() => overlays.open('connect')} />
          {owner ? (
            <MyRequests key={owner} owner={owner} />
          ) : (
            <p className={`${layout.card} ${styles.help}`}>Connect a wallet to send a request and follow its status here.</p>
          )}
        </div>
      ) : (
        <p className={styles.notice}>Verification requests run on the simulator: this network has no verification service wired to the app yet.</p>
      )}
    </div>
  );
};

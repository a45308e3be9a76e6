import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageParam } from '@/app/links';
import { routeMeta } from '@/app/routeTable';
import { PageMeta } from '@/components/PageMeta';
import { useLogger, useWalletSession } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { QuickAccountPoints } from '@/features/wallet/QuickAccountPoints';
import { GroupedAddress } from '@/features/send/RecipientCheck';
import { shortAddress } from '@/format/address';
import { useStoredQuickAccount } from '@/wallet/useStoredQuickAccount';
import { RestoreForm } from './RestoreForm';
import styles from './LoginPage.module.css';

const meta = routeMeta('/login');
/** Where the trading tools start when `next` names nowhere. */
const DEFAULT_NEXT = '/pro';

/**
 * /login (issue 30 item 3): the trading tools' sign-in. Create (or reopen) this browser's quick
 * account, restore one from its exported key, or connect a wallet; each goes through the wallet
 * stack's own connect path (`?connect=jupiter-account`, the Connect panel). Signed in from here,
 * the page moves on to `next` (a path of this app; /pro otherwise); arriving signed in, it says
 * who and links onward.
 */
export const LoginPage = () => {
  const session = useWalletSession();
  const stored = useStoredQuickAccount();
  const [params, setParams] = useSearchParams();
  const [, overlays] = useOverlay();
  const navigate = useNavigate();
  const logger = useLogger();
  const nextParam = params.get('next');
  const next = useMemo(() => pageParam(nextParam, '/login', DEFAULT_NEXT), [nextParam]);
  // Set by an action on this page: its connection then moves on to `next` by itself.
  const [acted, setActed] = useState(false);

  useEffect(() => {
    if (next.refused) logger.warn('Ignored a /login next parameter that is no page of this app', { next: (nextParam ?? '').slice(0, 120) });
  }, [next, nextParam, logger]);

  useEffect(() => {
    if (acted && session.status === 'connected') void navigate(next.path, { replace: true });
  }, [acted, session.status, navigate, next.path]);

  const connectQuickAccount = () => {
    setActed(true);
    // The wallet stack's own path for it (spec 001 §2.4): loads the stack, connects, then drops the parameter.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('connect', 'jupiter-account');
        return updated;
      },
      { replace: true },
    );
  };

  const connecting = session.status === 'connecting';
  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1 className={styles.title}>Log in</h1>
      <p className={styles.subtitle}>Sign in to the trading tools: live lists, token pages and your watchlist, with one-tap trades.</p>

      {session.status === 'connected' ? (
        <section className={styles.card} aria-label="Signed in">
          <p className={styles.label}>Signed in with {session.kind === 'quick' ? 'your quick account' : session.walletName}</p>
          <GroupedAddress address={session.publicKey} testId="signed-in-address" />
          <div className={styles.actions}>
            <Link className={styles.primary} to={next.path}>
              Continue to {next.path}
            </Link>
            <button type="button" className={styles.secondary} onClick={() => overlays.open('connect')}>
              Use another wallet
            </button>
          </div>
        </section>
      ) : (
        <div className={styles.options}>
          <section className={styles.card} aria-labelledby="quick-title">
            <h2 id="quick-title" className={styles.heading}>
              Quick Account <span className={styles.new}>NEW!</span>
            </h2>
            <QuickAccountPoints />
            <button type="button" className={styles.primary} onClick={connectQuickAccount} disabled={connecting || stored === 'checking'}>
              {connecting ? 'Signing in…' : typeof stored === 'string' ? `Continue as ${shortAddress(stored)}` : 'Create quick account'}
            </button>
            {typeof stored === 'string' && <p className={styles.note}>This browser keeps a quick account: continue with it.</p>}
          </section>

          <RestoreForm stored={stored} onRestored={connectQuickAccount} />

          <section className={styles.card} aria-labelledby="wallet-title">
            <h2 id="wallet-title" className={styles.heading}>
              Wallet
            </h2>
            <p className={styles.note}>Phantom, Solflare, Backpack or any wallet installed in this browser. You approve each transaction in it.</p>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setActed(true);
                overlays.open('connect');
              }}
            >
              Connect wallet
            </button>
          </section>
        </div>
      )}
    </div>
  );
};

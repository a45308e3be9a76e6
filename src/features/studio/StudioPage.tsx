import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useWalletSession } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { useTxCommand } from '@/hooks/useTxCommand';
import { LaunchFormCard } from './LaunchFormCard';
import { LaunchPreview } from './LaunchPreview';
import styles from './Studio.module.css';
import { useLaunchForm, useStudio } from './useStudio';

/** The form with a connected wallet: Launch runs the one transaction command, then opens the launch's page. */
const Launcher = () => {
  const studio = useStudio();
  const { form, view } = useLaunchForm();
  const { running, follow } = useTxCommand();
  const navigate = useNavigate();
  const mint = useRef<string | undefined>(undefined);

  const launch = () => {
    const request = view.request;
    if (!request) return;
    mint.current = undefined;
    follow(
      studio.launch(request, (named) => (mint.current = named)),
      (last) => {
        if (last.status !== 'confirmed' || !mint.current) return;
        form.reset();
        void navigate(`/studio/${mint.current}`);
      },
    );
  };

  return (
    <div className={styles.columns}>
      <LaunchFormCard busy={running !== undefined} onLaunch={launch} />
      <LaunchPreview view={view} />
    </div>
  );
};

/** /studio (issue 28 item 3): launch a token on a bonding curve, its first buy optional. */
export const StudioPage = () => {
  const session = useWalletSession();
  const [, overlays] = useOverlay();
  return (
    <div className={styles.page}>
      <PageMeta title="Studio" description="Launch a token on a bonding curve." />
      <h1 className={styles.title}>Launch a token</h1>
      <p className={styles.subtitle}>Name it, give it an image and a story, and it trades at once on a bonding curve under Jup Studio.</p>
      {session.status === 'connected' ? (
        <Launcher key={session.publicKey} />
      ) : (
        <div className={styles.notice}>
          <p>Connect a wallet to launch a token: it pays the launch and holds your first buy.</p>
          <button type="button" className={styles.primary} onClick={() => overlays.open('connect')}>
            Connect wallet
          </button>
        </div>
      )}
    </div>
  );
};

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

/**
 * The form, ready to fill with or without a wallet: Launch runs the one transaction command with
 * the connected wallet, then opens the launch's page; without one, the button connects first.
 */
const Launcher = ({ connected }: { readonly connected: boolean }) => {
  const studio = useStudio();
  const { form, view } = useLaunchForm();
  const { running, follow } = useTxCommand();
  const [, overlays] = useOverlay();
  const navigate = useNavigate();
  const mint = useRef<string | undefined>(undefined);

  const launch = () => {
    const request = view.request;
    if (!connected) return overlays.open('connect');
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
      <LaunchFormCard busy={running !== undefined} connected={connected} onLaunch={launch} />
      <LaunchPreview view={view} />
    </div>
  );
};

/** /studio (issue 28 item 3): launch a token on a bonding curve, its first buy optional. */
export const StudioPage = () => {
  const session = useWalletSession();
  const connected = session.status === 'connected';
  return (
    <div className={styles.page}>
      <PageMeta title="Studio" description="Launch a token on a bonding curve." />
      <h1 className={styles.title}>Launch a token</h1>
      <p className={styles.subtitle}>Name it, give it an image and a story, and it trades at once on a bonding curve under Jup Studio.</p>
      <Launcher key={connected ? session.publicKey : 'none'} connected={connected} />
    </div>
  );
};

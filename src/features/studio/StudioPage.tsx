import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useWalletSession } from '@/hooks/facades';
import { useOverlay } from '@/hooks/useOverlay';
import { useTxCommand } from '@/hooks/useTxCommand';
import { LaunchFormCard } from './LaunchFormCard';
import { LaunchPreview } from './LaunchPreview';
import { MyLaunches } from './MyLaunches';
import styles from './Studio.module.css';
import { useLaunchForm, useStudio } from './useStudio';

/**
 * The form, ready to fill with or without a wallet: Launch runs the one transaction command with
 * the connected wallet, then opens the launch's page; without one, the button connects first.
 */
const Launcher = ({ owner }: { readonly owner: string | undefined }) => {
  const connected = owner !== undefined;
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
      <div className={styles.side}>
        <LaunchPreview view={view} />
        {owner && <MyLaunches owner={owner} />}
      </div>
    </div>
  );
};

/** /studio (issue 28 item 3): launch a token on a bonding curve, its first buy optional. */
export const StudioPage = () => {
  const session = useWalletSession();
  const studio = useStudio();
  const owner = session.status === 'connected' ? session.publicKey : undefined;
  return (
    <div className={styles.page}>
      <PageMeta title="Studio" description="Launch a token on a bonding curve." />
      <h1 className={styles.title}>Launch a token</h1>
      <p className={styles.subtitle}>Name it, give it an image and a story, and it trades at once on a bonding curve under Jup Studio.</p>
      {studio.available ? (
        <Launcher key={owner ?? 'none'} owner={owner} />
      ) : (
        <p className={styles.notice}>Launching runs on the simulator: this network has no Studio service wired to the app yet.</p>
      )}
    </div>
  );
};

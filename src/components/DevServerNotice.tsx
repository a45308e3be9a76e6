import { DEV_SERVER_MAINNET_NOTICE } from '@streams/core';
import { useAppConfig } from '@/hooks/facades';
import styles from './OfflineBanner.module.css';

/** Mainnet asked for on the development server (issue 24 item 5): why the simulator runs instead, and how to build for mainnet. */
export const DevServerNotice = () => {
  const { refusedProfile } = useAppConfig();
  if (refusedProfile === undefined) return null;
  return (
    <div role="alert" className={styles.banner}>
      <strong>{DEV_SERVER_MAINNET_NOTICE.title}.</strong> {DEV_SERVER_MAINNET_NOTICE.text}{' '}
      <code className={styles.command}>{DEV_SERVER_MAINNET_NOTICE.command}</code>
    </div>
  );
};

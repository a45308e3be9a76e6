import { useState } from 'react';
import { Outlet } from 'react-router';
import { BottomBar } from '@/components/BottomBar';
import { Footer } from '@/components/Footer';
import { MobileMenu } from '@/components/MobileMenu';
import { OfflineBanner } from '@/components/OfflineBanner';
import { RouteProgress } from '@/components/RouteProgress';
import { SearchDialog } from '@/components/SearchDialog';
import { Toaster } from '@/components/Toaster';
import { TopNav } from '@/components/TopNav';
import { ConnectPanel } from '@/features/wallet/ConnectPanel';
import { ProfileDrawer } from '@/features/profile/ProfileDrawer';
import { useSlashHotkey } from '@/hooks/useSlashHotkey';
import { ConnectFromQuery } from '@/wallet/ConnectFromQuery';
import styles from './AppShell.module.css';

type Overlay = 'none' | 'search' | 'menu' | 'connect' | 'drawer';

/** The frame around every page: header, banners, content, footer, bottom bar and dialogs. */
export const AppShell = () => {
  const [overlay, setOverlay] = useState<Overlay>('none');
  const close = () => setOverlay('none');
  useSlashHotkey(() => setOverlay('search'));

  return (
    <div className={styles.shell}>
      <RouteProgress />
      <OfflineBanner />
      <TopNav
        onOpenSearch={() => setOverlay('search')}
        onOpenMenu={() => setOverlay('menu')}
        onConnect={() => setOverlay('connect')}
        onToggleDrawer={() => setOverlay(overlay === 'drawer' ? 'none' : 'drawer')}
      />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <MobileMenu open={overlay === 'menu'} onClose={close} />
      <SearchDialog open={overlay === 'search'} onClose={close} />
      <ConnectPanel open={overlay === 'connect'} onClose={close} />
      <ProfileDrawer open={overlay === 'drawer'} onClose={close} />
      <ConnectFromQuery />
      <Toaster />
    </div>
  );
};

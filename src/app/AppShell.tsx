import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomBar } from '@/components/BottomBar';
import { Footer } from '@/components/Footer';
import { MobileMenu } from '@/components/MobileMenu';
import { OfflineBanner } from '@/components/OfflineBanner';
import { RouteProgress } from '@/components/RouteProgress';
import { SearchDialog } from '@/components/SearchDialog';
import { Toaster } from '@/components/Toaster';
import { TopNav } from '@/components/TopNav';
import { useOverlay } from '@/hooks/useOverlay';
import { useReferralLink } from '@/hooks/useReferralLink';
import { DevServerNotice } from '@/components/DevServerNotice';
import { useSlashHotkey } from '@/hooks/useSlashHotkey';
import { ErrorBoundary } from '@/features/errors/ErrorBoundary';
import { RouteError } from '@/features/errors/RouteError';
import { LazyWalletLayer } from '@/wallet/LazyWalletLayer';
import { WatchlistBar } from '@/features/watchlistBar/WatchlistBar';
import styles from './AppShell.module.css';
import { resolveArea } from './areas';
import { ScrollToTop } from './ScrollToTop';

// The network's banners and the risk guard: their own chunk, after the first paint.
const ShellNetwork = lazy(() => import('@/features/network/ShellNetwork'));
const ReferralOffer = lazy(() => import('@/features/referral/ReferralOffer'));

/** The apps that show the watchlist bar (spec 000 §2: trade, swap and explore). */
const BAR_APPS: ReadonlySet<string> = new Set(['swap', 'limit', 'dca', 'explore', 'hunt', 'token', 'trade']);

const showsWatchlistBar = (pathname: string): boolean => {
  try {
    return BAR_APPS.has(resolveArea(pathname).app);
  } catch {
    return false; // an unknown domain: its error page shows no bar
  }
};

/** The frame around every page: header, banners, content, footer, bottom bar and dialogs. */
export const AppShell = () => {
  const [overlay, overlays] = useOverlay();
  useSlashHotkey(() => overlays.open('search'));
  // The offer card and what it needs load only when a referral link made an offer.
  const referralOffered = useReferralLink();
  const { pathname } = useLocation();

  return (
    <div className={styles.shell}>
      <RouteProgress />
      <ScrollToTop />
      <OfflineBanner />
      <DevServerNotice />
      <Suspense fallback={null}>
        <ShellNetwork />
      </Suspense>
      <TopNav
        onOpenSearch={() => overlays.open('search')}
        onOpenMenu={() => overlays.open('menu')}
        onConnect={() => overlays.open('connect')}
        onToggleDrawer={() => overlays.toggle('drawer')}
      />
      {showsWatchlistBar(pathname) && <WatchlistBar />}
      <main id="main" className={styles.main}>
        {/* A page that throws shows its error here, in the shell; the next page tries again. */}
        <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          {/* A page whose code has not arrived yet (the landing page's has, before the first render): the old page stays meanwhile, navigations being transitions. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <ShellNetwork place="end" />
      </Suspense>
      <Footer />
      <BottomBar />
      <MobileMenu open={overlay === 'menu'} onClose={overlays.close} />
      <SearchDialog open={overlay === 'search'} onClose={overlays.close} />
      <LazyWalletLayer />
      {referralOffered && (
        <Suspense fallback={null}>
          <ReferralOffer />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
};

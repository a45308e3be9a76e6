import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorRoutePage, RouteError } from '@/features/errors/RouteError';
import { RootCrash } from '@/features/errors/CrashScreen';
import { UnknownRoute } from '@/features/errors/UnknownRoute';
import { AppShell } from './AppShell';
import { ShellFallback } from './ShellFallback';
import { routeTable } from './routeTable';

/** Routes whose features are built: their page modules, loaded with the navigation. */
const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/pro': async () => (await import('@/features/pro/ExplorePage')).ExplorePage,
  '/pro/hunt': async () => (await import('@/features/pro/ExplorePage')).HuntPage,
  '/pro/launchpads': async () => (await import('@/features/pro/LaunchpadPages')).LaunchpadsPage,
  '/pro/launchpads/:slug': async () => (await import('@/features/pro/LaunchpadPages')).LaunchpadPage,
  '/pro/screener/:symbol': async () => (await import('@/features/pro/ScreenerPage')).ScreenerPage,
  '/tokens/:id': async () => (await import('@/features/token/TokenPage')).TokenPage,
  '/watchlist': async () => (await import('@/features/watchlist/WatchlistPage')).WatchlistPage,
  '/perps': async () => (await import('@/features/perps/PerpsPage')).PerpsPage,
  '/perps/:pair': async () => (await import('@/features/perps/PerpsPage')).PerpsPage,
  '/swap': async () => (await import('@/features/swap/SwapPage')).SwapPage,
  '/trigger': async () => (await import('@/features/orders/TriggerPage')).TriggerPage,
  '/recurring': async () => (await import('@/features/orders/RecurringPage')).RecurringPage,
  '/swap/:pair': async () => (await import('@/features/swap/SwapPage')).SwapPage,
  '/appeal': async () => (await import('@/features/appeal/AppealPage')).AppealPage,
  // Our perps engine is the v2 one: the remote config's v2AsDefault sends the Perps link here.
  '/perps-v2': async () => (await import('@/features/perps/PerpsPage')).PerpsPage,
  '/lend': async () => (await import('@/features/lend/LendPage')).LendPage,
  '/lend/earn': async () => (await import('@/features/lend/LendPage')).LendPage,
  '/lend/earn/:symbol': async () => (await import('@/features/lend/VaultPage')).VaultPage,
  '/lend/earn/:symbol/deposit': async () => (await import('@/features/lend/DepositPage')).DepositPage,
  '/lend/borrow': async () => (await import('@/features/lend/BorrowPage')).BorrowPage,
  '/portfolio': async () => (await import('@/features/portfolio/PortfolioPage')).PortfolioPage,
  '/portfolio/:address': async () => (await import('@/features/portfolio/PortfolioPage')).PortfolioPage,
  '/claim': async () => (await import('@/features/claim/ClaimPage')).ClaimPage,
};

/**
 * The route tree. Pages load lazily (their code arrives with the navigation, which the
 * progress bar shows); errors in a page render inside the shell, errors in the shell itself
 * fall through to the full-page crash screen.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RootCrash />,
    HydrateFallback: ShellFallback,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('@/features/home/HomePage')).HomePage }) },
          { path: '_error', element: <ErrorRoutePage /> },
          ...routeTable.map((meta): RouteObject => {
            const page = pages[meta.path];
            return {
              path: meta.path,
              lazy: page
                ? async () => ({ Component: await page() })
                : async () => {
                    const { PlannedPage } = await import('@/features/planned/PlannedPage');
                    return { element: <PlannedPage meta={meta} /> };
                  },
            };
          }),
          { path: '*', element: <UnknownRoute /> },
        ],
      },
    ],
  },
];

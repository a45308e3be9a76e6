import type { ComponentType } from 'react';
import { bestPattern } from './routeMatch';
import { routeTable } from './routeTable';

// Pages with more than one route: one loader each, so that moving between their routes keeps the page mounted.
const perpsPage = async () => (await import('@/features/perps/PerpsPage')).PerpsPage;
const swapPage = async () => (await import('@/features/swap/SwapPage')).SwapPage;
const lendPage = async () => (await import('@/features/lend/LendPage')).LendPage;
const portfolioPage = async () => (await import('@/features/portfolio/PortfolioPage')).PortfolioPage;

/** Routes whose features are built: their page modules, loaded with the navigation. */
export const pages: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/pro': async () => (await import('@/features/pro/ExplorePage')).ExplorePage,
  '/pro/hunt': async () => (await import('@/features/pro/ExplorePage')).HuntPage,
  '/pro/launchpads': async () => (await import('@/features/pro/LaunchpadPages')).LaunchpadsPage,
  '/pro/launchpads/:slug': async () => (await import('@/features/pro/LaunchpadPages')).LaunchpadPage,
  '/pro/screener/:symbol': async () => (await import('@/features/pro/ScreenerPage')).ScreenerPage,
  '/tokens/:id': async () => (await import('@/features/token/TokenPage')).TokenPage,
  '/watchlist': async () => (await import('@/features/watchlist/WatchlistPage')).WatchlistPage,
  '/perps': perpsPage,
  '/perps/:pair': perpsPage,
  '/perps/jlp-earn': async () => (await import('@/features/perps/jlp/JlpEarnPage')).JlpEarnPage,
  '/perps/jlp-loans': async () => (await import('@/features/perps/jlp/JlpLoansPage')).JlpLoansPage,
  '/swap': swapPage,
  '/trigger': async () => (await import('@/features/orders/TriggerPage')).TriggerPage,
  '/recurring': async () => (await import('@/features/orders/RecurringPage')).RecurringPage,
  '/swap/:pair': swapPage,
  '/appeal': async () => (await import('@/features/appeal/AppealPage')).AppealPage,
  // Our perps engine is the v2 one: the remote config's v2AsDefault sends the Perps link here.
  '/perps-v2': perpsPage,
  '/perps-legacy': async () => (await import('@/features/perps/LegacyPage')).LegacyPage,
  '/perps-leaderboard': async () => (await import('@/features/perpsLeaderboard/LeaderboardPage')).LeaderboardPage,
  '/lend': lendPage,
  '/lend/earn': lendPage,
  '/lend/earn/:symbol': async () => (await import('@/features/lend/VaultPage')).VaultPage,
  '/lend/earn/:symbol/deposit': async () => (await import('@/features/lend/DepositPage')).DepositPage,
  '/lend/borrow': async () => (await import('@/features/lend/BorrowPage')).BorrowPage,
  '/portfolio': portfolioPage,
  '/portfolio/:address': portfolioPage,
  // Matches '/portfolio/:address' too: the router (and the landing preload) pick the pattern with fewer parameters.
  '/portfolio/airdrop-checker': async () => (await import('@/features/claim/AirdropCheckerPage')).AirdropCheckerPage,
  '/claim': async () => (await import('@/features/claim/ClaimPage')).ClaimPage,
  '/send': async () => (await import('@/features/send/SendPage')).SendPage,
  '/gift': async () => (await import('@/features/send/LinkPage')).GiftPage,
  '/invite': async () => (await import('@/features/send/LinkPage')).InvitePage,
  '/studio': async () => (await import('@/features/studio/StudioPage')).StudioPage,
  '/studio/:id': async () => (await import('@/features/studio/LaunchPage')).LaunchPage,
  '/ask-for-sol': async () => (await import('@/features/send/AskForSolPage')).AskForSolPage,
  '/mobile': async () => (await import('@/features/mobile/MobilePage')).MobilePage,
  '/login': async () => (await import('@/features/login/LoginPage')).LoginPage,
  '/share': async () => (await import('@/features/share/SharePage')).SharePage,
  '/_app': async () => (await import('@/features/home/HomePage')).HomePage,
  '/verify': async () => (await import('@/features/verify/VerifyPage')).VerifyPage,
  '/onboard': async () => (await import('@/features/onboard/OnboardPage')).OnboardPage,
  '/onboard/:method': async () => (await import('@/features/onboard/MethodPage')).MethodPage,
  '/transaction/:signature': async () => (await import('@/features/transaction/TransactionPage')).TransactionPage,
};

export const homePage = async (): Promise<ComponentType> => (await import('@/features/home/HomePage')).HomePage;

/**
 * The page module of the path a visit lands on, as the router will pick it (the pattern with the
 * fewest parameters wins), or none for a page still to come or an unknown path.
 */
export const landingPageModule = (pathname: string): (() => Promise<ComponentType>) | undefined => {
  if (pathname === '/' || pathname === '') return homePage;
  const best = bestPattern(
    routeTable.map((route) => route.path),
    pathname,
  );
  return best === undefined ? undefined : pages[best];
};

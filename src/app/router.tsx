import type { RouteObject } from 'react-router';
import { ErrorRoutePage, RouteError } from '@/features/errors/RouteError';
import { RootCrash } from '@/features/errors/CrashScreen';
import { UnknownRoute } from '@/features/errors/UnknownRoute';
import { AppShell } from './AppShell';
import { ShellFallback } from './ShellFallback';
import { homePage, pages } from './pageModules';
import { routeTable } from './routeTable';

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
          { index: true, lazy: async () => ({ Component: await homePage() }) },
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

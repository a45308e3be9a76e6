import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ErrorRoutePage } from '@/features/errors/RouteError';
import { UnknownRoute } from '@/features/errors/UnknownRoute';
import { AppShell } from './AppShell';
import { type PageLoader, loadPage, loadedPage } from './loadedPages';
import { trackPageLoad } from './pageLoads';
import { homePage, pages } from './pageModules';
import { type RouteMeta, routeTable } from './routeTable';

/** A thenable that has already settled: React.lazy reads it in the same render, without suspending. */
const settled = <T,>(value: T): Promise<T> => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/**
 * A route's page, one lazy component per page module (routes of one page share its loader, so
 * /swap and /swap/{pair} keep the page mounted). When the module has already run (the landing
 * page, loaded before the first render) the page shows in the same render; else its code loads
 * when a navigation first renders it.
 */
const lazyPage = (load: PageLoader): LazyExoticComponent<ComponentType> => {
  let page = lazyPages.get(load);
  if (page === undefined) {
    page = lazy(() => {
      const ready = loadedPage(load);
      return ready ? settled({ default: ready }) : trackPageLoad(loadPage(load)).then((component) => ({ default: component }));
    });
    lazyPages.set(load, page);
  }
  return page;
};

export const pageElement = (load: PageLoader) => {
  const Page = lazyPage(load);
  return <Page />;
};

const PlannedPage = lazy(async () => ({ default: (await trackPageLoad(import('@/features/planned/PlannedPage'))).PlannedPage }));

const routeElement = (meta: RouteMeta) => {
  const load = pages[meta.path];
  return load ? pageElement(load) : <PlannedPage meta={meta} />;
};

/**
 * The route tree, declarative: the landing page's code is loaded before the first render
 * (earlyStart.ts), every other page's arrives with its first navigation (the shell's Suspense and
 * error boundaries hold the page's place; the loading bar shows the wait). The data router's
 * loaders are not used, and its code (16 KB gzipped on every route) is not shipped.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: pageElement(homePage) },
      { path: '_error', element: <ErrorRoutePage /> },
      ...routeTable.map((meta): RouteObject => ({ path: meta.path, element: routeElement(meta) })),
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

/** The app's routes (or a test's) at the current location. */
export const AppRoutes = ({ routes = appRoutes }: { readonly routes?: RouteObject[] }) => useRoutes(routes);

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ErrorRoutePage } from '@/features/errors/RouteError';
import { UnknownRoute } from '@/features/errors/UnknownRoute';
import { AppShell } from './AppShell';
import { trackPageLoad } from './pageLoads';
import { homePage, pages } from './pageModules';
import { type RouteMeta, routeTable } from './routeTable';

const lazyPages = new Map<() => Promise<ComponentType>, LazyExoticComponent<ComponentType>>();

/** One lazy component per page module: its code loads when a navigation first renders it. */
const lazyPage = (load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> => {
  let page = lazyPages.get(load);
  if (page === undefined) {
    page = lazy(async () => ({ default: await trackPageLoad(load()) }));
    lazyPages.set(load, page);
  }
  return page;
};

const pageElement = (load: () => Promise<ComponentType>) => {
  const Page = lazyPage(load);
  return <Page />;
};

const PlannedPage = lazy(async () => ({ default: (await trackPageLoad(import('@/features/planned/PlannedPage'))).PlannedPage }));

const routeElement = (meta: RouteMeta) => {
  const load = pages[meta.path];
  return load ? pageElement(load) : <PlannedPage meta={meta} />;
};

/**
 * The route tree, declarative: the shell renders at once and each page's code arrives with its
 * first navigation (the shell's Suspense and error boundaries hold the page's place; the loading
 * bar shows the wait). The data router's loaders are not used, and its code (17 KB gzipped) is
 * not shipped.
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

import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ErrorRoutePage } from '@/features/errors/RouteError';
import { UnknownRoute } from '@/features/errors/UnknownRoute';
import { AppShell } from './AppShell';
import { type PageLoader, loadPage, loadedPage } from './loadedPages';
import { trackPageLoad } from './pageLoads';
import { homePage, pages } from './pageModules';
import { type RouteMeta, routeTable } from './routeTable';

/**
 * A route's page: the component itself when its module has already run (the landing page, loaded
 * before the first render), else a lazy one whose code loads when a navigation first renders it.
 * Each mounted route keeps the form it started with, so a page never remounts when its module
 * arrives.
 */
export const pageElement = (load: PageLoader) => {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => ({ default: await trackPageLoad(loadPage(load)) }));
  const RoutePage = () => {
    const [Loaded] = useState(() => loadedPage(load));
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return <RoutePage />;
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
 * loaders are not used, and its code (17 KB gzipped) is not shipped.
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

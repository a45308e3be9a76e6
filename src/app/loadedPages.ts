import type { ComponentType } from 'react';

/** A page module's loader (pageModules.ts): the page's component once its chunk has run. */
export type PageLoader = () => Promise<ComponentType>;

const loaded = new Map<PageLoader, ComponentType>();

/**
 * Loads a page and remembers its component, so that a route rendered after the load shows the
 * page at once instead of suspending for a promise that has already settled (a suspended first
 * render would show an empty main area and hold the page back: React spaces reveals 300 ms apart).
 */
export const loadPage = async (load: PageLoader): Promise<ComponentType> => {
  const page = await load();
  loaded.set(load, page);
  return page;
};

/** The page's component if its module has already been loaded through loadPage. */
export const loadedPage = (load: PageLoader): ComponentType | undefined => loaded.get(load);

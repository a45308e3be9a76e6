import type { Category } from '@streams/market';
import { exploreTabs } from './categoryLabels';

/** The list /pro and /pro/hunt open first: the ?tab= one when it is a tab of the page, else the default. */
export const exploreDefaultTab = (hunt: boolean): Category => (hunt ? 'alphascan' : 'toptrending');

export const landingListOf = (pathname: string, search: string): Category | undefined => {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  if (path !== '/pro' && path !== '/pro/hunt') return undefined;
  const requested = new URLSearchParams(search).get('tab');
  return exploreTabs.find((tab) => tab === requested) ?? exploreDefaultTab(path === '/pro/hunt');
};

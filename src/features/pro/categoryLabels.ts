import type { Category } from '@streams/market';

/** Tab labels (spec 000 §2 categories; 'Cooking' is the trending list, 'New' the recent one). */
export const categoryLabels: Record<Category, string> = {
  toptrending: 'Cooking',
  recent: 'New',
  aboutToGraduate: 'Graduating',
  graduated: 'Graduated',
  toptraded: 'Top Traded',
  toporganicscore: 'Organic',
  popular: 'Popular',
  topgainer: 'Gainers',
  runners: 'Runners',
  alphascan: 'Alphascan',
  overview: 'Overview',
  launchpads: 'Launchpads',
  stocks: 'Stocks',
  xstocks: 'xStocks',
  prestocks: 'PreStocks',
  watchlist: 'Watchlist',
};

export const exploreTabs: readonly Category[] = [
  'toptrending',
  'recent',
  'aboutToGraduate',
  'graduated',
  'toptraded',
  'toporganicscore',
  'popular',
  'topgainer',
  'runners',
  'alphascan',
  'overview',
  'launchpads',
  'stocks',
  'xstocks',
  'prestocks',
  'watchlist',
];

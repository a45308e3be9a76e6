import { bestPattern } from './routeMatch';

/** Written by the build (scripts/pageChunks.ts): each route's page chunks, as indices into one file list. */
const META = 'callisto-page-chunks';

interface PageChunks {
  readonly files: readonly string[];
  readonly routes: Readonly<Record<string, readonly number[]>>;
}

const isPageChunks = (value: unknown): value is PageChunks =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PageChunks).files) &&
  typeof (value as PageChunks).routes === 'object' &&
  (value as PageChunks).routes !== null;

/**
 * The chunk files of the page the router will show for `pathname`, from the build's map; none in
 * dev or for an unknown path. Only names of our own chunks (assets/*.js) pass: a link is never
 * pointed elsewhere.
 */
export const landingPageChunks = (document: Document, pathname: string): string[] => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${META}"]`)?.content;
  if (!content) return [];
  let map: unknown;
  try {
    map = JSON.parse(content);
  } catch {
    return [];
  }
  if (!isPageChunks(map)) return [];
  const route = pathname === '/' || pathname === '' ? '/' : bestPattern(Object.keys(map.routes), pathname);
  const files = route === undefined ? [] : (map.routes[route] ?? []);
  return files.flatMap((index) => {
    const file = map.files[index];
    return typeof file === 'string' && /^assets\/[\w-]+(\.[\w-]+)*\.js$/.test(file) ? [file] : [];
  });
};

/**
 * Asks for the landing page's chunks while the app's entry downloads (issue 27 item 1): without
 * this, the page chunk is requested only once the entry has run and the router has matched.
 */
export const preloadLandingPage = (document: Document, pathname: string): void => {
  for (const file of landingPageChunks(document, pathname)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
};

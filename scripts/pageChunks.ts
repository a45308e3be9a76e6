import { resolve } from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The meta element index.html carries the map in; src/app/preloadPage.ts reads it. */
export const PAGE_CHUNKS_META = 'callisto-page-chunks';

/** Each route's chunk files, as indices into one list of files (most routes share most chunks). */
export interface PageChunks {
  readonly files: readonly string[];
  readonly routes: Readonly<Record<string, readonly number[]>>;
}

/** A chunk's static imports, transitively: all of them are fetched before it runs. */
export const importsOf = (bundle: Bundle, fileName: string, into = new Set<string>()): string[] => {
  const chunk = bundle[fileName];
  for (const file of chunk?.type === 'chunk' ? chunk.imports : []) {
    if (into.has(file)) continue;
    into.add(file);
    importsOf(bundle, file, into);
  }
  return [...into];
};

/**
 * For each route (pattern, page module relative to `root`): the page's chunk and its static
 * imports that the HTML does not load already. A page whose module no chunk holds is an error:
 * the route table and the build disagree.
 */
export const pageChunks = (bundle: Bundle, routes: readonly (readonly [string, string])[], root: string, loaded: (file: string) => boolean): PageChunks => {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at === -1 ? files.push(file) - 1 : at;
  };
  const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
  const byRoute: Record<string, number[]> = {};
  for (const [route, page] of routes) {
    const id = resolve(root, page);
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`the build has no chunk for ${page} (route ${route})`);
    byRoute[route] = [chunk.fileName, ...importsOf(bundle, chunk.fileName)].filter((file) => !loaded(file)).map(indexOf);
  }
  return { files, routes: byRoute };
};

/** The meta element: JSON in a single-quoted attribute (no inline script, which the CSP forbids). */
export const pageChunksMeta = (map: PageChunks): string =>
  `<meta name="${PAGE_CHUNKS_META}" content='${JSON.stringify(map).replaceAll('&', '&amp;').replaceAll("'", '&#39;')}'>`;

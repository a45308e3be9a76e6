import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`), the fields we read. */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
export const staticClosure = (manifest: Manifest, key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
};

export interface RouteWeight {
  readonly route: string;
  readonly page: string;
  /** JavaScript fetched on a first visit: the entry, the page and their static imports, deduplicated. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
}

/**
 * The routes and their page modules, read from the router's table of lazy pages
 * (`'/pro': async () => (await import('@/features/pro/ExplorePage')).ExplorePage`), so the
 * report follows the router without a second list to keep in step.
 */
export const routePages = (routerSource: string): readonly (readonly [route: string, page: string])[] => {
  const pages = [...routerSource.matchAll(/'(\/[^']*)': async \(\) => \(await import\('@\/([^']+)'\)\)/g)].map(
    (match) => [match[1] ?? '', `src/${match[2] ?? ''}.tsx`] as const,
  );
  const home = /index: true, lazy: async \(\) => \(\{ Component: \(await import\('@\/([^']+)'\)\)/.exec(routerSource);
  return home ? [['/', `src/${home[1]}.tsx`] as const, ...pages] : pages;
};

const gzipSize = (path: string) => gzipSync(readFileSync(path)).length;

/** First-visit JavaScript per route of a build in `outDir` (which holds `.vite/manifest.json`). */
export const firstVisitWeights = (outDir: string, routerSource: string): RouteWeight[] => {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(join(outDir, file));
      sizes.set(file, size);
    }
    return size;
  };
  return routePages(routerSource).map(([route, page]) => {
    if (!manifest[page]) throw new Error(`the build has no chunk for ${page} (route ${route})`);
    const keys = staticClosure(manifest, page, staticClosure(manifest, entry));
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    return { route, page, files, gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
};

/** The budget of issue 13: a first visit to /pro downloads at most 200 KB of gzipped JavaScript. */
export const FIRST_VISIT_BUDGET_BYTES: Readonly<Record<string, number>> = { '/pro': 200 * 1024 };

export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

import { resolve } from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';
import { PAGE_CHUNKS_META, pageChunks, pageChunksMeta } from '../../scripts/pageChunks';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const root = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk',
  fileName,
  moduleIds: moduleIds.map((id) => resolve(root, id)),
  imports,
});
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['src/main.tsx'], ['assets/rxjs-1.js']),
    chunk('assets/rxjs-1.js', ['node_modules/rxjs/index.js']),
    chunk('assets/HomePage-1.js', ['src/features/home/HomePage.tsx'], ['assets/rxjs-1.js']),
    chunk('assets/ExploreView-1.js', ['src/features/pro/ExplorePage.tsx', 'src/features/pro/ExploreView.tsx'], ['assets/cells-1.js', 'assets/rxjs-1.js']),
    chunk('assets/cells-1.js', ['src/features/pro/cells.tsx'], ['assets/tone-1.js']),
    chunk('assets/tone-1.js', ['src/format/tone.ts']),
  ].map((output) => [output.fileName, output]),
) as unknown as Bundle;

const routes = [
  ['/', 'src/features/home/HomePage.tsx'],
  ['/pro', 'src/features/pro/ExplorePage.tsx'],
  ['/pro/hunt', 'src/features/pro/ExplorePage.tsx'],
] as const;
const inHtml = (file: string) => file === 'assets/index-1.js' || file === 'assets/rxjs-1.js';

describe('the page chunks the early script preloads', () => {
  it("lists each route's page chunk and its static imports, transitively, without what the HTML already loads", () => {
    const map = pageChunks(bundle, routes, root, inHtml);
    const filesOf = (route: string) => map.routes[route]?.map((index) => map.files[index]);
    expect(filesOf('/')).toEqual(['assets/HomePage-1.js']);
    expect(filesOf('/pro')).toEqual(['assets/ExploreView-1.js', 'assets/cells-1.js', 'assets/tone-1.js']);
    // Shared files are written once.
    expect(filesOf('/pro/hunt')).toEqual(filesOf('/pro'));
    expect(map.files).toHaveLength(4);
  });

  it('refuses a route whose page no chunk holds: the route table and the build disagree', () => {
    expect(() => pageChunks(bundle, [['/swap', 'src/features/swap/SwapPage.tsx']], root, inHtml)).toThrow(
      'the build has no chunk for src/features/swap/SwapPage.tsx (route /swap)',
    );
  });

  it('writes the map as JSON in a single-quoted meta attribute, escaped so that no file name can end it', () => {
    const map = { files: ["assets/a'b&c.js"], routes: { '/': [0] } };
    const meta = pageChunksMeta(map);
    const content = new RegExp(`^<meta name="${PAGE_CHUNKS_META}" content='([^']*)'>$`).exec(meta)?.[1];
    expect(content).toBeDefined();
    expect(JSON.parse(String(content).replaceAll('&#39;', "'").replaceAll('&amp;', '&'))).toEqual(map);
  });
});

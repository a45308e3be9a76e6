import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routePages } from './bundle/firstVisit.ts';
import { importsOf, pageChunks, pageChunksMeta } from './pageChunks.ts';

/** The page's first script: starts the landing page's code and data before the app's entry runs. */
export const EARLY_ENTRY = 'src/early.ts';

/**
 * Loads `src/early.ts` as an entry of its own, ahead of the app's. Vite folds every module script
 * of index.html into one entry, which would make the early work wait for the whole app to
 * download; so the early script is a separate build input, and this plugin puts its tag (and its
 * imports as modulepreloads) first in the head. In development the source module is loaded as is.
 * The build also gets each route's page chunks in a meta element: the early script preloads the
 * landing page's while the entry downloads, instead of the app asking for them once it has run.
 */
// Before the app's script (document order is execution order) and after the CSP meta, which only
// covers what follows it. In development Vite's own client script comes first; it renders nothing.
const beforeAppScript = (html: string, tags: string): string => {
  const appScript = html.search(/<script type="module"[^>]*src="\/(src\/main\.tsx|assets\/index-)/);
  if (appScript === -1) throw new Error("index.html has no app script to put the early entry's before");
  return `${html.slice(0, appScript)}${tags}\n    ${html.slice(appScript)}`;
};

export const earlyEntryPlugin = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'callisto:early-entry',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', early: EARLY_ENTRY } } } }),
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server || !context.bundle) return beforeAppScript(html, `<script type="module" src="/${EARLY_ENTRY}"></script>`);
        const chunk = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith(EARLY_ENTRY));
        if (chunk?.type !== 'chunk') throw new Error(`the build has no chunk for ${EARLY_ENTRY}`);
        const tags = [
          `<script type="module" crossorigin src="/${chunk.fileName}"></script>`,
          ...importsOf(context.bundle, chunk.fileName)
            .filter((file) => !html.includes(`href="/${file}"`))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ].join('\n    ');
        const routes = routePages(readFileSync(join(root, 'src/app/pageModules.ts'), 'utf8'));
        const loaded = (file: string) => html.includes(`/${file}"`) || tags.includes(`/${file}"`);
        return beforeAppScript(html, `${tags}\n    ${pageChunksMeta(pageChunks(context.bundle, routes, root, loaded))}`);
      },
    },
  };
};

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { type Plugin, type ResolvedConfig, build } from 'vite';
import { streamsModuleSideEffects } from './streamsSideEffects.ts';
import { routePages } from './bundle/firstVisit.ts';
import { pageChunks, pageChunksMeta } from './pageChunks.ts';

/** The page's first script: starts the landing page's code and data before the app's entry runs. */
export const EARLY_ENTRY = 'src/early.ts';

// Before the app's script (document order is execution order) and after the CSP meta, which only
// covers what follows it. In development Vite's own client script comes first; it renders nothing.
const beforeAppScript = (html: string, tags: string): string => {
  const appScript = html.search(/<script type="module"[^>]*src="\/(src\/main\.tsx|assets\/index-)/);
  if (appScript === -1) throw new Error("index.html has no app script to put the early entry's before");
  return `${html.slice(0, appScript)}${tags}\n    ${html.slice(appScript)}`;
};

/** Our own import aliases (`@streams`, `@`), as the app's build resolves them. */
const ownAliases = (config: ResolvedConfig) => config.resolve.alias.filter((alias) => typeof alias.find === 'string' && alias.find.startsWith('@'));

/**
 * The early script as one file that imports nothing: it runs as soon as it arrives, instead of
 * waiting for chunks it would share with the app (zod, the core chunk), which download beside the
 * app's entry and arrive with it (issue 27: on a phone-like link the early work started at ~800 ms,
 * and its ~150 ms of CPU then delayed the entry's). What it shares with the app is built into it
 * twice (~18 KB gzipped); the shared state (the started requests) lives on a global of its own.
 */
const buildEarlyScript = async (config: ResolvedConfig): Promise<string> => {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: ownAliases(config) },
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      lib: { entry: join(config.root, EARLY_ENTRY), formats: ['es'], fileName: 'early' },
      rolldownOptions: { treeshake: { moduleSideEffects: streamsModuleSideEffects } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const chunks = outputs.flatMap((output) => (output.type === 'chunk' ? [output] : []));
  if (chunks.length !== 1 || chunks[0] === undefined) throw new Error(`the early script built into ${chunks.length} chunks, not one`);
  if (chunks[0].imports.length > 0) throw new Error(`the early script imports ${chunks[0].imports.join(', ')}: it must stand alone`);
  return chunks[0].code;
};

/**
 * Builds `src/early.ts` into a file of its own (see buildEarlyScript) and puts its tag first in
 * the head, `async`: a deferred script would also wait for the stylesheet. In development the
 * source module is loaded as is (it shares the app's modules there). The build also gets each
 * route's page chunks in a meta element, before the script: the early script preloads the landing
 * page's while the entry downloads, instead of the app asking for them once it has run.
 */
export const earlyEntryPlugin = (): Plugin => {
  let config: ResolvedConfig | undefined;
  let early: { readonly fileName: string; readonly code: string } | undefined;
  return {
    name: 'callisto:early-entry',
    configResolved: (resolved) => {
      config = resolved;
    },
    async buildStart() {
      if (config?.command !== 'build' || config.build.ssr || config.build.lib) return;
      const code = await buildEarlyScript(config);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      early = { fileName: `${config.build.assetsDir}/early-${hash}.js`, code };
    },
    generateBundle() {
      if (early) this.emitFile({ type: 'asset', fileName: early.fileName, source: early.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server || !context.bundle) return beforeAppScript(html, `<script type="module" src="/${EARLY_ENTRY}"></script>`);
        if (!early || !config) throw new Error(`the build has no early script (${EARLY_ENTRY})`);
        const routes = routePages(readFileSync(join(config.root, 'src/app/pageModules.ts'), 'utf8'));
        const loaded = (file: string) => html.includes(`/${file}"`);
        const meta = pageChunksMeta(pageChunks(context.bundle, routes, config.root, loaded));
        return beforeAppScript(html, `${meta}\n    <script type="module" async crossorigin src="/${early.fileName}"></script>`);
      },
    },
  };
};

import { ESLint } from 'eslint';

/** The type-aware rules need the file in the TypeScript project; the fixtures below are made-up paths. */
const TYPED_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  'rxjs-x/no-ignored-subscription',
  'rxjs-x/no-nested-subscribe',
  'rxjs-x/no-unsafe-takeuntil',
];

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: Object.fromEntries(TYPED_RULES.map((rule) => [rule, 'off'])),
    },
  ],
});
/** The project's own config, types and all: fixtures are linted as the text of a file that exists. */
const typedEslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it lived at `filePath` and returns the rules it broke. */
const brokenRules = async (code: string, filePath = 'streams/market/example.ts') => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

// The first lint loads the typed config (seconds on a busy 2-core machine): a wider timeout.
describe('lint keeps streams/ framework-free and on injected time', { timeout: 60_000 }, () => {
  it.each([
    ['importing react', "import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ['importing react-dom/client', "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;", 'no-restricted-imports'],
    ['importing from src/ by path', "import { App } from '../../src/app/App';\nexport const x = App;", 'no-restricted-imports'],
    ['importing from src/ by alias', "import { App } from '@/app/App';\nexport const x = App;", 'no-restricted-imports'],
    ['calling Date.now', 'export const now = () => Date.now();', 'no-restricted-properties'],
    ['calling Math.random', 'export const pick = () => Math.random();', 'no-restricted-properties'],
    ['calling setTimeout', 'export const later = (f: () => void) => setTimeout(f, 10);', 'no-restricted-globals'],
    ['calling setInterval', 'export const poll = (f: () => void) => setInterval(f, 10);', 'no-restricted-globals'],
    ['calling window.setTimeout', 'export const later = (f: () => void) => window.setTimeout(f, 10);', 'no-restricted-properties'],
    ['reading the wall clock with new Date()', 'export const today = () => new Date();', 'no-restricted-syntax'],
    ['using fetch directly', "export const get = () => fetch('/v1/pools');", 'no-restricted-globals'],
  ])('rejects %s', async (_name, code, rule) => {
    expect(await brokenRules(code)).toContain(rule);
  });

  it('accepts time from the injected scheduler', async () => {
    const code = [
      "import { timer, type SchedulerLike } from 'rxjs';",
      'export const later = (scheduler: SchedulerLike) => timer(250, scheduler);',
      'export const stamp = (scheduler: SchedulerLike) => new Date(scheduler.now());',
    ].join('\n');
    expect(await brokenRules(code)).toEqual([]);
  });

  it('does not apply the streams rules to the React app', async () => {
    const code = "import { useState } from 'react';\nexport const useNow = () => useState(() => Date.now());";
    expect(await brokenRules(code, 'src/hooks/useNow.ts')).toEqual([]);
  });
});

describe('lint keeps the simulator standing alone', { timeout: 60_000 }, () => {
  it.each([
    ['the React app by path', "import { App } from '../../src/app/App';\nexport const x = App;"],
    ['the React app by alias', "import { App } from '@/app/App';\nexport const x = App;"],
    ['a streams pipeline', "import { createPrices } from '../../streams/market/prices';\nexport const x = createPrices;"],
    ['a streams pipeline by alias', "import { createPrices } from '@streams/market/prices';\nexport const x = createPrices;"],
  ])('rejects importing %s', async (_name, code) => {
    expect(await brokenRules(code, 'sim/market/example.ts')).toContain('no-restricted-imports');
  });

  it('rejects a file behind the catalogues', async () => {
    const code = "import { launchpads } from '../../streams/catalogues/launchpads';\nexport const x = launchpads;";
    expect(await brokenRules(code, 'sim/market/example.ts')).toContain('no-restricted-imports');
  });

  it('accepts the front doors of the shared catalogues, the wire schemas and the instruction layouts', async () => {
    const code = [
      "import { launchpads, poolCategories } from '../../streams/catalogues';",
      "import type { Asset } from '../../streams/schemas';",
      "import { PERPS_PROGRAM } from '../../streams/instructions';",
      'export const x: [unknown, unknown, unknown, Asset | undefined] = [launchpads, poolCategories, PERPS_PROGRAM, undefined];',
    ].join('\n');
    expect(await brokenRules(code, 'sim/market/example.ts')).toEqual([]);
  });
});

describe('lint keeps the graph behind hooks in the React app', { timeout: 60_000 }, () => {
  const component = "import { useStreams } from '@/app/StreamsContext';\nexport const Price = () => useStreams().config.profile;";
  it('rejects useStreams() in a component', async () => {
    expect(await brokenRules(component, 'src/features/token/TokenHeader.tsx')).toContain('no-restricted-imports');
    expect(await brokenRules(component, 'src/components/Footer.tsx')).toContain('no-restricted-imports');
  });

  it('accepts it in src/hooks and in a feature hook', async () => {
    expect(await brokenRules(component.replace('Price', 'usePrice'), 'src/hooks/usePrice.ts')).toEqual([]);
    expect(await brokenRules(component.replace('Price', 'usePrice'), 'src/features/token/usePrice.ts')).toEqual([]);
  });
});

describe('lint keeps one front door per streams area', { timeout: 60_000 }, () => {
  it.each([
    [
      'a file inside an area, by alias',
      "import { toBaseUnits } from '@streams/swap/baseUnits';\nexport const x = toBaseUnits;",
      'src/features/swap/useAmount.ts',
    ],
    [
      'a file inside an area, from a component',
      "import { toBaseUnits } from '@streams/swap/baseUnits';\nexport const x = toBaseUnits;",
      'src/features/swap/Amount.tsx',
    ],
    [
      'a file inside an area, by path',
      "import { toBaseUnits } from '../../../streams/swap/baseUnits';\nexport const x = toBaseUnits;",
      'src/features/swap/useAmount.ts',
    ],
    ['a nested file', "import { explorerUrl } from '@streams/core/config/explorers';\nexport const x = explorerUrl;", 'src/hooks/useExplorer.ts'],
  ])('rejects %s in the React app', async (_name, code, file) => {
    expect(await brokenRules(code, file)).toContain('no-restricted-imports');
  });

  it.each([
    ['an area entry', "import { toBaseUnits } from '@streams/swap';\nexport const x = toBaseUnits;"],
    ['a feature built on first use', "import { perpsFeature } from '@streams/perps/feature';\nexport const x = perpsFeature;"],
    ['a named feature', "import { explorerFeature } from '@streams/shell/explorerFeature';\nexport const x = explorerFeature;"],
    ['the composition', "import type { Streams } from '@streams/graph';\nexport type X = Streams;"],
  ])('accepts %s', async (_name, code) => {
    expect(await brokenRules(code, 'src/features/swap/Amount.tsx')).toEqual([]);
  });

  it('rejects a leaf importing the composition, and lets the composition import the leaves', async () => {
    const leaf = "import type { FeatureDeps } from '../graph';\nexport type X = FeatureDeps;";
    expect(await brokenRules(leaf, 'streams/perps/feature.ts')).toContain('no-restricted-imports');
    const graph = "import { createPrices } from './market/prices';\nexport const x = createPrices;";
    expect(await brokenRules(graph, 'streams/graph.ts')).toEqual([]);
  });
});

describe('lint keeps every subscription in the React app torn down', { timeout: 60_000 }, () => {
  const bare = "import { of } from 'rxjs';\nexport const start = () => of(1).subscribe(() => undefined);";
  it('rejects a bare subscribe in a component or a feature hook', async () => {
    expect(await brokenRules(bare, 'src/features/orders/TriggerForm.tsx')).toContain('no-restricted-syntax');
    expect(await brokenRules(bare, 'src/features/orders/useOrders.ts')).toContain('no-restricted-syntax');
  });

  it('accepts it in src/hooks, where an effect unsubscribes', async () => {
    expect(await brokenRules(bare, 'src/hooks/useTxCommand.ts')).toEqual([]);
  });
});

describe('type-aware lint guards promises and subscriptions', { timeout: 120_000 }, () => {
  const typedBrokenRules = async (code: string, filePath: string) => {
    const [result] = await typedEslint.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it.each([
    ['a dropped promise', 'export const save = () => {\n  Promise.resolve(1);\n};', '@typescript-eslint/no-floating-promises'],
    [
      'a promise where a void callback goes',
      'export const run = (then: (f: () => void) => void) => then(async () => undefined);',
      '@typescript-eslint/no-misused-promises',
    ],
    ['a subscription nobody keeps', "import { of } from 'rxjs';\nexport const start = () => {\n  of(1).subscribe();\n};", 'rxjs-x/no-ignored-subscription'],
    ['a subscribe nested in a handler', "import { of } from 'rxjs';\nexport const s = of(1).subscribe(() => of(2).subscribe());", 'rxjs-x/no-nested-subscribe'],
    [
      'an operator after takeUntil',
      "import { NEVER, of, map, takeUntil } from 'rxjs';\nexport const x = of(1).pipe(takeUntil(NEVER), map((n) => n));",
      'rxjs-x/no-unsafe-takeuntil',
    ],
  ])('rejects %s in streams/', async (_name, code, rule) => {
    expect(await typedBrokenRules(code, 'streams/core/batchKeys.ts')).toContain(rule);
  });

  it('accepts a kept subscription and takeUntil last', async () => {
    const code = "import { NEVER, of, map, takeUntil } from 'rxjs';\nexport const s = of(1).pipe(map((n) => n), takeUntil(NEVER)).subscribe();";
    expect(await typedBrokenRules(code, 'streams/core/batchKeys.ts')).toEqual([]);
  });
});

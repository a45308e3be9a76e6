import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

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

  it('accepts the shared catalogues and the wire schemas', async () => {
    const code = [
      "import { launchpads } from '../../streams/catalogues/launchpads';",
      "import { poolCategories } from '../../streams/catalogues/categories';",
      "import type { Asset } from '../../streams/schemas/asset';",
      'export const x: [unknown, unknown, Asset | undefined] = [launchpads, poolCategories, undefined];',
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

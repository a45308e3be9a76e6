// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import rxjsX from 'eslint-plugin-rxjs-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The composition (streams/graph.ts) sits above every leaf: no file in streams/ imports it. */
const noGraphInLeaves = {
  group: ['**/graph', '@streams/graph'],
  message: 'streams/graph.ts composes the leaves; a leaf never imports it (name the needs you take: core/featureNeeds.ts).',
};

/**
 * One front door per streams area (streams/<area>/index.ts): the React app imports
 * `@streams/<area>`, never a file inside it. Two kinds of door besides: the composition
 * (`@streams/graph`), and a feature built on first use (`<area>/feature` or `<area>/<name>Feature`),
 * whose import is what keeps its code in the chunk of the page that needs it. The zod switch is
 * imported for its effect, first, by main.tsx.
 */
const frontDoorPattern = {
  regex: '^(@streams|(\\.\\./)+streams)/[^/]+/(?!(\\w*[fF]eature|config/zodWithoutEval)$)',
  message: 'Import a streams area through its front door (@streams/<area>); add what you need to its index.ts.',
};

/**
 * The streams layer is framework-free and runs on virtual time in tests, so it must not
 * reach for React, the app's src/ tree, wall-clock time, raw timers or randomness.
 * Time comes from the injected scheduler; I/O and browser APIs from injected ports.
 */
const streamsLayerRules = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'streams/ is framework-free: React subscribes to streams, never the other way round.' },
        { name: 'react-dom', message: 'streams/ is framework-free: no react-dom.' },
        { name: 'observable-hooks', message: 'streams/ is framework-free: hooks belong in src/hooks.' },
      ],
      patterns: [
        { group: ['react/*', 'react-dom/*'], message: 'streams/ is framework-free: no React.' },
        { group: ['**/src', '**/src/**', '@/*', '@/**'], message: 'streams/ must not import the React app (src/).' },
        noGraphInLeaves,
      ],
    },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Use scheduler.now(): time comes from the injected scheduler.' },
    { object: 'Math', property: 'random', message: 'No randomness in streams/: inject a source if one is ever needed.' },
    { object: 'performance', property: 'now', message: 'Use scheduler.now().' },
    { object: 'window', property: 'setTimeout', message: 'Use timer(ms, scheduler).' },
    { object: 'window', property: 'setInterval', message: 'Use interval(ms, scheduler).' },
    { object: 'globalThis', property: 'setTimeout', message: 'Use timer(ms, scheduler).' },
    { object: 'globalThis', property: 'setInterval', message: 'Use interval(ms, scheduler).' },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'setTimeout', message: 'Use timer(ms, scheduler): raw timers escape virtual time.' },
    { name: 'setInterval', message: 'Use interval(ms, scheduler): raw timers escape virtual time.' },
    { name: 'requestAnimationFrame', message: 'Use the injected animation-frame scheduler.' },
    { name: 'fetch', message: 'Use the injected HTTP transport.' },
    { name: 'WebSocket', message: 'Use the injected socket port.' },
    { name: 'window', message: 'No DOM globals in streams/: inject a port.' },
    { name: 'document', message: 'No DOM globals in streams/: inject a port.' },
    { name: 'localStorage', message: 'Use the injected storage port.' },
    { name: 'sessionStorage', message: 'Use the injected storage port.' },
    { name: 'navigator', message: 'No DOM globals in streams/: inject a port.' },
    { name: 'location', message: 'No DOM globals in streams/: inject a port.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'new Date() reads the wall clock: use new Date(scheduler.now()).',
    },
  ],
};

/**
 * The simulator stands alone: a backend with the real services' shapes, not a part of the app.
 * It never imports the React app, and from streams/ only the shared catalogues (launchpads,
 * categories), the wire schemas and the instruction layouts (streams/instructions/): the
 * protocol both sides speak.
 */
const simLayerRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['**/src', '**/src/**', '@/*', '@/**'], message: 'sim/ must not import the React app (src/).' },
        {
          regex: '(^|/|@)streams/(?!(catalogues|schemas|instructions)$)',
          message:
            'sim/ may import from streams/ only the front doors of its catalogues (streams/catalogues), wire schemas (streams/schemas) and instruction layouts (streams/instructions).',
        },
      ],
    },
  ],
};

/**
 * The React edge reaches the streams graph only through hooks: `useStreams()` is called in
 * src/hooks/ and in feature hooks (src/features/<area>/use*.ts), which hand components a
 * per-feature facade, never the raw plumbing.
 */
const appImportRules = {
  'no-restricted-imports': ['error', { patterns: [frontDoorPattern] }],
};

const componentRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [frontDoorPattern],
      paths: [
        {
          name: '@/app/StreamsContext',
          importNames: ['useStreams'],
          message: 'Components get streams through a hook in src/hooks/ or their feature hook (use*.ts), not useStreams().',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'lib/**',
      'reports/**',
      '.stryker-tmp/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'test/lint/fixtures/**',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['streams/**/*.ts'], rules: streamsLayerRules },
  /**
   * Type-aware rules where the app's code lives: a promise is awaited or handled, never dropped or
   * handed where a void callback goes; an RxJS subscription is kept (to be torn down), never nested
   * in another's handler, and takeUntil comes last.
   */
  {
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'rxjs-x': rxjsX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'rxjs-x/no-ignored-subscription': 'error',
      'rxjs-x/no-nested-subscribe': 'error',
      'rxjs-x/no-unsafe-takeuntil': 'error',
    },
  },
  // The composition itself imports what it composes.
  { files: ['streams/graph.ts'], rules: { 'no-restricted-imports': ['error', { paths: streamsLayerRules['no-restricted-imports'][1].paths }] } },
  { files: ['src/**/*.{ts,tsx}'], rules: appImportRules },
  // A component or feature hook subscribes through observable-hooks (useSubscription,
  // useObservableState), which tear down on unmount; a stream model owns its writes' subscriptions.
  // Only src/hooks/ (useTxCommand) subscribes by hand, inside an effect that unsubscribes.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/hooks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='subscribe']",
          message: 'No bare .subscribe() in src/: use useSubscription/useObservableState, or a stream model that owns the subscription.',
        },
      ],
    },
  },
  { files: ['sim/**/*.ts'], rules: simLayerRules },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/hooks/**', 'src/features/*/use*.ts', 'src/wallet/use*.ts', 'src/app/StreamsContext.tsx'],
    rules: componentRules,
  },
  {
    files: ['sim/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'test/**/*.{ts,tsx}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // The mobile adapter's stand-in ships a CommonJS twin for require() callers.
  {
    files: ['vendor/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

export { appImportRules, componentRules, simLayerRules, streamsLayerRules };

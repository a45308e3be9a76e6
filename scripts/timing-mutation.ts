/**
 * `npm run check:timing`: proves that every constant in streams/core/timing.ts is pinned by a
 * test. Each constant in turn is moved by +1 (1 ms for times), the stream tests run, and they
 * must fail. The file is always restored, even on Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'streams/core/timing.ts';
const original = readFileSync(file, 'utf8');
const restore = () => writeFileSync(file, original);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const constants = [...original.matchAll(/^export const (\w+) = (\d+); \/\/ (T\d\d)/gm)].map((match) => ({
  name: match[1] ?? '',
  value: Number(match[2]),
  id: match[3] ?? '',
}));

const runStreamTests = () =>
  // --bail: a mutation is pinned as soon as one test fails; the rest need not run.
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'streams', '--exclude', 'test/docs/**', '--reporter=dot', '--bail=1'], {
    encoding: 'utf8',
  }).status === 0;

// A failing run only means something if the unchanged file passes.
if (!runStreamTests()) {
  console.error('The stream tests fail without any mutation: fix them first.');
  process.exit(1);
}

const rows: { id: string; name: string; value: number; pinned: boolean }[] = [];
try {
  for (const constant of constants) {
    const mutated = original.replace(
      new RegExp(`^export const ${constant.name} = ${constant.value};`, 'm'),
      `export const ${constant.name} = ${constant.value + 1};`,
    );
    writeFileSync(file, mutated);
    const pinned = !runStreamTests();
    rows.push({ ...constant, pinned });
    process.stdout.write(`${constant.id} ${constant.name} ${constant.value} → ${constant.value + 1}: ${pinned ? 'tests fail (pinned)' : 'TESTS STILL PASS'}\n`);
  }
} finally {
  restore();
}

console.table(rows);
const loose = rows.filter((row) => !row.pinned);
if (loose.length > 0) {
  console.error(`Not pinned: ${loose.map((row) => `${row.id} ${row.name}`).join(', ')}`);
  process.exit(1);
}
console.log(`All ${rows.length} timing constants are pinned by tests.`);

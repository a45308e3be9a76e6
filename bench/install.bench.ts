import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Benchmark, round } from './harness';
import { SMOKE } from './smoke';

/**
 * What a new user's install costs: a fresh clone of the committed HEAD (uncommitted changes are
 * not in it), then `npm ci`, timed, and the size of node_modules as `du` counts it. The npm
 * cache is the machine's own (warm after any earlier install); BENCH_INSTALL_COLD=1 gives npm
 * an empty cache instead, so every tarball is downloaded. The clone is removed afterwards.
 */
const cold = process.env.BENCH_INSTALL_COLD === '1';

/** Packages under a node_modules folder, nested ones included (`.bin` and the like skipped). */
const installedPackages = (nodeModules: string): number => {
  let entries;
  try {
    entries = readdirSync(nodeModules, { withFileTypes: true });
  } catch {
    return 0; // no such folder
  }
  let count = 0;
  const countPackage = (dir: string) => {
    count += 1 + installedPackages(join(dir, 'node_modules'));
  };
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = join(nodeModules, entry.name);
    if (entry.name.startsWith('@')) for (const scoped of readdirSync(dir)) countPackage(join(dir, scoped));
    else countPackage(dir);
  }
  return count;
};

export const installBenchmark: Benchmark = {
  name: 'install',
  description: `Fresh clone of HEAD, \`npm ci\` (${cold ? 'empty npm cache' : 'the machine\u2019s npm cache'}), node_modules size`,
  run: () => {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
    const scratch = mkdtempSync(join(tmpdir(), 'callisto-install-'));
    const clone = join(scratch, 'clone');
    try {
      execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'pipe' });
      const lock = JSON.parse(readFileSync(join(clone, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
      // A smoke run resolves the lockfile without installing anything (`--dry-run`).
      const args = ['ci', '--no-audit', '--no-fund', ...(cold ? ['--cache', join(scratch, 'npm-cache')] : []), ...(SMOKE ? ['--dry-run'] : [])];
      const start = process.hrtime.bigint();
      execFileSync('npm', args, { cwd: clone, stdio: 'pipe' });
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const kilobytes = SMOKE ? 0 : Number(execFileSync('du', ['-sk', join(clone, 'node_modules')], { encoding: 'utf8' }).split(/\s/)[0]);
      return [
        { name: 'npm ci wall time', value: round(seconds, 1), unit: 's' },
        { name: 'node_modules on disk (du)', value: round(kilobytes / 1024), unit: 'MB' },
        { name: 'packages installed', value: installedPackages(join(clone, 'node_modules')), unit: 'packages' },
        { name: 'packages in the lockfile (all platforms)', value: Object.keys(lock.packages).length - 1, unit: 'packages' },
      ];
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  },
};

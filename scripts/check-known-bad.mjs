#!/usr/bin/env node
/**
 * Refuses a lockfile that holds a known-compromised package version (shared/research/
 * reliability.md §4 S1): @solana/web3.js 1.95.6 and 1.95.7 exfiltrated private keys;
 * @ledgerhq/connect-kit 1.1.5–1.1.7 loaded a drainer; zod before 3.22.3 had a ReDoS. It reads
 * nothing but package-lock.json and uses only Node's standard library, so .ci/run runs it before
 * `npm ci`: a bad version is refused before any of its code is downloaded or run.
 *
 * Usage: node scripts/check-known-bad.mjs [--lock path/to/package-lock.json]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** @param {string} version */
const parts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);

/** @type {Readonly<Record<string, (version: string) => boolean>>} */
export const KNOWN_BAD = {
  '@solana/web3.js': (version) => version === '1.95.6' || version === '1.95.7',
  '@ledgerhq/connect-kit': (version) => ['1.1.5', '1.1.6', '1.1.7'].includes(version),
  zod: (version) => {
    const [major = 0, minor = 0, patch = 0] = parts(version);
    return major < 3 || (major === 3 && (minor < 22 || (minor === 22 && patch < 3)));
  },
};

/**
 * Every known-bad package in a lockfile, as name@version with where it sits.
 * @param {{ packages?: Record<string, { version?: string }> }} lock
 * @returns {{ name: string, version: string, path: string }[]}
 */
export const knownBadPackages = (lock) =>
  Object.entries(lock.packages ?? {})
    .map(([path, entry]) => ({ name: path.split('node_modules/').pop() ?? '', version: entry.version ?? '', path }))
    .filter(({ name, version }) => KNOWN_BAD[name]?.(version) ?? false);

/**
 * The command: 0 when the lockfile is clean, 1 (listing them) when it holds a known-bad version,
 * 2 when it cannot be read.
 * @param {readonly string[]} argv
 * @returns {number}
 */
export const main = (argv) => {
  const lockFlag = argv.indexOf('--lock');
  const lockPath = lockFlag >= 0 ? (argv[lockFlag + 1] ?? 'package-lock.json') : 'package-lock.json';
  let lock;
  try {
    lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  } catch (error) {
    console.error(`[known-bad] cannot read ${lockPath}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const found = knownBadPackages(lock);
  if (found.length > 0) {
    console.error(`[known-bad] ${lockPath} holds known-compromised versions; nothing was installed:`);
    for (const item of found) console.error(`  - ${item.name}@${item.version} (${item.path})`);
    return 1;
  }
  console.log(`[known-bad] ${lockPath}: no known-compromised version among ${Object.keys(lock.packages ?? {}).length - 1} packages`);
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

#!/usr/bin/env node
/**
 * Checks that package-lock.json lists every platform package of the native dependencies named
 * on the command line (litesvm when none is named), so that `npm ci` installs on every machine.
 *
 * A package with a native binary lists one optional dependency per platform. When one of those
 * is missing from the registry (litesvm 1.5.0 published linux-x64-gnu only), `npm install`
 * skips it quietly and writes a lockfile without it, and `npm ci` then refuses that lockfile on
 * every machine. This runs before `npm ci` in .ci/run, on a fresh clone with no node_modules, so
 * it reads nothing but the lockfile (the package's own entry there carries its
 * `optionalDependencies`) and uses only Node's standard library.
 *
 * Usage: node scripts/check-lock-platforms.mjs [--lock path/to/package-lock.json] [name ...]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * Where Node would find `name` when required from the package installed at `from` (a lockfile
 * key such as `node_modules/litesvm`): its own node_modules first, then each parent's, up to
 * the root.
 * @param {Record<string, { version?: string }>} packages
 * @param {string} from
 * @param {string} name
 * @returns {string | undefined}
 */
const resolveFrom = (packages, from, name) => {
  let base = from;
  for (;;) {
    const key = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[key]) return key;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
};

/**
 * Every platform package that a lockfile should list for the named packages but does not: one
 * entry per missing (or wrong-version) optional dependency, and one for a named package that is
 * not in the lockfile at all.
 * @param {{ packages?: Record<string, { version?: string, optionalDependencies?: Record<string, string> }> }} lock
 * @param {readonly string[]} names
 * @returns {{ package: string, platformPackage?: string, wanted?: string, found?: string }[]}
 */
export const missingPlatformPackages = (lock, names) => {
  const packages = lock.packages ?? {};
  /** @type {{ package: string, platformPackage?: string, wanted?: string, found?: string }[]} */
  const missing = [];
  for (const name of names) {
    const installs = Object.keys(packages).filter((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
    if (installs.length === 0) {
      missing.push({ package: name });
      continue;
    }
    for (const key of installs) {
      const entry = packages[key] ?? {};
      const label = `${name}@${entry.version ?? '?'}`;
      for (const [platformPackage, wanted] of Object.entries(entry.optionalDependencies ?? {})) {
        const at = resolveFrom(packages, key, platformPackage);
        const found = at === undefined ? undefined : packages[at]?.version;
        // Exact pins (the usual form for platform packages) must match; a range only needs an entry.
        if (at === undefined || (EXACT_VERSION.test(wanted) && found !== wanted)) {
          missing.push({ package: label, platformPackage, wanted, found });
        }
      }
    }
  }
  return missing;
};

/**
 * One line per problem, for the CI log.
 * @param {ReturnType<typeof missingPlatformPackages>} missing
 * @returns {string[]}
 */
export const describeMissing = (missing) =>
  missing.map((item) =>
    item.platformPackage === undefined
      ? `${item.package} is not in the lockfile`
      : `${item.package} needs ${item.platformPackage}@${item.wanted}: ${item.found === undefined ? 'not in the lockfile' : `the lockfile has ${item.found}`}`,
  );

/**
 * The command: exit code 0 when every platform package is listed, 1 (listing the missing ones)
 * when not, 2 when the lockfile cannot be read.
 * @param {readonly string[]} argv
 * @returns {number}
 */
export const main = (argv) => {
  const args = [...argv];
  let lockPath = 'package-lock.json';
  const lockFlag = args.indexOf('--lock');
  if (lockFlag >= 0) {
    lockPath = args[lockFlag + 1] ?? lockPath;
    args.splice(lockFlag, 2);
  }
  const names = args.length > 0 ? args : ['litesvm'];
  let lock;
  try {
    lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  } catch (error) {
    console.error(`[lock-platforms] cannot read ${lockPath}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const missing = missingPlatformPackages(lock, names);
  if (missing.length > 0) {
    console.error(`[lock-platforms] ${lockPath} is missing platform packages, so \`npm ci\` fails on some or all machines:`);
    for (const line of describeMissing(missing)) console.error(`  - ${line}`);
    console.error('[lock-platforms] pin a release that publishes every platform, then regenerate the lockfile.');
    return 1;
  }
  const listed = names.map((name) => {
    const entry = lock.packages?.[`node_modules/${name}`];
    return `${name}@${entry?.version ?? '?'} (${Object.keys(entry?.optionalDependencies ?? {}).length})`;
  });
  console.log(`[lock-platforms] ${lockPath} lists every platform package of ${listed.join(', ')}`);
  return 0;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

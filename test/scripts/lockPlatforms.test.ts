import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMissing, type Lockfile, missingPlatformPackages } from '../../scripts/check-lock-platforms.mjs';

const platforms = ['darwin-arm64', 'darwin-x64', 'linux-arm64-gnu', 'linux-arm64-musl', 'linux-x64-gnu', 'linux-x64-musl'];

/** A lockfile with litesvm at `version` and the platform packages named in `listed`. */
const lockWith = (version: string, listed: readonly string[]): Lockfile => ({
  packages: {
    '': { version: '0.1.0' },
    'node_modules/litesvm': {
      version,
      optionalDependencies: Object.fromEntries(platforms.map((platform) => [`litesvm-${platform}`, version])),
    },
    ...Object.fromEntries(listed.map((platform) => [`node_modules/litesvm-${platform}`, { version }])),
  },
});

describe('lockfile platform check (scripts/check-lock-platforms.mjs)', () => {
  it('passes a lockfile that lists every platform package', () => {
    expect(missingPlatformPackages(lockWith('1.4.1', platforms), ['litesvm'])).toEqual([]);
  });

  it('lists each platform package the lockfile lacks (litesvm 1.5.0 had linux-x64-gnu only)', () => {
    const missing = missingPlatformPackages(lockWith('1.5.0', ['linux-x64-gnu']), ['litesvm']);
    expect(missing.map((item) => item.platformPackage)).toEqual([
      'litesvm-darwin-arm64',
      'litesvm-darwin-x64',
      'litesvm-linux-arm64-gnu',
      'litesvm-linux-arm64-musl',
      'litesvm-linux-x64-musl',
    ]);
    expect(describeMissing(missing)[0]).toBe('litesvm@1.5.0 needs litesvm-darwin-arm64@1.5.0: not in the lockfile');
  });

  it('flags a platform package of another version, and a named package the lockfile does not hold', () => {
    const lock = lockWith('1.4.1', platforms);
    const packages = { ...lock.packages, 'node_modules/litesvm-darwin-x64': { version: '1.4.0' } };
    const missing = missingPlatformPackages({ packages }, ['litesvm', 'absent']);
    expect(describeMissing(missing)).toEqual(['litesvm@1.4.1 needs litesvm-darwin-x64@1.4.1: the lockfile has 1.4.0', 'absent is not in the lockfile']);
  });

  it('finds platform packages the way Node would: nested beside the package first, then up the tree', () => {
    const nested: Lockfile = {
      packages: {
        'node_modules/tool/node_modules/native': { version: '2.0.0', optionalDependencies: { 'native-linux-x64': '2.0.0', 'native-darwin-arm64': '2.0.0' } },
        'node_modules/tool/node_modules/native-linux-x64': { version: '2.0.0' },
        'node_modules/native-darwin-arm64': { version: '2.0.0' },
        'node_modules/native-linux-x64': { version: '1.0.0' },
      },
    };
    expect(missingPlatformPackages(nested, ['native'])).toEqual([]);
  });

  it('passes the project lockfile', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
    expect(Object.keys(lock.packages?.['node_modules/litesvm']?.optionalDependencies ?? {})).toHaveLength(platforms.length);
    expect(missingPlatformPackages(lock, ['litesvm'])).toEqual([]);
  });

  it('as a command: exits 0 on a complete lockfile, 1 with the missing packages listed otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'callisto-lock-'));
    const run = (lock: Lockfile) => {
      const path = join(dir, 'package-lock.json');
      writeFileSync(path, JSON.stringify(lock));
      try {
        return { code: 0, output: execFileSync(process.execPath, ['scripts/check-lock-platforms.mjs', '--lock', path], { encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { code: failed.status, output: failed.stderr };
      }
    };
    try {
      expect(run(lockWith('1.4.1', platforms))).toEqual({ code: 0, output: expect.stringContaining('litesvm@1.4.1 (6)') });
      const failed = run(lockWith('1.5.0', ['linux-x64-gnu']));
      expect(failed.code).toBe(1);
      expect(failed.output).toContain('litesvm@1.5.0 needs litesvm-linux-arm64-gnu@1.5.0: not in the lockfile');
      expect(failed.output).not.toContain('litesvm-linux-x64-gnu@');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

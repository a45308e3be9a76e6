import { readFileSync } from 'node:fs';

/**
 * Known-compromised package versions (shared/research/reliability.md §4 S1). @solana/web3.js
 * 1.95.6 and 1.95.7 exfiltrated private keys; @ledgerhq/connect-kit 1.1.5–1.1.7 loaded a
 * drainer; zod before 3.22.3 had a ReDoS. None may ever enter the lockfile.
 */
const denied: Readonly<Record<string, (version: string) => boolean>> = {
  '@solana/web3.js': (version) => version === '1.95.6' || version === '1.95.7',
  '@ledgerhq/connect-kit': (version) => ['1.1.5', '1.1.6', '1.1.7'].includes(version),
  zod: (version) => {
    const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
    return major < 3 || (major === 3 && (minor < 22 || (minor === 22 && patch < 3)));
  },
};

describe('supply chain', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> };

  it('the lockfile holds no known-compromised version', () => {
    const found = Object.entries(lock.packages)
      .map(([path, entry]) => ({ name: path.split('node_modules/').pop() ?? '', version: entry.version ?? '' }))
      .filter(({ name, version }) => denied[name]?.(version));
    expect(found).toEqual([]);
  });

  it('pins every direct dependency exactly', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version));
    expect(ranges).toEqual([]);
  });
});

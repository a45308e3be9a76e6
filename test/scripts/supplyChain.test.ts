import { readFileSync } from 'node:fs';
import { knownBadPackages, main } from '../../scripts/check-known-bad.mjs';

describe('supply chain', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string }> };

  it('the lockfile holds no known-compromised version (scripts/check-known-bad.mjs, run by .ci/run before npm ci)', () => {
    expect(knownBadPackages(lock)).toEqual([]);
    expect(main([])).toBe(0);
  });

  it('the check finds each known-compromised version wherever it sits', () => {
    const bad = {
      packages: {
        '': { version: '0.1.0' },
        'node_modules/@solana/web3.js': { version: '1.95.6' },
        'node_modules/a/node_modules/@solana/web3.js': { version: '1.95.7' },
        'node_modules/@ledgerhq/connect-kit': { version: '1.1.6' },
        'node_modules/zod': { version: '3.22.2' },
        'node_modules/b/node_modules/zod': { version: '3.22.3' },
        'node_modules/c/node_modules/@solana/web3.js': { version: '1.99.0' },
      },
    };
    expect(knownBadPackages(bad).map((item) => `${item.name}@${item.version}`)).toEqual([
      '@solana/web3.js@1.95.6',
      '@solana/web3.js@1.95.7',
      '@ledgerhq/connect-kit@1.1.6',
      'zod@3.22.2',
    ]);
  });

  it('pins every direct dependency exactly', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    // A local stand-in under vendor/ is pinned by being in the repository.
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+$/.test(version) && !version.startsWith('file:vendor/'),
    );
    expect(ranges).toEqual([]);
  });

  it('installs no canary build, and no mobile wallet adapter code (a stand-in takes its place in the page that holds the key)', () => {
    const versions = Object.entries(lock.packages).map(([path, entry]) => `${path}@${entry.version ?? ''}`);
    expect(versions.filter((text) => /canary/i.test(text))).toEqual([]);
    expect(Object.keys(lock.packages).filter((path) => path.includes('@solana-mobile/') && !path.endsWith('@solana-mobile/wallet-adapter-mobile'))).toEqual([]);
    expect(lock.packages['node_modules/@solana-mobile/wallet-adapter-mobile']).toMatchObject({ resolved: 'vendor/no-mobile-wallet-adapter', link: true });
  });

  it('install scripts are off, and the Node versions are the ones the dependencies accept', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^ignore-scripts=true$/m);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe('^22.13.0 || >=24.0.0');
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
  });
});

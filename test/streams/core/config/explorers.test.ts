import {
  DEFAULT_EXPLORER,
  EXPLORERS,
  type ExplorerId,
  type ExplorerPage,
  READS_CUSTOM_CLUSTER,
  createPreferredExplorer,
  explorerById,
  explorerIds,
  explorerUrl,
} from '@streams/core/config/explorers';
import { mainnetDefaults, mainnetEndpoints, simDefaults, simEndpoints } from '@streams/core/config/endpoints';
import { createMemoryStorage } from '@streams/core/ports';
import { createRecordingLogger } from '../../../support/fakeLogger';

const mainnet = { profile: 'mainnet', endpoints: mainnetEndpoints(mainnetDefaults.api, mainnetDefaults.stream, mainnetDefaults.rpc) } as const;
const sim = { profile: 'sim', endpoints: simEndpoints(simDefaults.api, simDefaults.stream, simDefaults.rpc) } as const;

describe('block explorers (spec 001 §2.3)', () => {
  it('offers the six explorers in order, each with its id, name, site and monogram icon under /explorers/', () => {
    expect(EXPLORERS.map(({ id, name, url, image }) => ({ id, name, url, image }))).toEqual([
      { id: 'solscan', name: 'Solscan', url: 'https://solscan.io', image: '/explorers/solscan.svg' },
      { id: 'solana-beach', name: 'Solana Beach', url: 'https://solanabeach.io', image: '/explorers/solana-beach.svg' },
      { id: 'solana-explorer', name: 'Solana Explorer', url: 'https://explorer.solana.com', image: '/explorers/solana-explorer.svg' },
      { id: 'solanafm', name: 'SolanaFM', url: 'https://solana.fm', image: '/explorers/solanafm.svg' },
      { id: 'xray', name: 'XRAY', url: 'https://xray.helius.xyz', image: '/explorers/xray.svg' },
      { id: 'oklink', name: 'OKLink', url: 'https://www.oklink.com/sol', image: '/explorers/oklink.svg' },
    ]);
    expect(EXPLORERS.map((explorer) => explorer.id)).toEqual([...explorerIds]);
  });

  it('Solscan is the default, and every id finds its own explorer', () => {
    expect(DEFAULT_EXPLORER).toBe('solscan');
    for (const id of explorerIds) expect(explorerById(id).id).toBe(id);
  });

  describe('the mainnet link of every page on every explorer', () => {
    it.each([
      ['solscan', 'account', 'https://solscan.io/account/T'],
      ['solscan', 'token', 'https://solscan.io/token/T'],
      ['solscan', 'transaction', 'https://solscan.io/tx/T'],
      ['solana-beach', 'account', 'https://solanabeach.io/address/T'],
      ['solana-beach', 'token', 'https://solanabeach.io/token/T'],
      ['solana-beach', 'transaction', 'https://solanabeach.io/transaction/T'],
      ['solana-explorer', 'account', 'https://explorer.solana.com/address/T'],
      ['solana-explorer', 'token', 'https://explorer.solana.com/address/T'],
      ['solana-explorer', 'transaction', 'https://explorer.solana.com/tx/T'],
      ['solanafm', 'account', 'https://solana.fm/address/T'],
      ['solanafm', 'token', 'https://solana.fm/address/T'],
      ['solanafm', 'transaction', 'https://solana.fm/tx/T'],
      ['xray', 'account', 'https://xray.helius.xyz/account/T'],
      ['xray', 'token', 'https://xray.helius.xyz/token/T'],
      ['xray', 'transaction', 'https://xray.helius.xyz/tx/T'],
      ['oklink', 'account', 'https://www.oklink.com/sol/account/T'],
      ['oklink', 'token', 'https://www.oklink.com/sol/token/T'],
      ['oklink', 'transaction', 'https://www.oklink.com/sol/tx/T'],
    ] as const satisfies readonly (readonly [ExplorerId, ExplorerPage, string])[])('%s %s page is %s', (id, page, url) => {
      expect(explorerUrl(mainnet, id, page, 'T')).toBe(url);
    });
  });

  it('a target is percent-encoded into the path, so it cannot add a path, query or fragment', () => {
    expect(explorerUrl(mainnet, 'solscan', 'account', 'a/b?c#d')).toBe('https://solscan.io/account/a%2Fb%3Fc%23d');
  });

  it("on the simulator the link names the simulator's RPC (the configured one) as a custom cluster", () => {
    expect(explorerUrl(sim, 'xray', 'token', 'MINT')).toBe('https://xray.helius.xyz/token/MINT?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899');
    const moved = { profile: 'sim', endpoints: simEndpoints(simDefaults.api, simDefaults.stream, 'http://localhost:7001') } as const;
    expect(explorerUrl(moved, 'solana-beach', 'transaction', 'SIG')).toBe(
      'https://solanabeach.io/transaction/SIG?cluster=custom&customUrl=http%3A%2F%2Flocalhost%3A7001',
    );
  });

  it.each([
    ['solscan', true],
    ['solana-explorer', true],
    ['solana-beach', false],
    ['solanafm', false],
    ['xray', false],
    ['oklink', false],
  ] as const satisfies readonly (readonly [ExplorerId, boolean])[])("%s reads the simulator's custom cluster: %s", (id, reads) => {
    expect(READS_CUSTOM_CLUSTER.has(id)).toBe(reads);
  });

  describe('the preferred explorer is remembered', () => {
    it('under callisto.explorer, as JSON, and read back on the next visit', () => {
      const storage = createMemoryStorage();
      const logger = createRecordingLogger();
      createPreferredExplorer({ storage, logger }).update({ explorer: 'oklink' });
      expect(storage.getItem('callisto.explorer')).toBe('{"explorer":"oklink"}');
      expect(createPreferredExplorer({ storage, logger }).current()).toEqual({ explorer: 'oklink' });
      expect(logger.entries).toEqual([]);
    });

    it('a stored choice that names no offered explorer is logged and Solscan is used', () => {
      const storage = createMemoryStorage({ 'callisto.explorer': '{"explorer":"etherscan"}' });
      const logger = createRecordingLogger();
      expect(createPreferredExplorer({ storage, logger }).current()).toEqual({ explorer: 'solscan' });
      expect(logger.messages('warn')).toEqual(['Ignoring a stored setting']);
    });
  });
});

import { createMemoryStorage } from '@streams/core/ports';
import { createRecentWallets } from '@streams/wallet/recentWallets';
import { type WalletEntry, groupWallets } from '@streams/wallet/walletGroups';
import { firstValueFrom } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';

const installed = (...names: string[]): WalletEntry[] => names.map((name) => ({ name, installed: true }));
const catalog = (...names: string[]): WalletEntry[] => names.map((name) => ({ name, installed: false }));
const names = (entries: readonly WalletEntry[]) => entries.map((entry) => entry.name);

describe('connect panel grouping (spec 001 §2.5)', () => {
  it('recent first (most recent first, at most 4), then up to 4 installed, the rest in overflow', () => {
    const wallets = [
      ...installed('Phantom', 'Backpack', 'Glow', 'Nightly', 'Exodus', 'Trust', 'Coin98'),
      ...catalog('Solflare', 'Coinbase Wallet', 'Magic Eden', 'Zeal'),
    ];
    const groups = groupWallets(wallets, ['Glow', 'Phantom']);
    expect(names(groups.recent)).toEqual(['Glow', 'Phantom']);
    expect(names(groups.installed)).toEqual(['Backpack', 'Nightly', 'Exodus', 'Trust']);
    expect(names(groups.overflow)).toEqual(['Coin98']);
    expect(names(groups.more)).toEqual(['Solflare', 'Coinbase Wallet', 'Magic Eden', 'Zeal']);
  });

  it('never highlights social-login or Solflare-named wallets as installed', () => {
    const groups = groupWallets(installed('Solflare', 'Google (social login)', 'Phantom'), []);
    expect(names(groups.installed)).toEqual(['Phantom']);
    expect(names(groups.overflow)).toEqual(['Solflare', 'Google (social login)']);
  });

  it('orders the rest Phantom, Solflare, Backpack, Coinbase Wallet, Magic Eden, then by name', () => {
    const groups = groupWallets(catalog('Zeal', 'Magic Eden', 'Backpack', 'Alpha', 'Phantom', 'Coinbase Wallet', 'Solflare'), []);
    expect(names(groups.more)).toEqual(['Phantom', 'Solflare', 'Backpack', 'Coinbase Wallet', 'Magic Eden', 'Alpha', 'Zeal']);
  });

  it('forgets recent names that are no longer offered', () => {
    expect(names(groupWallets(installed('Phantom'), ['Gone', 'Phantom']).recent)).toEqual(['Phantom']);
  });
});

describe('recent wallets', () => {
  it('keeps 4, most recent first, without duplicates, across reloads', async () => {
    const storage = createMemoryStorage();
    const recent = createRecentWallets({ storage, logger: createRecordingLogger() });
    for (const name of ['A', 'B', 'C', 'D', 'E', 'B']) recent.used(name);
    const reloaded = createRecentWallets({ storage, logger: createRecordingLogger() });
    expect(await firstValueFrom(reloaded.names$)).toEqual(['B', 'E', 'D', 'C']);
  });

  it('ignores tampered storage, with a log line', async () => {
    const logger = createRecordingLogger();
    const recent = createRecentWallets({ storage: createMemoryStorage({ 'callisto.wallet.recent': '{"x":1}' }), logger });
    expect(await firstValueFrom(recent.names$)).toEqual([]);
    expect(logger.messages('warn')).toEqual(['Ignoring stored recent wallets']);
  });
});

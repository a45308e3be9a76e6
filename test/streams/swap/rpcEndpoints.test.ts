import type { AppConfig } from '@streams/core/config/resolveConfig';
import { simEndpoints } from '@streams/core/config/endpoints';
import { createMemoryStorage } from '@streams/core/ports';
import { checkCustomRpcUrl, createSelectedRpc, rpcOptions } from '@streams/swap/rpcEndpoints';
import { createRecordingLogger } from '../../support/fakeLogger';

const config = (profile: AppConfig['profile'], rpc: string): Pick<AppConfig, 'profile' | 'endpoints'> => ({
  profile,
  endpoints: simEndpoints('https://api.jup.ag', 'wss://x', rpc),
});

const POOLS = [
  { id: 'triton-pool', name: 'Triton RPC Pool', url: 'https://jupiter-frontend.rpcpool.com' },
  { id: 'solana-public', name: 'Solana Public RPC', url: 'https://api.mainnet-beta.solana.com' },
];
const LOCAL = { id: 'local', name: 'Local chain', url: 'http://127.0.0.1:8899' };

describe('the RPC choices', () => {
  it('a configured RPC that is one of the built-in ones is listed once, where it belongs', () => {
    expect(rpcOptions(config('mainnet', 'https://api.mainnet-beta.solana.com'))).toEqual([...POOLS, LOCAL]);
    expect(rpcOptions(config('mainnet', 'http://127.0.0.1:8899'))).toEqual([...POOLS, LOCAL]);
  });

  it('a configured RPC outside the built-in list leads it as the App default', () => {
    expect(rpcOptions(config('mainnet', 'https://rpc.example.com'))).toEqual([
      { id: 'app', name: 'App default', url: 'https://rpc.example.com' },
      ...POOLS,
      LOCAL,
    ]);
  });

  it('on the simulator: its two ports on one ledger (one pubsub socket), the second one below the first, without a trailing slash', () => {
    expect(rpcOptions(config('sim', 'http://127.0.0.1:8899'))).toEqual([
      { id: 'sim', name: 'Simulator RPC', url: 'http://127.0.0.1:8899', ws: 'ws://127.0.0.1:8900' },
      { id: 'sim-2', name: 'Simulator RPC (second port)', url: 'http://127.0.0.1:8898', ws: 'ws://127.0.0.1:8900' },
    ]);
    expect(rpcOptions(config('sim', 'http://127.0.0.1:8899/rpc//')).map((option) => option.url)).toEqual([
      'http://127.0.0.1:8899/rpc//',
      'http://127.0.0.1:8898/rpc',
    ]);
  });
});

describe('a custom RPC URL', () => {
  it.each([
    ['a user name alone', 'https://user@rpc.example.com'],
    ['a password alone', 'https://:secret@rpc.example.com'],
    ['a websocket URL', 'wss://rpc.example.com'],
  ])('with %s: URL is invalid!', (_name, text) => expect(checkCustomRpcUrl(text)).toEqual({ ok: false, message: 'URL is invalid!' }));

  it('a URL pasted with non-breaking spaces around it is taken', () => {
    expect(checkCustomRpcUrl('\u00a0https://rpc.example.com\u00a0')).toEqual({ ok: true, url: 'https://rpc.example.com' });
  });

  it('every trailing slash is dropped, not only the last', () => {
    expect(checkCustomRpcUrl('https://rpc.example.com/path///')).toEqual({ ok: true, url: 'https://rpc.example.com/path' });
  });
});

describe('the selected RPC, kept across reloads', () => {
  it('is read back from callisto.rpc.selected', () => {
    const storage = createMemoryStorage({ 'callisto.rpc.selected': JSON.stringify({ url: 'https://rpc.example.com' }) });
    const store = createSelectedRpc({ storage, logger: createRecordingLogger() });
    expect(store.current().url).toBe('https://rpc.example.com');
    store.set({ url: 'http://127.0.0.1:8899' });
    expect(JSON.parse(storage.getItem('callisto.rpc.selected') ?? 'null')).toEqual({ url: 'http://127.0.0.1:8899' });
  });

  it('none stored: no RPC selected, the app default applies', () => {
    const store = createSelectedRpc({ storage: createMemoryStorage(), logger: createRecordingLogger() });
    expect(store.current().url).toBeUndefined();
  });
});

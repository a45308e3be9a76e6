import { rpcSocketFor } from '@streams/core/config/endpoints';
import { resolveConfig, storageKeys } from '@streams/core/config/resolveConfig';
import { createMemoryStorage } from '@streams/core/ports';
import { createRecordingLogger } from '../../../support/fakeLogger';

const resolve = (search: string, stored: Record<string, string> = {}, defaultProfile?: string) => {
  const storage = createMemoryStorage(stored);
  const logger = createRecordingLogger();
  return { config: resolveConfig({ search, storage, logger, defaultProfile }), storage, logger };
};

describe('configuration', () => {
  it('defaults to the sim profile with the simulator ports of design.md', () => {
    const { config } = resolve('');
    expect(config.profile).toBe('sim');
    expect(config.endpoints).toMatchObject({
      marketApi: 'http://127.0.0.1:8787',
      marketStream: 'ws://127.0.0.1:8787/ws',
      tokensApi: 'http://127.0.0.1:8787/tokens/v2',
      priceApi: 'http://127.0.0.1:8787/price/v3',
      swapApi: 'http://127.0.0.1:8787/swap/v1',
      rpc: 'http://127.0.0.1:8899',
      rpcWs: 'ws://127.0.0.1:8900',
    });
  });

  it('the mainnet profile points at the public hosts', () => {
    const { config } = resolve('?profile=mainnet');
    expect(config.endpoints).toMatchObject({
      marketApi: 'https://datapi.jup.ag',
      marketStream: 'wss://trench-stream.jup.ag/ws',
      swapApi: 'https://api.jup.ag/swap/v1',
      priceApi: 'https://api.jup.ag/price/v3',
      rpc: 'https://api.mainnet-beta.solana.com',
      rpcWs: 'wss://api.mainnet-beta.solana.com',
    });
  });

  it('query beats stored beats build default; a query profile is remembered', () => {
    expect(resolve('', {}, 'mainnet').config.profile).toBe('mainnet');
    expect(resolve('', { [storageKeys.profile]: 'sim' }, 'mainnet').config.profile).toBe('sim');
    const { config, storage } = resolve('?profile=mainnet', { [storageKeys.profile]: 'sim' });
    expect(config.profile).toBe('mainnet');
    expect(storage.getItem(storageKeys.profile)).toBe('mainnet');
  });

  it('an unknown profile is logged and ignored', () => {
    const { config, logger } = resolve('?profile=devnet');
    expect(config.profile).toBe('sim');
    expect(logger.messages('warn')).toEqual(['Ignoring unknown profile']);
  });

  it('a stored profile that is not one is logged and ignored; a stored one is read as plain text', () => {
    const { config, storage, logger } = resolve('', { [storageKeys.profile]: 'devnet' }, 'mainnet');
    expect(config.profile).toBe('mainnet');
    expect(logger.messages('warn')).toEqual(['Ignoring a stored profile']);
    expect(storage.getItem(storageKeys.profile)).toBe('devnet');
    expect(resolve('', { [storageKeys.profile]: 'mainnet' }).config.profile).toBe('mainnet');
  });

  it('an allowed ?api= moves every simulator HTTP service and is stored', () => {
    const { config, storage } = resolve('?api=http://127.0.0.1:9000');
    expect(config.endpoints.marketApi).toBe('http://127.0.0.1:9000');
    expect(config.endpoints.swapApi).toBe('http://127.0.0.1:9000/swap/v1');
    expect(config.overrides).toEqual({ api: 'http://127.0.0.1:9000' });
    expect(storage.getItem(storageKeys.override('api'))).toBe('http://127.0.0.1:9000');
  });

  it('?ws= and ?rpc= override the stream and the RPC, whose socket follows', () => {
    const { config } = resolve('?ws=ws://localhost:7000/ws&rpc=http://localhost:7001');
    expect(config.endpoints.marketStream).toBe('ws://localhost:7000/ws');
    expect(config.endpoints.rpc).toBe('http://localhost:7001');
    expect(config.endpoints.rpcWs).toBe('ws://localhost:7002');
  });

  it.each(['https://jup.ag.evil.com', 'https://jup.ag@evil.com', 'http://evil.com'])(
    'a hostile ?api=%s is logged and ignored, keeping the default',
    (hostile) => {
      const { config, storage, logger } = resolve(`?api=${encodeURIComponent(hostile)}`);
      expect(config.endpoints.marketApi).toBe('http://127.0.0.1:8787');
      expect(storage.getItem(storageKeys.override('api'))).toBeNull();
      expect(logger.messages('warn')).toEqual(['Ignoring ?api= override']);
    },
  );

  it('a rejected query override falls back to a valid stored one', () => {
    const { config } = resolve('?api=https://jup.ag.evil.com', { [storageKeys.override('api')]: 'http://localhost:9001' });
    expect(config.endpoints.marketApi).toBe('http://localhost:9001');
  });

  it('a tampered stored override is dropped from storage and logged', () => {
    const { config, storage, logger } = resolve('', { [storageKeys.override('rpc')]: 'https://rpc.evil.com' });
    expect(config.endpoints.rpc).toBe('http://127.0.0.1:8899');
    expect(storage.getItem(storageKeys.override('rpc'))).toBeNull();
    expect(logger.messages('warn')).toEqual(['Dropping stored rpc override']);
  });

  it('an empty ?api= clears the stored override', () => {
    const { config, storage } = resolve('?api=', { [storageKeys.override('api')]: 'http://localhost:9001' });
    expect(config.endpoints.marketApi).toBe('http://127.0.0.1:8787');
    expect(storage.getItem(storageKeys.override('api'))).toBeNull();
  });

  describe('overrides keep only the origin', () => {
    it('?api= with a query is the bare origin, stored as such', () => {
      const { config, storage } = resolve(`?profile=mainnet&api=${encodeURIComponent('https://api.jup.ag/?x=')}`);
      expect(config.endpoints.marketApi).toBe('https://api.jup.ag');
      expect(config.overrides).toEqual({ api: 'https://api.jup.ag' });
      expect(storage.getItem(storageKeys.override('api'))).toBe('https://api.jup.ag');
    });

    it("?ws= with a path and query keeps the origin; the stream path is the app's own", () => {
      const { config } = resolve(`?ws=${encodeURIComponent('wss://trench-stream.jup.ag/other?token=x#f')}`);
      expect(config.overrides).toEqual({ ws: 'wss://trench-stream.jup.ag' });
      expect(config.endpoints.marketStream).toBe('wss://trench-stream.jup.ag/ws');
    });

    it('?rpc= with a path, query and fragment keeps the origin, and its socket follows', () => {
      const { config } = resolve(`?profile=mainnet&rpc=${encodeURIComponent('https://api.mainnet-beta.solana.com/x/y?api-key=1#z')}`);
      expect(config.endpoints.rpc).toBe('https://api.mainnet-beta.solana.com');
      expect(config.endpoints.rpcWs).toBe('wss://api.mainnet-beta.solana.com');
    });

    it('a stored override with a path (written by an older version) is used as its origin', () => {
      const { config } = resolve('', { [storageKeys.override('api')]: 'http://localhost:9001/deep/path?q=1' });
      expect(config.endpoints.marketApi).toBe('http://localhost:9001');
      expect(config.endpoints.swapApi).toBe('http://localhost:9001/swap/v1');
    });

    it('a non-allowed origin is still refused when its path names an allowed one', () => {
      const { config, storage, logger } = resolve(`?api=${encodeURIComponent('https://evil.com/https://api.jup.ag')}`);
      expect(config.endpoints.marketApi).toBe('http://127.0.0.1:8787');
      expect(storage.getItem(storageKeys.override('api'))).toBeNull();
      expect(logger.messages('warn')).toEqual(['Ignoring ?api= override']);
    });
  });

  describe('loopback overrides in the mainnet profile', () => {
    it('apply for the visit only: used, logged, not stored; the next visit is back on the public RPC', () => {
      const storage = createMemoryStorage();
      const logger = createRecordingLogger();
      const first = resolveConfig({ search: '?profile=mainnet&rpc=http://127.0.0.1:8899', storage, logger });
      expect(first.endpoints.rpc).toBe('http://127.0.0.1:8899');
      expect(storage.getItem(storageKeys.override('rpc'))).toBeNull();
      expect(logger.messages('info')).toEqual(['Using ?rpc= for this visit only']);
      const next = resolveConfig({ search: '', storage, logger });
      expect(next.profile).toBe('mainnet');
      expect(next.endpoints.rpc).toBe('https://api.mainnet-beta.solana.com');
    });

    it('a link does not overwrite a remembered remote override with a loopback one', () => {
      const storage = createMemoryStorage({ [storageKeys.override('api')]: 'https://lite-api.jup.ag' });
      const logger = createRecordingLogger();
      resolveConfig({ search: '?profile=mainnet&api=http://localhost:9000', storage, logger });
      expect(storage.getItem(storageKeys.override('api'))).toBe('https://lite-api.jup.ag');
    });

    it('a loopback override stored in the sim profile is not followed in mainnet, and is kept for sim', () => {
      const stored = { [storageKeys.override('api')]: 'http://localhost:9001' };
      const mainnet = resolve('?profile=mainnet', stored);
      expect(mainnet.config.endpoints.marketApi).toBe('https://datapi.jup.ag');
      expect(mainnet.config.overrides).toEqual({});
      expect(mainnet.logger.messages('info')).toEqual(['Not using the stored api override']);
      expect(mainnet.storage.getItem(storageKeys.override('api'))).toBe('http://localhost:9001');
      expect(resolve('?profile=sim', stored).config.endpoints.marketApi).toBe('http://localhost:9001');
    });

    it('a remote override is remembered in mainnet as before', () => {
      const { config, storage } = resolve('?profile=mainnet&api=https://lite-api.jup.ag');
      expect(config.endpoints.marketApi).toBe('https://lite-api.jup.ag');
      expect(storage.getItem(storageKeys.override('api'))).toBe('https://lite-api.jup.ag');
    });

    it('the sim profile remembers a loopback override', () => {
      const { storage } = resolve('?profile=sim&rpc=http://127.0.0.1:7000');
      expect(storage.getItem(storageKeys.override('rpc'))).toBe('http://127.0.0.1:7000');
    });
  });

  it.each([
    ['http://127.0.0.1:8899', 'ws://127.0.0.1:8900'],
    ['https://api.mainnet-beta.solana.com', 'wss://api.mainnet-beta.solana.com'],
    ['https://rpc.example.com:8443/path', 'wss://rpc.example.com:8444/path'],
  ])('the pubsub socket of %s is %s', (rpc, ws) => {
    expect(rpcSocketFor(rpc)).toBe(ws);
  });

  describe('the development server runs the simulator only (no CSP there)', () => {
    it.each([
      ['a ?profile=mainnet link', '?profile=mainnet', {}],
      ['a stored mainnet choice', '', { [storageKeys.profile]: 'mainnet' }],
    ])('%s is refused: the simulator runs, the notice says why, and mainnet is not remembered', (_name, search, stored) => {
      const storage = createMemoryStorage(stored);
      const logger = createRecordingLogger();
      const config = resolveConfig({ search, storage, logger, simOnly: true });
      expect(config.profile).toBe('sim');
      expect(config.refusedProfile).toBe('mainnet');
      expect(config.endpoints.marketApi).toBe('http://127.0.0.1:8787');
      expect(logger.messages('warn')).toEqual(['Mainnet is not served by the development server; running the simulator']);
      if (search) expect(storage.getItem(storageKeys.profile)).toBeNull();
    });

    it('a mainnet build default is refused too; the simulator asked for is no refusal', () => {
      expect(
        resolveConfig({ search: '', storage: createMemoryStorage(), logger: createRecordingLogger(), defaultProfile: 'mainnet', simOnly: true }).refusedProfile,
      ).toBe('mainnet');
      const plain = resolveConfig({ search: '?profile=sim', storage: createMemoryStorage(), logger: createRecordingLogger(), simOnly: true });
      expect(plain.profile).toBe('sim');
      expect(plain.refusedProfile).toBeUndefined();
    });

    it('a remote endpoint override is ignored there; a loopback one applies', () => {
      const logger = createRecordingLogger();
      const config = resolveConfig({ search: '?api=https://datapi.jup.ag&rpc=http://localhost:9999', storage: createMemoryStorage(), logger, simOnly: true });
      expect(config.overrides).toEqual({ rpc: 'http://localhost:9999' });
      expect(logger.messages('warn')).toContain('Ignoring a remote endpoint override on the development server');
    });

    it('production builds keep ?profile=mainnet', () => {
      expect(resolveConfig({ search: '?profile=mainnet', storage: createMemoryStorage(), logger: createRecordingLogger() }).profile).toBe('mainnet');
    });
  });

  describe('what is logged says what was refused and why', () => {
    it('an unknown profile names the value asked for', () => {
      const { logger } = resolve('?profile=devnet');
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Ignoring unknown profile', context: { profile: 'devnet' } }]);
    });

    it('a refused ?api= names the value given and the reason', () => {
      const { logger } = resolve(`?api=${encodeURIComponent('https://jup.ag.evil.com/x')}`);
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          message: 'Ignoring ?api= override',
          context: { value: 'https://jup.ag.evil.com/x', reason: 'origin https://jup.ag.evil.com not allowed' },
        },
      ]);
    });

    it('a loopback ?rpc= in the mainnet profile names the origin used and why it is not remembered', () => {
      const { logger } = resolve(`?profile=mainnet&rpc=${encodeURIComponent('http://127.0.0.1:8899/path')}`);
      expect(logger.entries).toEqual([
        {
          level: 'info',
          message: 'Using ?rpc= for this visit only',
          context: { value: 'http://127.0.0.1:8899', reason: 'loopback override in the mainnet profile' },
        },
      ]);
    });

    it('a stored loopback override skipped in the mainnet profile names the stored origin and why', () => {
      const { logger } = resolve('?profile=mainnet', { [storageKeys.override('ws')]: 'ws://localhost:9002' });
      expect(logger.entries).toEqual([
        {
          level: 'info',
          message: 'Not using the stored ws override',
          context: { value: 'ws://localhost:9002', reason: 'loopback override in the mainnet profile' },
        },
      ]);
    });

    it('the development server names the profile it refused and the command that serves it', () => {
      const logger = createRecordingLogger();
      resolveConfig({ search: '?profile=mainnet', storage: createMemoryStorage(), logger, simOnly: true });
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          message: 'Mainnet is not served by the development server; running the simulator',
          context: { asked: 'mainnet', build: 'VITE_PROFILE=mainnet npm run build && npm run preview' },
        },
      ]);
    });

    it('the development server names the remote override it ignored', () => {
      const logger = createRecordingLogger();
      resolveConfig({ search: '?ws=wss://trench-stream.jup.ag', storage: createMemoryStorage(), logger, simOnly: true });
      expect(logger.entries).toEqual([
        {
          level: 'warn',
          message: 'Ignoring a remote endpoint override on the development server',
          context: { key: 'ws', origin: 'wss://trench-stream.jup.ag' },
        },
      ]);
    });
  });

  it('the development server remembers a ?profile=sim link over a stored mainnet choice', () => {
    const storage = createMemoryStorage({ [storageKeys.profile]: 'mainnet' });
    const config = resolveConfig({ search: '?profile=sim', storage, logger: createRecordingLogger(), simOnly: true });
    expect(config.profile).toBe('sim');
    expect(config.refusedProfile).toBeUndefined();
    expect(storage.getItem(storageKeys.profile)).toBe('sim');
  });

  it.each([
    ['not set', undefined, true],
    ['false', false, true],
    ['true', true, false],
  ] as const)('with VITE_DISABLE_RISK_CHECK %s the wallet risk check is on: %s', (_name, riskCheckDisabled, riskCheck) => {
    const config = resolveConfig({ search: '', storage: createMemoryStorage(), logger: createRecordingLogger(), riskCheckDisabled });
    expect(config.riskCheck).toBe(riskCheck);
  });
});

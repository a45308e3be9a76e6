import { EMPTY } from 'rxjs';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import { simEndpoints } from '@streams/core/config/endpoints';
import { createMemoryStorage } from '@streams/core/ports';
import { EXPLORERS, PREFERRED_EXPLORER_KEY, createPreferredExplorer, explorerUrl } from '@streams/core/config/explorers';
import { DEFAULT_CURRENCY_KEY, createDisplayCurrency } from '@streams/shell/displayCurrency';
import { buildQuoteQuery } from '@streams/swap/quoteParams';
import {
  LOCAL_CHAIN_URL,
  RPC_URL_INVALID,
  SELECTED_RPC_KEY,
  checkCustomRpcUrl,
  createSelectedRpc,
  customRpcToast,
  rpcOptions,
} from '@streams/swap/rpcEndpoints';
import {
  DEFAULT_SWAP_SETTINGS,
  SWAP_SETTINGS_KEY,
  type SwapSettings,
  createSwapSettings,
  engineBroadcastMode,
  isValidSlippage,
  prioritizationFee,
  quoteOptionsFrom,
  solToLamports,
} from '@streams/swap/settings';
import { createRecordingLogger } from '../../support/fakeLogger';
import { SOL, USDC } from './fixtures';

const mainnet: Pick<AppConfig, 'profile' | 'endpoints'> = {
  profile: 'mainnet',
  endpoints: { ...simEndpoints('https://api.jup.ag', 'wss://x', 'https://api.mainnet-beta.solana.com') },
};
const sim: Pick<AppConfig, 'profile' | 'endpoints'> = {
  profile: 'sim',
  endpoints: simEndpoints('http://127.0.0.1:8787', 'ws://127.0.0.1:8787/ws', 'http://127.0.0.1:8899'),
};

describe('swap settings (spec 001 §2.3)', () => {
  it('defaults: slippage 0.5, max priority fee 0.001 SOL, tips 0.001, priorityFees, max-cap, no direct routes, no wrapped SOL', () => {
    const store = createSwapSettings({ storage: createMemoryStorage(), logger: createRecordingLogger() });
    expect(store.current()).toEqual({
      slippage: 0.5,
      maxPriorityFee: 0.001,
      maxJitoTip: 0.001,
      broadcastMode: 'priorityFees',
      feeType: 'maxCap',
      directRoutesOnly: false,
      useWrappedSol: false,
      restrictIntermediateTokens: true,
      legacyTransaction: false,
      excludedDexes: [],
    });
  });

  it('stores changes and reads them back; a bad stored field falls back to its default alone', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    createSwapSettings({ storage, logger }).update({ slippage: 1, directRoutesOnly: true });
    expect(createSwapSettings({ storage, logger }).current()).toMatchObject({ slippage: 1, directRoutesOnly: true });
    storage.setItem(SWAP_SETTINGS_KEY, JSON.stringify({ slippage: -3, broadcastMode: 'carrier-pigeon', maxPriorityFee: 0.002 }));
    expect(createSwapSettings({ storage, logger }).current()).toEqual({ ...DEFAULT_SWAP_SETTINGS, maxPriorityFee: 0.002 });
  });

  it('text that is not JSON is logged and replaced by the defaults', () => {
    const logger = createRecordingLogger();
    const store = createSwapSettings({ storage: createMemoryStorage({ [SWAP_SETTINGS_KEY]: '{oops' }), logger });
    expect(store.current()).toEqual(DEFAULT_SWAP_SETTINGS);
    expect(logger.messages('warn')).toEqual(['Ignoring a stored setting: not JSON']);
  });

  it.each([
    [0.5, true],
    [0, true],
    [100, true],
    [100.01, false],
    [-0.1, false],
    [Number.NaN, false],
  ])('slippage %s%% valid: %s', (value, valid) => expect(isValidSlippage(value)).toBe(valid));

  it.each([
    [0.001, 1_000_000n],
    [0.000_000_001, 1n],
    [0.1, 100_000_000n],
    [0, 0n],
  ])('%s SOL is %s lamports (setting × 1e9)', (sol, lamports) => expect(solToLamports(sol)).toBe(lamports));

  it('the manual profile sends the user slippage in bps; auto lets the service choose within the client ceiling (300 bps); neither conflicts', () => {
    const settings: SwapSettings = { ...DEFAULT_SWAP_SETTINGS, slippage: 0.5, directRoutesOnly: true, excludedDexes: ['Obric'] };
    const manual = quoteOptionsFrom(settings, 'manual');
    const auto = quoteOptionsFrom(settings, 'auto');
    expect(manual).toEqual({ slippageBps: 50, onlyDirectRoutes: true, restrictIntermediateTokens: true, asLegacyTransaction: false, excludeDexes: ['Obric'] });
    expect(auto).toEqual({
      autoSlippage: true,
      maxAutoSlippageBps: 300,
      onlyDirectRoutes: true,
      restrictIntermediateTokens: true,
      asLegacyTransaction: false,
      excludeDexes: ['Obric'],
    });
    const request = { inputMint: SOL, outputMint: USDC, amount: 1n, swapMode: 'ExactIn' as const };
    expect(buildQuoteQuery({ ...request, ...manual }, createRecordingLogger()).ok).toBe(true);
    expect(buildQuoteQuery({ ...request, ...auto }, createRecordingLogger()).ok).toBe(true);
  });

  it.each([
    ['priorityFees', 'maxCap', { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 } }, 'plain'],
    ['priorityFees', 'exactFee', 1_000_000, 'plain'],
    ['mixed', 'maxCap', { jitoTipLamports: 1_000_000 }, 'mixed'],
    ['jito', 'maxCap', { jitoTipLamports: 1_000_000 }, 'jito'],
  ] as const)('broadcast %s with %s: prioritizationFeeLamports %j, engine mode %s', (broadcastMode, feeType, fee, engineMode) => {
    const settings = { ...DEFAULT_SWAP_SETTINGS, broadcastMode, feeType };
    expect(prioritizationFee(settings)).toEqual(fee);
    expect(engineBroadcastMode(broadcastMode)).toBe(engineMode);
  });

  it('a tipping mode pays the tip it is given (the floor within the maximum), else the maximum', () => {
    const settings = { ...DEFAULT_SWAP_SETTINGS, broadcastMode: 'jito' as const };
    expect(prioritizationFee(settings, 12_000)).toEqual({ jitoTipLamports: 12_000 });
    expect(prioritizationFee({ ...settings, broadcastMode: 'priorityFees' }, 12_000)).toEqual({
      priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 },
    });
  });

  it('Default Currency lives under jupiter-default-currency, one of two options', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const prices = { price$: () => EMPTY };
    const createDefaultCurrency = (deps: { storage: typeof storage; logger: typeof logger }) => createDisplayCurrency({ ...deps, prices }).choice;
    expect(createDefaultCurrency({ storage, logger }).current()).toEqual({ currency: 'USDC' });
    createDefaultCurrency({ storage, logger }).update({ currency: 'SOL' });
    expect(JSON.parse(storage.getItem(DEFAULT_CURRENCY_KEY) ?? '')).toEqual({ currency: 'SOL' });
    storage.setItem(DEFAULT_CURRENCY_KEY, JSON.stringify({ currency: 'EUR' }));
    expect(createDefaultCurrency({ storage, logger }).current()).toEqual({ currency: 'USDC' });
  });
});

describe('preferred explorer (spec 001 §2.3)', () => {
  it('six explorers, Solscan first and default, each with account, token and transaction pages', () => {
    expect(EXPLORERS.map((explorer) => explorer.name)).toEqual(['Solscan', 'Solana Beach', 'Solana Explorer', 'SolanaFM', 'XRAY', 'OKLink']);
    const storage = createMemoryStorage();
    const store = createPreferredExplorer({ storage, logger: createRecordingLogger() });
    expect(store.current()).toEqual({ explorer: 'solscan' });
    store.update({ explorer: 'xray' });
    expect(JSON.parse(storage.getItem(PREFERRED_EXPLORER_KEY) ?? '')).toEqual({ explorer: 'xray' });
  });

  it.each([
    ['solscan', 'transaction', 'https://solscan.io/tx/SIG'],
    ['solscan', 'token', 'https://solscan.io/token/SIG'],
    ['solana-beach', 'account', 'https://solanabeach.io/address/SIG'],
    ['solana-beach', 'transaction', 'https://solanabeach.io/transaction/SIG'],
    ['solana-explorer', 'token', 'https://explorer.solana.com/address/SIG'],
    ['solanafm', 'transaction', 'https://solana.fm/tx/SIG'],
    ['xray', 'account', 'https://xray.helius.xyz/account/SIG'],
    ['oklink', 'transaction', 'https://www.oklink.com/sol/tx/SIG'],
  ] as const)('%s %s page', (id, page, url) => expect(explorerUrl(mainnet, id, page, 'SIG')).toBe(url));

  it('on the simulator every choice links to the chosen explorer, pointed at the simulator RPC', () => {
    expect(explorerUrl(sim, 'solscan', 'transaction', 'SIG')).toBe('https://solscan.io/tx/SIG?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899');
    expect(explorerUrl(sim, 'solana-explorer', 'account', 'ADDR')).toBe(
      'https://explorer.solana.com/address/ADDR?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
  });
});

describe('RPC endpoint setting (spec 001 §2.3, §5)', () => {
  it.each([
    ['https://rpc.example.com', 'https://rpc.example.com'],
    ['https://rpc.example.com/path/', 'https://rpc.example.com/path'],
    ['http://127.0.0.1:8899', 'http://127.0.0.1:8899'],
    ['  https://a.b  ', 'https://a.b'],
  ])('%j is a valid custom URL', (text, url) => expect(checkCustomRpcUrl(text)).toEqual({ ok: true, url }));

  it.each(['', 'rpc.example.com', 'not a url', 'ftp://rpc.example.com', 'javascript:alert(1)', 'https://user:pw@rpc.example.com'])(
    '%j: URL is invalid!',
    (text) => expect(checkCustomRpcUrl(text)).toEqual({ ok: false, message: RPC_URL_INVALID }),
  );

  it('the list has pools and a local chain; a URL outside it gets the Custom RPC endpoint toast', () => {
    const options = rpcOptions(mainnet);
    expect(options.map((option) => option.name)).toEqual(['Triton RPC Pool', 'Solana Public RPC', 'Local chain']);
    expect(options.at(-1)?.url).toBe(LOCAL_CHAIN_URL);
    expect(customRpcToast('https://api.mainnet-beta.solana.com', options)).toBeUndefined();
    expect(customRpcToast('https://my.rpc', options)).toEqual({
      id: 'custom-rpc',
      scope: 'shell',
      variant: 'info',
      title: 'Custom RPC endpoint',
      description: 'https://my.rpc',
    });
  });

  it('a stored RPC that is not a valid URL is logged and ignored', () => {
    const logger = createRecordingLogger();
    const store = createSelectedRpc({ storage: createMemoryStorage({ [SELECTED_RPC_KEY]: JSON.stringify({ url: 'javascript:alert(1)' }) }), logger });
    expect(store.current()).toEqual({ url: undefined });
    expect(logger.messages('warn')).toEqual(['Ignoring a stored setting']);
  });
});

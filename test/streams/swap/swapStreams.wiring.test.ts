import { SystemProgram, Transaction } from '@solana/web3.js';
import type { RemoteSwapSettings } from '@streams/config/remoteConfig';
import { simEndpoints } from '@streams/core/config/endpoints';
import { createPreferredExplorer } from '@streams/core/config/explorers';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import { type HttpRequest, createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import type { HoldingRow, HoldingsView } from '@streams/portfolio/holdingRows';
import type { Asset } from '@streams/schemas/asset';
import type { QuoteResponse } from '@streams/schemas/quote';
import { toBase64 } from '@streams/solana/codec';
import type { TokenAccount } from '@streams/solana/ports';
import { parseTransaction } from '@streams/solana/wireFormat';
import type { Referral } from '@streams/swap/referral';
import { createSwapStreams } from '@streams/swap/swapStreams';
import type { SwapFormState } from '@streams/swap/swapForm';
import type { TxBuild, TxCommand } from '@streams/tx/command';
import { NEVER, type Observable, map, of } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeRpc } from '../../support/fakeRpc';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';
import { BLOCKHASH, LAST_VALID, blockhash, payer, recipient, stranger } from '../tx/fixtures';
import { JUP, QUICK_WALLET, quickSigner, quoteFor, swapWire, USDC } from './fixtures';

const endpoints = simEndpoints('http://127.0.0.1:9', 'ws://127.0.0.1:9/ws', 'http://127.0.0.1:8899');
const simConfig: AppConfig = { profile: 'sim', endpoints, overrides: {} };
const mainnetConfig: AppConfig = { profile: 'mainnet', endpoints, overrides: {} };

const REFERRER = 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3';
const FEE_ACCOUNT = 'FeeUsdc1111111111111111111111111111111111111';
const signer = quickSigner;
const connected = QUICK_WALLET;
const TWO_SOL: HoldingsView = {
  status: 'ready',
  rows: [{ mint: 'So11111111111111111111111111111111111111112', native: true, amount: 2_000_000_000n } as HoldingRow],
  totalUsd: 0,
  refreshing: false,
};
const JUP_ASSET = { id: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6, isVerified: true } as Asset;
const usdcAccount: TokenAccount = { address: FEE_ACCOUNT, mint: USDC, owner: REFERRER, amount: 0n, decimals: 6, isFrozen: false, programId: 'Tokenkeg' };

/** The honest answer to GET /quote: the asked amount, slippage and platform fee, the minimum received within the slippage. */
const honestQuote = (url: URL): QuoteResponse => {
  const slippageBps = Number(url.searchParams.get('slippageBps') ?? 100);
  const feeBps = Number(url.searchParams.get('platformFeeBps') ?? 0);
  const out = 17_057_460n;
  return quoteFor(url.searchParams.get('amount') ?? '0', {
    slippageBps,
    otherAmountThreshold: String((out * BigInt(10_000 - slippageBps)) / 10_000n + 1n),
    platformFee: { amount: feeBps > 0 ? '34115' : '0', feeBps },
  });
};

/** A transaction the payer pays for and the service signed too (a second signer): it keeps its bytes. */
const prebuiltWire = (): Uint8Array => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: recipient, lamports: 1000 }));
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

interface Setup {
  readonly config?: AppConfig;
  readonly referral$?: Observable<Referral | undefined>;
  readonly remote$?: Observable<RemoteSwapSettings | undefined>;
  readonly holdings?: HoldingsView;
  readonly quote?: (url: URL) => QuoteResponse;
  readonly swapWire?: Uint8Array;
}

const setup = (m: MarbleContext, options: Setup = {}) => {
  const requests: { readonly at: number; readonly request: HttpRequest }[] = [];
  const { transport } = createFakeTransport((request) => {
    requests.push({ at: m.scheduler.now(), request });
    const url = new URL(request.url);
    if (url.pathname.endsWith('/quote')) return of(jsonResponse((options.quote ?? honestQuote)(url)));
    if (url.pathname.endsWith('/swap')) return of(jsonResponse({ swapTransaction: toBase64(options.swapWire ?? swapWire()), lastValidBlockHeight: 99 }));
    if (url.pathname.endsWith('/tip_floor')) return of(jsonResponse([{ landed_tips_50th_percentile: 0.00002 }]));
    if (url.pathname.endsWith('/program-id-to-label')) return of(jsonResponse({ Prog1111: 'Meteora DLMM' }));
    return of(jsonResponse({ error: 'no such route' }, 404));
  });
  const logger = createRecordingLogger();
  const storage = createMemoryStorage();
  const runs: TxCommand[] = [];
  const looked: string[] = [];
  const fakeRpc = createFakeRpc(m.scheduler, {
    getTokenAccountsByOwner: () => of([usdcAccount]),
    getLatestBlockhash: () => of(blockhash),
  });
  const swap = createSwapStreams({
    config: options.config ?? simConfig,
    http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
    commands: {
      run: (command) => {
        runs.push(command);
        return NEVER;
      },
      busy$: of(false),
    },
    explorer: createPreferredExplorer({ storage, logger }),
    storage,
    logger,
    scheduler: m.scheduler,
    lookup: (query) => {
      looked.push(query);
      return of(query === 'JUP' ? [JUP_ASSET] : []);
    },
    session: { state$: of(connected), currentSigner: () => signer },
    holdingRows: { rows$: () => of(options.holdings ?? TWO_SOL) },
    rpc: fakeRpc.rpc,
    referral$: options.referral$ ?? of(undefined),
    remoteSwapSettings$: options.remote$ ?? of(undefined),
  });
  const paths = (suffix: string) => requests.filter(({ request }) => new URL(request.url).pathname.endsWith(suffix));
  return { swap, requests, paths, runs, looked, fakeRpc, storage };
};

type Streams = ReturnType<typeof setup>['swap'];

/** The user opens SOL-USDC, types 1 SOL and presses Swap once the quote is on screen; the page closes at 400 ms. */
const swapOneSol = (m: MarbleContext, swap: Streams): SwapFormState[] => {
  const form = swap.form();
  const states: SwapFormState[] = [];
  const watching = form.state$.subscribe((state) => states.push(state));
  form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
  form.setAmount('1');
  m.scheduler.schedule(() => form.swap(), 300);
  m.scheduler.schedule(() => watching.unsubscribe(), 400);
  m.flush();
  return states;
};

/** Runs the command's build step: what it built, or the message it failed with. */
const build = (m: MarbleContext, command: TxCommand | undefined) => {
  const built: TxBuild[] = [];
  const failures: string[] = [];
  command
    ?.build()
    .subscribe({ next: (value) => built.push(value), error: (error: unknown) => failures.push(error instanceof Error ? error.message : String(error)) });
  m.flush();
  return { built, failures };
};

const postedBody = (request: HttpRequest | undefined): Record<string, unknown> => JSON.parse(request?.body ?? '{}') as Record<string, unknown>;

describe('createSwapStreams: the swap form it makes', () => {
  it(
    'the auto profile swaps with dynamic slippage: the wallet balance shows, and the quote on screen is built with no fee account and a priority fee',
    marbles((m) => {
      const { swap, runs, paths } = setup(m);
      const states = swapOneSol(m, swap);
      expect(states.at(-1)?.sellBalance).toBe(2_000_000_000n);
      expect(states.at(-1)?.button.kind).toBe('swap');
      expect(runs).toHaveLength(1);
      expect(runs[0]?.label).toBe('Swap 1 SOL to USDC');
      const { failures } = build(m, runs[0]);
      expect(failures).toEqual([]);
      const body = postedBody(paths('/swap').at(-1)?.request);
      expect(body['dynamicSlippage']).toBe(true);
      expect(body['feeAccount']).toBeUndefined();
      expect(body['prioritizationFeeLamports']).toEqual({ priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 } });
    }),
  );

  it(
    'the manual profile sends the user’s slippage and builds without dynamic slippage',
    marbles((m) => {
      const { swap, runs, paths } = setup(m);
      swap.profile.choose('manual');
      swapOneSol(m, swap);
      expect(new URL(paths('/quote')[0]?.request.url ?? '').searchParams.get('slippageBps')).toBe('50');
      const { failures } = build(m, runs[0]);
      expect(failures).toEqual([]);
      expect(postedBody(paths('/swap').at(-1)?.request)['dynamicSlippage']).toBe(false);
    }),
  );

  it(
    'manual profile: a quote that allows more slippage than the user’s is refused before anything is built',
    marbles((m) => {
      const { swap, runs, paths } = setup(m, { quote: (url) => ({ ...honestQuote(url), slippageBps: 100 }) });
      swap.profile.choose('manual');
      swapOneSol(m, swap);
      const { built, failures } = build(m, runs[0]);
      expect(built).toEqual([]);
      expect(failures).toEqual(['Refused to sign: the quote allows 1% slippage, more than your 0.5%.']);
      expect(paths('/swap')).toEqual([]);
    }),
  );

  it(
    'while the holdings load there is no balance to show',
    marbles((m) => {
      const { swap } = setup(m, { holdings: { status: 'loading' } });
      const states = swapOneSol(m, swap);
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state.sellBalance === undefined)).toBe(true);
    }),
  );

  it(
    'a referral’s fee is quoted, accepted, and collected in the referrer’s account of the output mint',
    marbles((m) => {
      const { swap, runs, paths, fakeRpc } = setup(m, { referral$: of({ referrer: REFERRER, feeBps: 20 }) });
      swapOneSol(m, swap);
      expect(fakeRpc.of('getTokenAccountsByOwner').map((call) => call.args)).toEqual([[REFERRER, 'confirmed']]);
      expect(new URL(paths('/quote')[0]?.request.url ?? '').searchParams.get('platformFeeBps')).toBe('20');
      const { failures } = build(m, runs[0]);
      expect(failures).toEqual([]);
      expect(postedBody(paths('/swap').at(-1)?.request)['feeAccount']).toBe(FEE_ACCOUNT);
    }),
  );

  it(
    'without a referral, a quote that charges a platform fee anyway is refused: the user accepted none',
    marbles((m) => {
      const { swap, runs, paths } = setup(m, { quote: (url) => ({ ...honestQuote(url), platformFee: { amount: '34115', feeBps: 20 } }) });
      swapOneSol(m, swap);
      expect(new URL(paths('/quote')[0]?.request.url ?? '').searchParams.has('platformFeeBps')).toBe(false);
      const { failures } = build(m, runs[0]);
      expect(failures).toEqual(['Refused to sign: the quote charges a 0.2% platform fee, more than the 0% you accepted.']);
      expect(paths('/swap')).toEqual([]);
    }),
  );

  it(
    'in the jito mode the swap pays the tip chosen from the floor the page watches, not the user’s maximum',
    marbles((m) => {
      // Bounded: a floor still polled after the page closes would never run out of work.
      flushWithin(m, 20_000);
      const { swap, runs, paths } = setup(m);
      swap.settings.update({ broadcastMode: 'jito', maxJitoTip: 0.001 });
      // The page watches the floor while it is open (until 400 ms, as the form).
      const watching = swap.bundleTip$.subscribe();
      m.scheduler.schedule(() => watching.unsubscribe(), 400);
      swapOneSol(m, swap);
      const { failures } = build(m, runs[0]);
      expect(failures).toEqual([]);
      expect(postedBody(paths('/swap').at(-1)?.request)['prioritizationFeeLamports']).toEqual({ jitoTipLamports: 20_000 });
    }),
  );

  it(
    'a transaction the service signed too keeps its bytes and expires by a fresh confirmed blockhash of ours',
    marbles((m) => {
      const { swap, runs, fakeRpc } = setup(m, { swapWire: prebuiltWire() });
      swapOneSol(m, swap);
      const { built, failures } = build(m, runs[0]);
      expect(failures).toEqual([]);
      expect(built.map((value) => (value.kind === 'prebuilt' ? value.lastValidBlockHeight : value.kind))).toEqual([LAST_VALID]);
      expect(fakeRpc.of('getLatestBlockhash').map((call) => call.args)).toEqual([['confirmed']]);
    }),
  );
});

describe('createSwapStreams: the route check before signing', () => {
  const routeCheck = (m: MarbleContext, config: AppConfig): string | undefined => {
    const { swap, runs } = setup(m, { config });
    swapOneSol(m, swap);
    const tx = parseTransaction(swapWire());
    if (!tx) throw new Error('fixture is not a transaction');
    return runs[0]?.intent?.verify?.(tx);
  };

  it(
    'the simulator profile reads the route instruction: a transaction without one is refused',
    marbles((m) => {
      expect(routeCheck(m, simConfig)).toEqual(expect.stringContaining('swap route'));
    }),
  );

  it(
    'on mainnet the route program is Jupiter’s own: the transaction is not read for a route',
    marbles((m) => {
      expect(routeCheck(m, mainnetConfig)).toBeUndefined();
    }),
  );
});

describe('createSwapStreams: the bundle tip', () => {
  it(
    'with priority fees no tip is paid and the floor is never asked for',
    marbles((m) => {
      const { swap, paths } = setup(m);
      m.expect(swap.bundleTip$, '^ 5999ms !').toBeObservable('u', { u: undefined });
      m.flush();
      expect(paths('/tip_floor')).toEqual([]);
    }),
  );

  it(
    'in the jito mode the tip is the floor within the maximum, polled every 5 s only while watched',
    marbles((m) => {
      flushWithin(m, 20_000);
      const { swap, paths } = setup(m);
      swap.settings.update({ broadcastMode: 'jito', maxJitoTip: 0.001 });
      const loading = { status: 'loading' } as const;
      const known = { status: 'known', lamports: 20_000, stale: false } as const;
      m.expect(swap.bundleTip$, '^ 5999ms !').toBeObservable('(lk) 4996ms k', {
        l: { floor: loading, lamports: 1_000_000 },
        k: { floor: known, lamports: 20_000 },
      });
      m.flush();
      expect(paths('/tip_floor').map(({ at }) => at)).toEqual([0, 5000]);
    }),
  );

  it(
    'a tip maximum below the block engine’s least tip pays the least tip while the floor loads',
    marbles((m) => {
      const { swap } = setup(m);
      swap.settings.update({ broadcastMode: 'mixed', maxJitoTip: 0 });
      const tips: (number | undefined)[] = [];
      const watching = swap.bundleTip$.subscribe((tip) => tips.push(tip?.lamports));
      watching.unsubscribe();
      m.flush();
      expect(tips[0]).toBe(1000);
    }),
  );
});

describe('createSwapStreams: quote options from remote settings', () => {
  it(
    'until remote settings arrive the quote excludes only the user’s AMMs',
    marbles((m) => {
      const { swap } = setup(m, { remote$: NEVER });
      const seen: unknown[] = [];
      swap.quoteOptions$.subscribe((options) => seen.push(options.excludeDexes));
      m.flush();
      expect(seen).toEqual([undefined]);
    }),
  );

  it(
    'remote settings that repeat the same excluded AMMs do not change the quote options again',
    marbles((m) => {
      const remote$ = m.cold<RemoteSwapSettings | undefined>('a 99ms b 99ms c', {
        a: undefined,
        b: { excludedAmms: ['Obric'] },
        c: { excludedAmms: ['Obric'] },
      });
      const { swap } = setup(m, { remote$ });
      m.expect(swap.quoteOptions$.pipe(map((options) => options.excludeDexes?.join() ?? '-')), '^ 999ms !').toBeObservable('n 99ms o', { n: '-', o: 'Obric' });
      m.flush();
    }),
  );
});

describe('createSwapStreams: addresses and labels', () => {
  it(
    'a swap address with a token symbol is looked up through the token search',
    marbles((m) => {
      const { swap, looked } = setup(m);
      const results: string[] = [];
      swap.urls
        .resolve({ pathname: '/swap', inOut: 'JUP-USDC', sell: null, buy: null, inAmount: null })
        .subscribe((result) => results.push(result.kind === 'resolved' ? `${result.sell.symbol}-${result.buy.symbol}` : result.kind));
      m.flush();
      expect(looked).toEqual(['JUP']);
      expect(results).toEqual(['JUP-USDC']);
    }),
  );

  it(
    'the venue names come from the swap API’s program labels',
    marbles((m) => {
      const { swap, paths } = setup(m);
      const labels: (string | undefined)[] = [];
      swap.programLabels.labels$.subscribe((state) => labels.push(state.status === 'ready' ? state.value.get('Prog1111') : state.status));
      m.flush();
      expect(labels.at(-1)).toBe('Meteora DLMM');
      expect(paths('/program-id-to-label').map(({ request }) => request.url)).toEqual(['http://127.0.0.1:9/swap/v1/program-id-to-label']);
    }),
  );
});

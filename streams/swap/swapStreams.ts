import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, distinctUntilChanged, map, of, shareReplay, startWith, switchMap, tap } from 'rxjs';
import type { RemoteSwapSettings } from '../config/remoteConfig';
import type { AppConfig } from '../core/config/resolveConfig';
import type { HttpClient } from '../core/http';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { PreferredExplorer } from '../core/config/explorers';
import type { TxCommands } from '../tx/command';
import type { HoldingRows } from '../portfolio/holdingRows';
import type { SolanaRpc } from '../solana/ports';
import type { WalletSession } from '../wallet/walletSession';
import { createSwapExecutor } from './executeSwap';
import { createLastPair } from './lastPair';
import { createSwapForm } from './swapForm';
import { createProgramLabels } from './programLabels';
import { type QuoteOptions, platformFeeBps } from './quoteParams';
import { type QuoteInputs, type QuoteState, createQuotes } from './quotes';
import type { Referral } from './referral';
import { type ReferralFee, createReferralFee, feeAccountFor } from './referralFee';
import { createVerifiedTokenList } from '../prices/verifiedTokens';
import { createPanelLayout } from './panelLayout';
import { createSwapSettings, paysTip, quoteOptionsFrom, solToLamports } from './settings';
import { type TipFloor, chooseTip, createTipFloor } from './tipFloor';
import { createSwapProfile, remoteExcludedAmms } from './swapProfile';
import { type TokenLookup, createSwapUrlResolver } from './urlResolution';
import { createDuplicateSymbols } from './duplicateSymbols';
import type { AssetLookup } from '../search/assetLookup';
import type { SymbolLookup } from '../search/symbolLookup';

export interface SwapStreamsDeps {
  readonly config: AppConfig;
  readonly http: HttpClient;
  /** The one transaction command (gated, with its toasts and the wallet refresh). */
  readonly commands: Pick<TxCommands, 'run' | 'busy$'>;
  /** The preferred explorer (a graph-wide setting: every transaction link uses it). */
  readonly explorer: PreferredExplorer;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly scheduler: SchedulerLike;
  /** Token search by symbol or mint, for swap URLs (the search service). */
  readonly lookup: TokenLookup;
  /** Mints by the batched id lookup, and verified symbols' mints: the swap URL's faster paths. */
  readonly assets?: Pick<AssetLookup, 'lookup'>;
  readonly symbols?: SymbolLookup;
  /** The wallet (its state and signer) and its holdings, for the form's balances and swaps. */
  readonly session: Pick<WalletSession, 'state$' | 'currentSigner'>;
  readonly holdingRows: Pick<HoldingRows, 'rows$'>;
  /** The referrer's token accounts (its fee accounts) are read from the ledger. */
  readonly rpc: Pick<SolanaRpc, 'getTokenAccountsByOwner' | 'getLatestBlockhash'>;
  readonly referral$: Observable<Referral | undefined>;
  /** Remote metadata's swapSettings (spec 001 §3): the default profile and excluded AMMs. */
  readonly remoteSwapSettings$: Observable<RemoteSwapSettings | undefined>;
}

/** The tip a bundle pays now (lamports) and the floor it comes from. */
export interface BundleTip {
  readonly floor: TipFloor;
  readonly lamports: number;
}

/** What the swap form gives the quote stream; settings and the in-flight pause come from here. */
export type SwapQuoteInputs = Omit<QuoteInputs, 'options$' | 'paused$'>;

/**
 * The swap feature's streams (spec 001 §2.2, §2.3, §4, §5, §7): settings and preferences,
 * quotes, execution with its toasts, swap URL resolution and the referral link.
 */
export const createSwapStreams = (deps: SwapStreamsDeps) => {
  const { config, http, commands, explorer, storage, logger, scheduler, lookup, symbols } = deps;
  const settings = createSwapSettings({ storage, logger });
  const lastPair = createLastPair({ storage, logger });
  const panels = createPanelLayout({ storage, logger });
  // The token picker's list when nothing is typed: the verified tokens (T41), kept for the session.
  const verifiedTokens = createVerifiedTokenList({ http, tokensApi: config.endpoints.tokensApi, storage, logger, scheduler });
  const profile = createSwapProfile({ storage, logger, scheduler, remote$: deps.remoteSwapSettings$ });
  const quotes = createQuotes({ http, swapApi: config.endpoints.swapApi, scheduler, logger });
  const executor = createSwapExecutor({
    http,
    swapApi: config.endpoints.swapApi,
    commands,
    logger,
    latestBlockhash: () => deps.rpc.getLatestBlockhash('confirmed'),
    // The simulator's route program speaks the shared layout (streams/instructions/swapRoute.ts); mainnet's is Jupiter v6's own.
    readsRoute: config.profile === 'sim',
  });
  // The remote settings: their default profile applies to who has not chosen one (whenever the
  // profile is watched: swapProfile.ts); their excluded AMMs join the user's.
  const remoteExcluded$ = deps.remoteSwapSettings$.pipe(
    map((remote) => remoteExcludedAmms(remote)),
    startWith<readonly string[]>([]),
    distinctUntilChanged((a, b) => a.join() === b.join()),
  );
  const quoteOptions$: Observable<QuoteOptions> = combineLatest([settings.value$, profile.profile$, remoteExcluded$]).pipe(
    map(([current, chosen, excluded]) => quoteOptionsFrom({ ...current, excludedDexes: [...new Set([...current.excludedDexes, ...excluded])] }, chosen)),
  );
  // The referral's fee: quoted on pairs it applies to, collected in the referrer's account of the fee's mint.
  let referralFee: ReferralFee | undefined;
  const referralFee$ = createReferralFee({ rpc: deps.rpc, logger })
    .fee$(deps.referral$)
    .pipe(tap((fee) => (referralFee = fee)));
  const platformFee$ = referralFee$.pipe(map((fee) => fee?.fee));

  // The bundle tip (T28): the floor is polled only while a tipping mode is on and someone watches.
  const tipFloorSource$ = createTipFloor({ http, url: config.endpoints.tipFloor, scheduler, logger });
  let latestTip: number | undefined;
  const bundleTip$: Observable<BundleTip | undefined> = settings.value$.pipe(
    map((current) => (paysTip(current.broadcastMode) ? Number(solToLamports(current.maxJitoTip)) : undefined)),
    distinctUntilChanged(),
    switchMap((maxLamports) =>
      maxLamports === undefined ? of(undefined) : tipFloorSource$.pipe(map((floor): BundleTip => ({ floor, lamports: chooseTip(floor, maxLamports) }))),
    ),
    tap((tip) => (latestTip = tip?.lamports)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const duplicates = createDuplicateSymbols({ http, tokensV1Api: config.endpoints.tokensV1Api, logger });
  const urls = createSwapUrlResolver({
    lookup,
    duplicates$: duplicates.symbols$,
    byAddress: deps.assets?.lookup,
    verifiedAddress: symbols && ((symbol: string) => symbols.addresses([symbol]).pipe(map((found) => found.get(symbol)))),
    scheduler,
    logger,
  });
  const quoteFor = (inputs: SwapQuoteInputs): Observable<QuoteState> =>
    quotes.quote$({ ...inputs, options$: quoteOptions$, paused$: executor.inFlight$, platformFee$ });
  return {
    settings,
    profile,
    explorer,
    /** Show/Hide Chart and Show/Hide History, persisted. */
    panels,
    /** The verified token list (Tokens v2 tag=verified; the stored one when it cannot load). */
    verifiedTokens: verifiedTokens.state$,
    /** The tip a bundle would pay now and the floor behind it; undefined when priority fees are on. */
    bundleTip$,
    quoteOptions$,
    /** One quote stream per swap form; paused while a swap is in flight. */
    quote$: quoteFor,
    execute: executor.execute,
    inFlight$: executor.inFlight$,
    urls,
    /** A swap form for one page (swapForm.ts): the address, pair, amount, quote, button and swap as one stream. */
    form: () =>
      createSwapForm({
        quote$: quoteFor,
        resolveUrl: urls.resolve,
        duplicates$: duplicates.symbols$,
        execute: executor.execute,
        settings: settings.current,
        dynamicSlippage: () => profile.current() === 'auto',
        wallet$: deps.session.state$,
        signer: deps.session.currentSigner,
        holdings$: (owner) => deps.holdingRows.rows$(owner).pipe(map((view) => (view.status === 'ready' ? view.rows : undefined))),
        lastPair,
        feeAccount: (quote) => feeAccountFor(quote, referralFee),
        acceptedFeeBps: (pair) => platformFeeBps(pair, referralFee?.fee) ?? 0,
        // The floor-based tip when the page watched the floor; else the user's maximum (settings).
        tip: () => latestTip,
      }),
    programLabels: createProgramLabels({ http, swapApi: config.endpoints.swapApi, scheduler }),
  };
};

export type SwapStreams = ReturnType<typeof createSwapStreams>;

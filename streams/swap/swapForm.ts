import type { Observable } from 'rxjs';
import {
  BehaviorSubject,
  EMPTY,
  ReplaySubject,
  Subject,
  combineLatest,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  finalize,
  map,
  merge,
  of,
  scan,
  share,
  shareReplay,
  startWith,
  switchMap,
  withLatestFrom,
} from 'rxjs';
import type { HoldingRow } from '../portfolio/holdingRows';
import type { QuoteResponse, SwapMode } from '../schemas/quote';
import type { TransactionSigner } from '../solana/ports';
import type { WalletState } from '../wallet/walletSession';
import { halfAmount, maxAmount } from './amountButtons';
import { fromBaseUnits, toBaseUnits } from './baseUnits';
import { type SwapRequest, type SwapState, requestedTip } from './executeSwap';
import { type SwapIntent, intentSlippageBps } from './swapIntent';
import type { QuoteState } from './quotes';
import type { SwapSettings } from './settings';
import { type SwapAsset, isNativeSol } from './swapAsset';
import { type SwapButtonState, swapButtonState } from './swapButton';
import type { SwapUrlResult } from './urlResolution';
import {
  type AddressWrite,
  EMPTY_CORE,
  type FormCore,
  type FormEvent,
  type NotFound,
  type Resolution,
  type Side,
  type SwapChoice,
  choiceOf,
  reduceForm,
  resolvedPair,
} from './swapFormReducer';

export type { AddressWrite, SwapChoice, SwapChoiceOption } from './swapFormReducer';
export { reduceForm } from './swapFormReducer';

/** Where the page is: the address the form resolves (spec 001 §2.2, §5). */
export interface SwapLocation {
  readonly pathname: string;
  readonly search: string;
  /** The :pair segment (inOut), when the route has one. */
  readonly pair: string | undefined;
  /** Set by the form when a bare /swap stands for the last pair. */
  readonly restored?: boolean;
}

export interface SwapFormDeps {
  readonly quote$: (inputs: {
    readonly inputMint$: Observable<string | undefined>;
    readonly outputMint$: Observable<string | undefined>;
    readonly amount$: Observable<bigint>;
    readonly swapMode$: Observable<SwapMode>;
    readonly refresh$: Observable<void>;
  }) => Observable<QuoteState>;
  readonly resolveUrl: (input: {
    pathname: string;
    inOut: string | null;
    sell: string | null;
    buy: string | null;
    inAmount: string | null;
  }) => Observable<SwapUrlResult>;
  readonly execute: (request: SwapRequest) => Observable<SwapState>;
  readonly settings: () => SwapSettings;
  /** The auto swap profile lets the service choose the slippage at build time. */
  readonly dynamicSlippage: () => boolean;
  readonly wallet$: Observable<WalletState>;
  readonly signer: () => TransactionSigner | undefined;
  /** The wallet's holdings; undefined while they load. */
  readonly holdings$: (owner: string) => Observable<readonly HoldingRow[] | undefined>;
  /** The account collecting a quote's platform fee (the referral's), when it charges one. */
  readonly feeAccount?: (quote: QuoteResponse) => string | undefined;
  /** The bundle tip to pay (lamports) in the tipping modes, when the floor is known. */
  readonly tip?: () => number | undefined;
  /** The referral fee the user accepted for a pair (bps; 0 when none): a quote may charge no more. */
  readonly acceptedFeeBps?: (pair: { readonly inputMint: string; readonly outputMint: string; readonly swapMode: SwapMode }) => number;
  /** Symbols several verified tokens share (upper-cased): addresses the form writes name them by mint. */
  readonly duplicates$?: Observable<ReadonlySet<string>>;
  /** The last pair's address, kept across visits: a bare /swap (the Swap link) opens it. */
  readonly lastPair?: { get(): string | undefined; set(path: string): void };
}

export interface SwapFormState {
  readonly resolution: Resolution;
  readonly notFound: NotFound;
  /** Which token a shared symbol means: asked before anything is quoted. */
  readonly choosing: SwapChoice | undefined;
  readonly sell: SwapAsset | undefined;
  readonly buy: SwapAsset | undefined;
  /** What the sell field shows: the typed amount (ExactIn), or the quote's input (ExactOut). */
  readonly amountText: string;
  /** Which field the user typed in: the sell amount (ExactIn) or the buy amount (ExactOut). */
  readonly mode: SwapMode;
  /** The typed buy amount (ExactOut); '' in ExactIn. */
  readonly outText: string;
  /** Base units of the sell token (ExactOut: the quote's input). */
  readonly amount: bigint;
  readonly quote: QuoteState;
  /** The quote on screen: the ready one, or the last one while it refreshes. */
  readonly shown: QuoteResponse | undefined;
  readonly outAmount: bigint;
  readonly wallet: WalletState;
  readonly sellBalance: bigint | undefined;
  readonly buyBalance: bigint | undefined;
  /** The swap in flight (its latest state), if any. */
  readonly running: SwapState | undefined;
  readonly button: SwapButtonState;
  /** Where the page should replace its address: the canonical path of the pair. */
  readonly address: AddressWrite | undefined;
}

/** The wallet's balance of a mint in base units: native SOL for the SOL mint; 0 when none; undefined while loading. */
export const balanceOf = (rows: readonly HoldingRow[] | undefined, mint: string | undefined): bigint | undefined => {
  if (!rows || !mint) return undefined;
  const row = rows.find((candidate) => candidate.mint === mint && candidate.native) ?? rows.find((candidate) => candidate.mint === mint);
  return row?.amount ?? 0n;
};

const hereOf = (location: SwapLocation) => `${location.pathname}${location.search}`;

/**
 * The swap form as one stream (issue 13 item 4): the address resolves to a pair, the user's
 * picks, flips and amounts reduce into the form (`reduceForm`), one form stream feeds the quote
 * pipeline, and the button state, the balances and the swap in flight come out with it. The
 * canonical address is part of the state: the page replaces its address with it, and the form
 * does not resolve an address it wrote itself, so nothing loops.
 */
export const createSwapForm = (deps: SwapFormDeps) => {
  const events = new Subject<FormEvent>();
  const locations = new ReplaySubject<SwapLocation>(1);
  const refreshes = new Subject<void>();
  const submits = new Subject<void>();
  const fills = new Subject<'half' | 'max'>();

  const state$: Observable<SwapFormState> = defer(() => {
    const core$ = events.pipe(scan(reduceForm, EMPTY_CORE), startWith(EMPTY_CORE), shareReplay({ bufferSize: 1, refCount: true }));

    // The address: resolved unless it is the one this form just wrote.
    const resolutions$ = locations.pipe(
      withLatestFrom(core$),
      filter(([location, core]) => hereOf(location) !== core.written),
      map(([location]) => location),
      map((location): SwapLocation => {
        // The Swap link (a bare /swap) opens the last pair, when there is one.
        const last = location.pathname === '/swap' && location.search === '' ? deps.lastPair?.get() : undefined;
        return last ? { pathname: last, search: '', pair: last.replace(/^\/swap\//, ''), restored: true } : location;
      }),
      switchMap((location) => {
        const query = new URLSearchParams(location.search);
        return deps
          .resolveUrl({
            pathname: location.pathname,
            inOut: location.pair ?? query.get('inOut'),
            sell: query.get('sell'),
            buy: query.get('buy'),
            inAmount: query.get('inAmount'),
          })
          .pipe(
            map((result): FormEvent | undefined => {
              if (result.kind === 'not-found') return { kind: 'not-found', title: result.title, description: result.description, path: result.path };
              if (result.kind === 'duplicate-symbol') return { kind: 'ambiguous', choice: choiceOf(result) };
              const pair = resolvedPair(result);
              if (!pair || result.kind === 'skip') return undefined;
              // A bare /swap keeps its address (the default pair needs none); anything else is made
              // canonical, with the resolver's path: it names a token whose symbol is shared by its mint.
              const canonical = result.path.split('?')[0] ?? '';
              const bare = location.pathname === '/swap' && location.search === '';
              const rewrite = location.restored === true || (!bare && (canonical !== location.pathname || location.search !== ''));
              return { kind: 'resolved', ...pair, path: canonical, rewrite };
            }),
            filter((event): event is FormEvent => event !== undefined),
          );
      }),
    );

    const wallet$ = deps.wallet$.pipe(shareReplay({ bufferSize: 1, refCount: true }));
    const holdings$ = wallet$.pipe(
      map((wallet) => (wallet.status === 'connected' ? wallet.publicKey : undefined)),
      distinctUntilChanged(),
      switchMap((owner) => (owner ? deps.holdings$(owner) : of<readonly HoldingRow[] | undefined>([]))),
      shareReplay({ bufferSize: 1, refCount: true }),
    );

    // The amount quoted: the sell amount (ExactIn) or the buy amount wanted (ExactOut).
    const typedOf = (core: FormCore) =>
      core.mode === 'ExactOut'
        ? core.buy
          ? toBaseUnits(core.outText, core.buy.decimals)
          : 0n
        : core.sell
          ? toBaseUnits(core.amountText, core.sell.decimals)
          : 0n;
    const quote$ = deps
      .quote$({
        inputMint$: core$.pipe(map((core) => core.sell?.id)),
        outputMint$: core$.pipe(map((core) => core.buy?.id)),
        amount$: core$.pipe(map(typedOf)),
        swapMode$: core$.pipe(map((core) => core.mode)),
        refresh$: refreshes,
      })
      .pipe(startWith<QuoteState>({ status: 'idle' }), shareReplay({ bufferSize: 1, refCount: true }));

    const running = new BehaviorSubject<SwapState | undefined>(undefined);

    const view$ = combineLatest([core$, quote$, wallet$, holdings$, running]).pipe(
      map(([core, quote, wallet, holdings, runningState]): SwapFormState => {
        const shown = quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.last : undefined;
        const exactOut = core.mode === 'ExactOut';
        // A quote answers the form only when it is for this mode (an old one may still show).
        const current = shown && shown.swapMode === core.mode ? shown : undefined;
        const typed = typedOf(core);
        const amount = exactOut ? (current ? BigInt(current.inAmount) : 0n) : typed;
        const outAmount = exactOut ? typed : current ? BigInt(current.outAmount) : 0n;
        const sellBalance = wallet.status === 'connected' ? balanceOf(holdings, core.sell?.id) : undefined;
        const buyBalance = wallet.status === 'connected' ? balanceOf(holdings, core.buy?.id) : undefined;
        return {
          resolution: core.resolution,
          notFound: core.notFound,
          choosing: core.choosing,
          sell: core.sell,
          buy: core.buy,
          amountText: exactOut ? (current && core.sell ? fromBaseUnits(BigInt(current.inAmount), core.sell.decimals) : '') : core.amountText,
          mode: core.mode,
          outText: core.outText,
          amount,
          quote,
          shown: current,
          outAmount,
          wallet,
          sellBalance,
          buyBalance,
          running: runningState,
          // ExactOut: an amount is entered once the buy field has one; the balance is checked against the quote's input.
          button: swapButtonState({
            wallet: wallet.status,
            amount: exactOut && amount === 0n ? typed : amount,
            balance: exactOut && amount === 0n ? undefined : sellBalance,
            sellSymbol: core.sell?.symbol ?? '',
            quote,
            running: runningState,
          }),
          address: core.address,
        };
      }),
      share(),
    );

    // HALF and MAX: the amount from the balance (a SOL reserve kept).
    const filled$ = fills.pipe(
      withLatestFrom(view$),
      map(([kind, view]): FormEvent | undefined => {
        if (!view.sell || view.sellBalance === undefined) return undefined;
        const pick = kind === 'half' ? halfAmount : maxAmount;
        return { kind: 'amount', text: fromBaseUnits(pick({ amount: view.sellBalance, native: isNativeSol(view.sell) }), view.sell.decimals) };
      }),
      filter((event): event is FormEvent => event !== undefined),
    );

    // Swap: the quote on screen, to the transaction command. One at a time; a landed swap clears the amount.
    const swaps$ = submits.pipe(
      withLatestFrom(view$),
      exhaustMap(([, view]) => {
        // A wallet that went away since the button showed Swap: the executor says 'Wallet is required'.
        const signer = deps.signer() as TransactionSigner;
        if (view.button.kind !== 'swap' || !view.shown || !view.sell || !view.buy) return of<FormEvent | undefined>(undefined);
        const { sell, buy, shown } = view;
        const feeAccount = deps.feeAccount?.(shown);
        const tipLamports = deps.tip?.();
        const settings = deps.settings();
        const auto = deps.dynamicSlippage();
        const input = { mint: sell.id, symbol: sell.symbol, decimals: sell.decimals };
        const output = { mint: buy.id, symbol: buy.symbol, decimals: buy.decimals };
        const tip = requestedTip(settings, tipLamports);
        // What the user asked for, from the form and settings; the quote is held to it (swapIntent.ts).
        const intent: SwapIntent = {
          input,
          output,
          mode: view.mode,
          amount: view.mode === 'ExactOut' ? view.outAmount : view.amount,
          quoted: BigInt(view.mode === 'ExactOut' ? shown.inAmount : shown.outAmount),
          slippageBps: intentSlippageBps(settings, auto),
          platformFeeBps: deps.acceptedFeeBps?.({ inputMint: sell.id, outputMint: buy.id, swapMode: view.mode }) ?? 0,
          ...(tip !== undefined ? { tipLamports: tip } : {}),
        };
        const swap$ = deps.execute({
          ...(feeAccount ? { feeAccount } : {}),
          ...(tipLamports !== undefined ? { tipLamports } : {}),
          quote: shown,
          intent,
          signer,
          settings,
          input,
          output,
          dynamicSlippage: auto,
        });
        // The form's own view of its swap: busy until it settles or fails; settled clears the amount.
        return swap$.pipe(
          map((state): FormEvent | undefined => {
            const over = state.status === 'settled' || state.status === 'failed' || state.status === 'expired';
            running.next(over ? undefined : state);
            return state.status === 'settled' ? { kind: 'landed' } : undefined;
          }),
          finalize(() => running.next(undefined)),
        );
      }),
      filter((event): event is FormEvent => event !== undefined),
    );

    // Every pair the form settles on is the one the Swap link opens next time.
    const remembered = core$
      .pipe(
        map((core) => (core.resolution === 'ready' ? core.pairPath : undefined)),
        filter((path): path is string => path !== undefined),
        distinctUntilChanged(),
      )
      .subscribe((path) => deps.lastPair?.set(path));
    const duplicates$ = (deps.duplicates$ ?? EMPTY).pipe(map((symbols): FormEvent => ({ kind: 'duplicates', symbols })));
    const wiring = merge(resolutions$, filled$, swaps$, duplicates$).subscribe(events);
    wiring.add(remembered);
    return view$.pipe(finalize(() => wiring.unsubscribe()));
  }).pipe(shareReplay({ bufferSize: 1, refCount: true }));

  return {
    state$,
    /** The page's address changed (or the page opened). */
    location: (location: SwapLocation) => locations.next(location),
    setAmount: (text: string) => events.next({ kind: 'amount', text }),
    /** Typing in the buy field: the quote asks for exactly this output (ExactOut). */
    setOutAmount: (text: string) => events.next({ kind: 'out-amount', text }),
    fill: (kind: 'half' | 'max') => fills.next(kind),
    choose: (side: Side, token: SwapAsset) => events.next({ kind: 'choose', side, token }),
    flip: () => events.next({ kind: 'flip' }),
    refresh: () => refreshes.next(),
    /** The main button's swap: runs the quote on screen when the button says Swap. */
    swap: () => submits.next(),
    /** Close the not-found dialog or the chooser without a choice: off to the default pair. */
    dismissNotFound: () => events.next({ kind: 'dismiss' }),
    /** The chooser's Confirm: the pair the user picked among the namesakes. */
    confirmChoice: (sell: SwapAsset, buy: SwapAsset) => events.next({ kind: 'chose', sell, buy }),
  };
};

export type SwapForm = ReturnType<typeof createSwapForm>;

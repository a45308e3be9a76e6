import type { Observable } from 'rxjs';
import { BehaviorSubject, ReplaySubject, Subject, combineLatest, defer, distinctUntilChanged, exhaustMap, filter, finalize, map, merge, of, scan, share, shareReplay, startWith, switchMap, withLatestFrom } from 'rxjs';
import type { HoldingRow } from '../portfolio/holdingRows';
import type { QuoteResponse, SwapMode } from '../schemas/quote';
import type { TransactionSigner } from '../solana/ports';
import type { WalletState } from '../wallet/walletSession';
import { halfAmount, maxAmount } from './amountButtons';
import { fromBaseUnits, toBaseUnits } from './baseUnits';
import type { SwapRequest, SwapState } from './executeSwap';
import type { QuoteState } from './quotes';
import type { SwapSettings } from './settings';
import { type SwapAsset, isNativeSol, pairPath, swapAssetOf } from './swapAsset';
import { type SwapButtonState, swapButtonState } from './swapButton';
import { DEFAULT_BUY, DEFAULT_SELL } from './swapUrl';
import type { SwapUrlResult } from './urlResolution';
import type { Asset } from '../schemas/asset';

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
  readonly resolveUrl: (input: { pathname: string; inOut: string | null; sell: string | null; buy: string | null; inAmount: string | null }) => Observable<SwapUrlResult>;
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
  /** The last pair's address, kept across visits: a bare /swap (the Swap link) opens it. */
  readonly lastPair?: { get(): string | undefined; set(path: string): void };
}

/** A token offered by the chooser: what tells namesakes apart. */
export interface SwapChoiceOption extends SwapAsset {
  readonly liquidity: number | undefined;
}

/** The URL named a symbol that several tokens share (spec 001 §5): the user picks. */
export interface SwapChoice {
  readonly message: string;
  /** The options of each ambiguous side; undefined for a side the URL named unambiguously. */
  readonly selling: readonly SwapChoiceOption[] | undefined;
  readonly buying: readonly SwapChoiceOption[] | undefined;
  readonly sell: SwapAsset | undefined;
  readonly buy: SwapAsset | undefined;
  readonly inAmount: string | undefined;
}

/** A write to the address bar: `seq` makes every write a new value, even to the same path. */
export interface AddressWrite {
  readonly path: string;
  readonly seq: number;
}

export interface SwapFormState {
  readonly resolution: 'pending' | 'ready' | 'not-found' | 'choosing';
  readonly notFound: { readonly title: string; readonly description: string; readonly path: string } | undefined;
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

type Side = 'sell' | 'buy';

type FormEvent =
  /** `path`: the pair's canonical address; `rewrite`: the address bar must be replaced with it. */
  | { readonly kind: 'resolved'; readonly sell: SwapAsset; readonly buy: SwapAsset; readonly inAmount: string | undefined; readonly path: string; readonly rewrite: boolean }
  | { readonly kind: 'not-found'; readonly title: string; readonly description: string; readonly path: string }
  | { readonly kind: 'ambiguous'; readonly choice: SwapChoice }
  | { readonly kind: 'chose'; readonly sell: SwapAsset; readonly buy: SwapAsset }
  | { readonly kind: 'dismiss' }
  | { readonly kind: 'choose'; readonly side: Side; readonly token: SwapAsset }
  | { readonly kind: 'flip' }
  | { readonly kind: 'amount'; readonly text: string }
  | { readonly kind: 'out-amount'; readonly text: string }
  | { readonly kind: 'landed' };

interface FormCore {
  readonly resolution: SwapFormState['resolution'];
  readonly notFound: SwapFormState['notFound'];
  readonly choosing: SwapChoice | undefined;
  readonly sell: SwapAsset | undefined;
  readonly buy: SwapAsset | undefined;
  readonly amountText: string;
  readonly mode: SwapMode;
  readonly outText: string;
  readonly address: AddressWrite | undefined;
  /** The last path this form wrote: when the address comes back as it, nothing is resolved again. */
  readonly written: string | undefined;
  /** The canonical address of the pair on screen (what the Swap link reopens). */
  readonly pairPath: string | undefined;
}

const EMPTY_CORE: FormCore = { resolution: 'pending', notFound: undefined, choosing: undefined, sell: undefined, buy: undefined, amountText: '', mode: 'ExactIn', outText: '', address: undefined, written: undefined, pairPath: undefined };

/** The pair a picked token makes: choosing the other side's token swaps the two. */
const chosen = (core: FormCore, side: Side, token: SwapAsset): Pick<FormCore, 'sell' | 'buy'> | undefined => {
  const { sell, buy } = core;
  if (!sell || !buy) return undefined;
  if (side === 'sell') return token.id === buy.id ? { sell: buy, buy: sell } : { sell: token, buy };
  return token.id === sell.id ? { sell: buy, buy: sell } : { sell, buy: token };
};

const withPair = (core: FormCore, pair: Pick<FormCore, 'sell' | 'buy'>): FormCore => {
  if (!pair.sell || !pair.buy) return core;
  const path = pairPath(pair.sell, pair.buy);
  return { ...core, ...pair, address: { path, seq: (core.address?.seq ?? 0) + 1 }, written: path, pairPath: path };
};

/** The form's pair, amount and address as a reducer over what the user and the address do. */
export const reduceForm = (core: FormCore, event: FormEvent): FormCore => {
  switch (event.kind) {
    case 'resolved': {
      const next: FormCore = { ...core, resolution: 'ready', notFound: undefined, choosing: undefined, sell: event.sell, buy: event.buy, amountText: event.inAmount ?? '', mode: 'ExactIn', outText: '', pairPath: event.path };
      return event.rewrite ? { ...next, address: { path: event.path, seq: (core.address?.seq ?? 0) + 1 }, written: event.path } : next;
    }
    case 'not-found':
      return { ...core, resolution: 'not-found', choosing: undefined, notFound: { title: event.title, description: event.description, path: event.path } };
    case 'ambiguous':
      return { ...core, resolution: 'choosing', notFound: undefined, choosing: event.choice };
    case 'chose': {
      const choice = core.choosing;
      if (!choice || event.sell.id === event.buy.id) return core;
      // The address names the chosen namesake by its mint, so it never asks again.
      const shared = new Set([...(choice.selling ? [event.sell.symbol] : []), ...(choice.buying ? [event.buy.symbol] : [])].map((symbol) => symbol.toUpperCase()));
      const path = pairPath(event.sell, event.buy, shared);
      return { ...core, resolution: 'ready', choosing: undefined, sell: event.sell, buy: event.buy, amountText: choice.inAmount ?? '', address: { path, seq: (core.address?.seq ?? 0) + 1 }, written: path, pairPath: path };
    }
    case 'dismiss': {
      // Off to the default pair's address (a closed chooser too); it resolves like any other.
      const next = core.notFound?.path ?? (core.choosing ? pairPath(DEFAULT_PAIR.sell, DEFAULT_PAIR.buy) : undefined);
      return next ? { ...core, resolution: 'pending', notFound: undefined, choosing: undefined, address: { path: next, seq: (core.address?.seq ?? 0) + 1 }, written: undefined } : core;
    }
    case 'choose': {
      const pair = chosen(core, event.side, event.token);
      return pair ? withPair(core, pair) : core;
    }
    case 'flip':
      // A flip keeps the sell amount typed; an exact output becomes the new side's input.
      return core.sell && core.buy ? { ...withPair(core, { sell: core.buy, buy: core.sell }), ...(core.mode === 'ExactOut' ? { amountText: core.outText, outText: '', mode: 'ExactIn' as const } : {}) } : core;
    case 'amount':
      return { ...core, amountText: event.text, mode: 'ExactIn', outText: '' };
    case 'out-amount':
      return { ...core, outText: event.text, mode: 'ExactOut' };
    case 'landed':
      return { ...core, amountText: '', outText: '', mode: 'ExactIn' };
  }
};

/** The pair of a URL resolution (a shared symbol is asked, never guessed: see `choiceOf`). */
const resolvedPair = (result: SwapUrlResult): { sell: SwapAsset; buy: SwapAsset; inAmount: string | undefined } | undefined => {
  const asset = (value: Parameters<typeof swapAssetOf>[0] | undefined) => (value ? swapAssetOf(value) : undefined);
  const pair = (sell: SwapAsset | undefined, buy: SwapAsset | undefined, inAmount?: string) => (sell && buy ? { sell, buy, inAmount } : undefined);
  switch (result.kind) {
    case 'resolved':
      return pair(asset(result.sell), asset(result.buy), result.inAmount);
    case 'default':
      return pair(asset(result.sell), asset(result.buy));
    default:
      return undefined;
  }
};

const optionsOf = (assets: readonly Asset[] | undefined): SwapChoiceOption[] | undefined =>
  assets?.flatMap((asset) => {
    const token = swapAssetOf(asset);
    return token ? [{ ...token, liquidity: asset.liquidity ?? undefined }] : [];
  });

/** The chooser for a URL whose symbol several tokens share. */
const choiceOf = (result: Extract<SwapUrlResult, { kind: 'duplicate-symbol' }>): SwapChoice => ({
  message: result.message,
  selling: optionsOf(result.selling),
  buying: optionsOf(result.buying),
  sell: result.sell ? swapAssetOf(result.sell) : undefined,
  buy: result.buy ? swapAssetOf(result.buy) : undefined,
  inAmount: result.inAmount,
});

const DEFAULT_PAIR = { sell: swapAssetOf(DEFAULT_SELL) as SwapAsset, buy: swapAssetOf(DEFAULT_BUY) as SwapAsset };

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
          .resolveUrl({ pathname: location.pathname, inOut: location.pair ?? query.get('inOut'), sell: query.get('sell'), buy: query.get('buy'), inAmount: query.get('inAmount') })
          .pipe(
            map((result): FormEvent | undefined => {
              if (result.kind === 'not-found') return { kind: 'not-found', title: result.title, description: result.description, path: result.path };
              if (result.kind === 'duplicate-symbol') return { kind: 'ambiguous', choice: choiceOf(result) };
              const pair = resolvedPair(result);
              if (!pair) return undefined;
              // A bare /swap keeps its address (the default pair needs none); anything else is made canonical.
              const canonical = result.kind === 'resolved' ? (result.path.split('?')[0] ?? '') : pairPath(pair.sell, pair.buy);
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
      core.mode === 'ExactOut' ? (core.buy ? toBaseUnits(core.outText, core.buy.decimals) : 0n) : core.sell ? toBaseUnits(core.amountText, core.sell.decimals) : 0n;
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
          button: swapButtonState({ wallet: wallet.status, amount: exactOut && amount === 0n ? typed : amount, balance: exactOut && amount === 0n ? undefined : sellBalance, sellSymbol: core.sell?.symbol ?? '', quote, running: runningState }),
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
        const signer = deps.signer();
        if (view.button.kind !== 'swap' || !view.shown || !view.sell || !view.buy || !signer) return of<FormEvent | undefined>(undefined);
        const { sell, buy } = view;
        const feeAccount = deps.feeAccount?.(view.shown);
        const swap$ = deps.execute({
          ...(feeAccount ? { feeAccount } : {}),
          quote: view.shown,
          signer,
          settings: deps.settings(),
          input: { mint: sell.id, symbol: sell.symbol, decimals: sell.decimals },
          output: { mint: buy.id, symbol: buy.symbol, decimals: buy.decimals },
          dynamicSlippage: deps.dynamicSlippage(),
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
    const wiring = merge(resolutions$, filled$, swaps$).subscribe(events);
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

import type { Asset } from '../schemas/asset';
import type { SwapMode } from '../schemas/quote';
import { type SwapAsset, pairPath, swapAssetOf } from './swapAsset';
import { DEFAULT_BUY, DEFAULT_SELL } from './swapUrl';
import type { SwapUrlResult } from './urlResolution';

/**
 * The swap form's own state (swapForm.ts): the pair, the typed amounts and the address it
 * writes, reduced from what the user and the address do; and how a URL resolution becomes
 * form events (a pair, or the chooser for a shared symbol).
 */
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

export type Side = 'sell' | 'buy';

export type FormEvent =
  /** `path`: the pair's canonical address; `rewrite`: the address bar must be replaced with it. */
  | {
      readonly kind: 'resolved';
      readonly sell: SwapAsset;
      readonly buy: SwapAsset;
      readonly inAmount: string | undefined;
      readonly path: string;
      readonly rewrite: boolean;
    }
  | { readonly kind: 'not-found'; readonly title: string; readonly description: string; readonly path: string }
  | { readonly kind: 'ambiguous'; readonly choice: SwapChoice }
  | { readonly kind: 'chose'; readonly sell: SwapAsset; readonly buy: SwapAsset }
  | { readonly kind: 'dismiss' }
  | { readonly kind: 'choose'; readonly side: Side; readonly token: SwapAsset }
  | { readonly kind: 'flip' }
  | { readonly kind: 'amount'; readonly text: string }
  | { readonly kind: 'out-amount'; readonly text: string }
  | { readonly kind: 'landed' }
  /** The symbols several verified tokens share (upper-cased): the form's addresses name them by mint. */
  | { readonly kind: 'duplicates'; readonly symbols: ReadonlySet<string> };

/** Where the address stands: resolving, resolved, not found, or waiting for the chooser. */
export type Resolution = 'pending' | 'ready' | 'not-found' | 'choosing';
export type NotFound = { readonly title: string; readonly description: string; readonly path: string } | undefined;

export interface FormCore {
  readonly resolution: Resolution;
  readonly notFound: NotFound;
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
  /** Symbols several verified tokens share: a pair the user picks names those tokens by mint. */
  readonly duplicates: ReadonlySet<string>;
}

export const EMPTY_CORE: FormCore = {
  resolution: 'pending',
  notFound: undefined,
  choosing: undefined,
  sell: undefined,
  buy: undefined,
  amountText: '',
  mode: 'ExactIn',
  outText: '',
  address: undefined,
  written: undefined,
  pairPath: undefined,
  duplicates: new Set(),
};

/** The pair a picked token makes: choosing the other side's token swaps the two. */
const chosen = (core: FormCore, side: Side, token: SwapAsset): Pick<FormCore, 'sell' | 'buy'> | undefined => {
  const { sell, buy } = core;
  if (!sell || !buy) return undefined;
  if (side === 'sell') return token.id === buy.id ? { sell: buy, buy: sell } : { sell: token, buy };
  return token.id === sell.id ? { sell: buy, buy: sell } : { sell, buy: token };
};

const withPair = (core: FormCore, pair: Pick<FormCore, 'sell' | 'buy'>): FormCore => {
  if (!pair.sell || !pair.buy) return core;
  const path = pairPath(pair.sell, pair.buy, core.duplicates);
  return { ...core, ...pair, address: { path, seq: (core.address?.seq ?? 0) + 1 }, written: path, pairPath: path };
};

/** The form's pair, amount and address as a reducer over what the user and the address do. */
export const reduceForm = (core: FormCore, event: FormEvent): FormCore => {
  switch (event.kind) {
    case 'resolved': {
      const next: FormCore = {
        ...core,
        resolution: 'ready',
        notFound: undefined,
        choosing: undefined,
        sell: event.sell,
        buy: event.buy,
        amountText: event.inAmount ?? '',
        mode: 'ExactIn',
        outText: '',
        pairPath: event.path,
      };
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
      const shared = new Set([
        ...core.duplicates,
        ...[...(choice.selling ? [event.sell.symbol] : []), ...(choice.buying ? [event.buy.symbol] : [])].map((symbol) => symbol.toUpperCase()),
      ]);
      const path = pairPath(event.sell, event.buy, shared);
      return {
        ...core,
        resolution: 'ready',
        choosing: undefined,
        sell: event.sell,
        buy: event.buy,
        // The address's amount is a sell amount, as when it resolves at once: a buy amount typed
        // before must not go on being quoted for a pair the user has just chosen.
        amountText: choice.inAmount ?? '',
        mode: 'ExactIn',
        outText: '',
        address: { path, seq: (core.address?.seq ?? 0) + 1 },
        written: path,
        pairPath: path,
      };
    }
    case 'dismiss': {
      // Off to the default pair's address (a closed chooser too); it resolves like any other.
      const next = core.notFound?.path ?? (core.choosing ? pairPath(DEFAULT_PAIR.sell, DEFAULT_PAIR.buy, core.duplicates) : undefined);
      return next
        ? {
            ...core,
            resolution: 'pending',
            notFound: undefined,
            choosing: undefined,
            address: { path: next, seq: (core.address?.seq ?? 0) + 1 },
            written: undefined,
          }
        : core;
    }
    case 'choose': {
      const pair = chosen(core, event.side, event.token);
      return pair ? withPair(core, pair) : core;
    }
    case 'flip':
      // A flip keeps the sell amount typed; an exact output becomes the new side's input.
      return core.sell && core.buy
        ? {
            ...withPair(core, { sell: core.buy, buy: core.sell }),
            ...(core.mode === 'ExactOut' ? { amountText: core.outText, outText: '', mode: 'ExactIn' as const } : {}),
          }
        : core;
    case 'amount':
      return { ...core, amountText: event.text, mode: 'ExactIn', outText: '' };
    case 'out-amount':
      return { ...core, outText: event.text, mode: 'ExactOut' };
    case 'landed':
      return { ...core, amountText: '', outText: '', mode: 'ExactIn' };
    case 'duplicates':
      return { ...core, duplicates: event.symbols };
  }
};

/** The pair of a URL resolution (a shared symbol is asked, never guessed: see `choiceOf`). */
export const resolvedPair = (result: SwapUrlResult): { sell: SwapAsset; buy: SwapAsset; inAmount: string | undefined } | undefined => {
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
export const choiceOf = (result: Extract<SwapUrlResult, { kind: 'duplicate-symbol' }>): SwapChoice => ({
  message: result.message,
  selling: optionsOf(result.selling),
  buying: optionsOf(result.buying),
  sell: result.sell ? swapAssetOf(result.sell) : undefined,
  buy: result.buy ? swapAssetOf(result.buy) : undefined,
  inAmount: result.inAmount,
});

const DEFAULT_PAIR = { sell: swapAssetOf(DEFAULT_SELL) as SwapAsset, buy: swapAssetOf(DEFAULT_BUY) as SwapAsset };

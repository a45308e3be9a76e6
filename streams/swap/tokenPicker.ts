import { BehaviorSubject, type Observable, Subject, Subscription, combineLatest, distinctUntilChanged, map, startWith, take } from 'rxjs';
import type { Logger } from '../core/ports';
import { tokenName, tokenSymbol } from '../market/tokenText';
import { type TokenTrust, tokenTrust } from '../market/tokenTrust';
import type { HoldingRow } from '../portfolio/holdingRows';
import type { ListedToken, VerifiedListState } from '../prices/verifiedTokens';
import type { Asset } from '../schemas/asset';
import type { SearchItem } from '../search/searchItem';
import type { SearchState } from '../search/search';
import { type SwapAsset, WELL_KNOWN_TOKENS, swapAssetOf } from './swapAsset';

/** One row of the token picker. */
export interface TokenChoice {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly icon: string | undefined;
  readonly trust: TokenTrust;
  /** Known when the token came from the wallet or the well-known list. */
  readonly token: SwapAsset | undefined;
  readonly balance: { readonly amount: bigint; readonly decimals: number } | undefined;
  /** The app cannot represent it (decimals out of range): listed, never picked. */
  readonly unsupported?: boolean;
}

export interface TokenPickerView {
  readonly text: string;
  readonly choices: readonly TokenChoice[];
  /** A search is under way (or about to start) for the typed text. */
  readonly searching: boolean;
}

const fromHolding = (row: HoldingRow): TokenChoice | undefined => {
  if (!row.info || row.amount === 0n) return undefined;
  const token = swapAssetOf({ ...row.info, decimals: row.decimals });
  return (
    token && {
      id: token.id,
      symbol: tokenSymbol(token.symbol),
      name: tokenName(token.name),
      icon: token.icon,
      trust: token.trust,
      token,
      balance: { amount: row.amount, decimals: row.decimals },
    }
  );
};

const fromSearch = (item: SearchItem): TokenChoice => {
  const symbol = tokenSymbol(item.symbol);
  return {
    id: item.id,
    symbol,
    name: tokenName(item.name),
    icon: item.icon,
    trust: tokenTrust({ id: item.id, symbol, verified: item.isVerified }),
    token: undefined,
    balance: undefined,
    unsupported: item.unsupported,
  };
};

const fromListed = (token: ListedToken): SwapAsset | undefined =>
  swapAssetOf({ id: token.address, name: token.name, symbol: token.symbol, decimals: token.decimals, icon: token.logoURI ?? null, tags: [...token.tags] });

const matches = (choice: TokenChoice, text: string) => {
  const query = text.trim().toLowerCase();
  return query === '' || choice.symbol.toLowerCase().includes(query) || choice.name.toLowerCase().includes(query) || choice.id === text.trim();
};

/**
 * The wallet's tokens first (by value), then the well-known ones and the verified list's (while
 * it loads, the well-known ones alone), each once.
 */
export const localChoices = (holdings: readonly HoldingRow[] | undefined, verified: readonly ListedToken[] = []): TokenChoice[] => {
  const held = (holdings ?? []).map(fromHolding).filter((choice): choice is TokenChoice => choice !== undefined);
  const seen = new Set(held.map((choice) => choice.id));
  const fromList = verified.map(fromListed).filter((token): token is SwapAsset => token !== undefined);
  // The well-known tokens lead; the list lends them its icons (theirs are built in without one).
  const listIcon = new Map(fromList.map((token) => [token.id, token.icon]));
  const listed = [...WELL_KNOWN_TOKENS.map((token) => ({ ...token, icon: token.icon ?? listIcon.get(token.id) })), ...fromList];
  const known: TokenChoice[] = [];
  for (const token of listed) {
    if (seen.has(token.id)) continue;
    seen.add(token.id);
    known.push({ ...token, token, balance: undefined });
  }
  return [...held, ...known];
};

export interface TokenPickerDeps {
  /** Token search (debounced in the search streams, T03). */
  readonly results$: (text$: Observable<string>) => Observable<SearchState>;
  readonly verified$: Observable<VerifiedListState>;
  /** A searched token's details (decimals), remembered by the token-info resolver. */
  readonly info$: (mint: string) => Observable<Asset | undefined>;
  readonly logger: Logger;
}

/**
 * The token picker as a stream model (the swap, limit and recurring forms share it): the list
 * for the typed text (local choices filtered at once, search answers after them, each token
 * once), and picking, which looks up a searched token's decimals first. A token found
 * unusable stays listed as unsupported. The dialog renders `view$` and listens to `picked$`.
 */
export const createTokenPicker = ({ results$, verified$, info$, logger }: TokenPickerDeps) => {
  const text = new BehaviorSubject('');
  const refused = new BehaviorSubject<ReadonlySet<string>>(new Set());
  const picked = new Subject<SwapAsset>();
  const lookups = new Subscription();
  const searches$ = results$(text.pipe(distinctUntilChanged()));

  const view$ = (holdings$: Observable<readonly HoldingRow[] | undefined>): Observable<TokenPickerView> =>
    combineLatest([text, holdings$, verified$.pipe(startWith<VerifiedListState>({ status: 'loading' })), searches$, refused]).pipe(
      map(([typed, holdings, verified, results, unusable]) => {
        const local = localChoices(holdings, verified.status === 'ready' ? verified.tokens : undefined).filter((choice) => matches(choice, typed));
        const localIds = new Set(local.map((choice) => choice.id));
        const remote = results.status === 'ready' && typed.trim() !== '' ? results.items.filter((item) => !localIds.has(item.id)).map(fromSearch) : [];
        const choices = [...local, ...remote].map((choice) => (unusable.has(choice.id) ? { ...choice, unsupported: true } : choice));
        return { text: typed, choices, searching: results.status === 'loading' || (typed.trim() !== '' && results.status === 'idle') };
      }),
    );

  return {
    view$,
    /** A token the user picked, with its decimals known. */
    picked$: picked.asObservable(),
    setText: (value: string) => text.next(value),
    /** The dialog closed: the next opening starts empty. */
    reset: () => text.next(''),
    pick: (choice: TokenChoice) => {
      if (choice.token) {
        picked.next(choice.token);
        return;
      }
      lookups.add(
        info$(choice.id)
          .pipe(take(1))
          .subscribe((asset) => {
            const token = asset && swapAssetOf(asset);
            if (token) {
              picked.next(token);
              return;
            }
            logger.warn('A token without usable decimals cannot be picked', { mint: choice.id });
            refused.next(new Set([...refused.value, choice.id]));
          }),
      );
    },
    /** The dialog is gone: a lookup in flight is dropped. */
    dispose: () => lookups.unsubscribe(),
  };
};

export type TokenPicker = ReturnType<typeof createTokenPicker>;

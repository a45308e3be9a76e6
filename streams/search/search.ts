import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, debounceTime, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import type { KeyValueStorage, Logger } from '../core/ports';
import { SEARCH_DEBOUNCE_MS } from '../core/timing';
import type { Asset } from '../schemas/asset';
import { builtinBySymbol } from './builtinTokens';
import { type SearchQuery, parseSearchInput, queryKey } from './query';
import { createRecentTokens } from './recentTokens';
import { type SearchItem, searchItemOf } from './searchItem';
import { createSearchRequests } from './searchRequests';

export type SearchState =
  /** Nothing typed: the dialog shows the History row and the 'Cooking' list. */
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: SearchQuery }
  | {
      readonly status: 'ready';
      readonly query: SearchQuery;
      /** The rows shown; in exact mode only verified matches. */
      readonly items: readonly SearchItem[];
      /** Exact mode: the unverified matches behind 'Show more'. Empty otherwise. */
      readonly moreResults: readonly SearchItem[];
      /** Older than 30 s (T13): asked again when the query is typed again. */
      readonly stale: boolean;
    }
  | { readonly status: 'error'; readonly query: SearchQuery; readonly message: string };

export interface SearchDeps {
  readonly http: HttpClient;
  readonly searchApi: string;
  readonly marketApi: string;
  readonly scheduler: SchedulerLike;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** swapSettings.bannedTokens of the remote config: never shown. Emits at once (empty while unknown). */
  readonly bannedTokens$: Observable<ReadonlySet<string>>;
  /** Assets seen in answers, e.g. to remember their prices. */
  readonly onAssets?: (assets: readonly Asset[]) => void;
}

const IDLE: SearchState = { status: 'idle' };

const allowed = (assets: readonly Asset[], banned: ReadonlySet<string>) => assets.filter((asset) => !banned.has(asset.id)).map(searchItemOf);

const toState = (query: SearchQuery, state: ResourceState<readonly Asset[]>, banned: ReadonlySet<string>): SearchState => {
  if (state.status === 'loading') return { status: 'loading', query };
  if (state.status === 'error') return { status: 'error', query, message: state.error instanceof Error ? state.error.message : String(state.error) };
  const items = allowed(state.value, banned);
  if (!query.exact) return { status: 'ready', query, items, moreResults: [], stale: state.stale };
  return {
    status: 'ready',
    query,
    items: items.filter((item) => item.isVerified),
    moreResults: items.filter((item) => !item.isVerified),
    stale: state.stale,
  };
};

/**
 * The token search dialog's streams (spec 000 §2, §4; spec 001 §7 Search service):
 * - `results$(input$)`: typing debounced 500 ms (T03); only a non-empty query is searched;
 *   SOL, USDC and USDT come from built-in data; banned tokens never appear; results are stale
 *   after 30 s with one retry (T13); a failure is logged as an error (the app's report) and shown.
 * - `trending$`: the 'Cooking' list for an empty input (T13).
 * - `recent`: the History row (5 tokens, by id, stored).
 */
export const createSearch = ({ http, searchApi, marketApi, scheduler, storage, logger, bannedTokens$, onAssets }: SearchDeps) => {
  const requests = createSearchRequests({
    http,
    searchApi,
    marketApi,
    scheduler,
    logger,
    onAssets: (found) => onAssets?.(found),
  });

  const stateFor = (query: SearchQuery): Observable<SearchState> => {
    if (query.text === '') return of(IDLE);
    const builtin = builtinBySymbol(query.text);
    if (builtin) return of<SearchState>({ status: 'ready', query, items: [searchItemOf(builtin)], moreResults: [], stale: false });
    return combineLatest([requests.search(query).state$, bannedTokens$]).pipe(map(([state, banned]) => toState(query, state, banned)));
  };

  const results$ = (input$: Observable<string>): Observable<SearchState> =>
    input$.pipe(
      debounceTime(SEARCH_DEBOUNCE_MS, scheduler),
      map(parseSearchInput),
      distinctUntilChanged((a, b) => queryKey(a) === queryKey(b)),
      switchMap(stateFor),
      startWith(IDLE),
      distinctUntilChanged(),
    );

  const trending$: Observable<ResourceState<readonly SearchItem[]>> = combineLatest([requests.trending.state$, bannedTokens$]).pipe(
    map(([state, banned]): ResourceState<readonly SearchItem[]> => {
      if (state.status === 'ready') return { ...state, value: allowed(state.value, banned) };
      if (state.status === 'error')
        return { status: 'error', error: state.error, last: state.last && { ...state.last, value: allowed(state.last.value, banned) } };
      return state;
    }),
  );

  return {
    results$,
    trending$,
    recent: createRecentTokens({ storage, logger }),
  };
};

export type Search = ReturnType<typeof createSearch>;

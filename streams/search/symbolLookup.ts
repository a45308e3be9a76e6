import type { Observable, SchedulerLike } from 'rxjs';
import { defer, map, of } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import { SEARCH_CACHE_MS } from '../core/timing';
import { SEARCH_API } from './assetLookup';
import { builtinBySymbol } from './builtinTokens';

const symbolMapSchema = z.record(z.string(), z.string());

/**
 * Verified symbol → address (GET /v1/assets/verified-symbol-address-map, spec 001 §7): SOL,
 * USDC and USDT come from built-in data; other answers are kept 24 h (T43). A bad payload fails
 * with 'Invalid searchSymbol response structure from Search API'.
 */
export const createSymbolLookup = ({ http, searchApi, scheduler }: { http: HttpClient; searchApi: string; scheduler: SchedulerLike }) => {
  const cache = new Map<string, { readonly address: string | undefined; readonly at: number }>();

  /** Addresses of the symbols that have a verified token; unknown symbols are absent. */
  const addresses = (symbols: readonly string[]): Observable<ReadonlyMap<string, string>> =>
    defer(() => {
      const now = scheduler.now();
      const found = new Map<string, string>();
      const missing: string[] = [];
      for (const symbol of new Set(symbols)) {
        const builtin = builtinBySymbol(symbol);
        const hit = cache.get(symbol);
        if (builtin) found.set(symbol, builtin.id);
        else if (hit && now - hit.at < SEARCH_CACHE_MS) {
          if (hit.address) found.set(symbol, hit.address);
        } else missing.push(symbol);
      }
      if (missing.length === 0) return of(found);
      return http
        .get(`${searchApi}/v1/assets/verified-symbol-address-map`, {
          api: SEARCH_API,
          responseName: 'searchSymbol',
          schema: symbolMapSchema,
          query: { symbols: missing },
          credentials: 'include',
        })
        .pipe(
          map((answer) => {
            const at = scheduler.now();
            for (const symbol of missing) {
              const address = answer[symbol];
              cache.set(symbol, { address, at });
              if (address) found.set(symbol, address);
            }
            return found;
          }),
        );
    });

  return { addresses };
};

export type SymbolLookup = ReturnType<typeof createSymbolLookup>;

import type { Observable } from 'rxjs';
import type { HttpClient } from '../core/http';
import { type Asset, assetListSchema } from '../schemas/asset';
import { SEARCH_API } from './assetLookup';

/**
 * One search call for a symbol or a mint (GET {searchApi}/v1/assets/search?query=): what swap
 * URLs need to resolve a side. The caller picks the matches (same symbol, or the exact id).
 */
export const createTokenLookup =
  ({ http, searchApi }: { http: HttpClient; searchApi: string }) =>
  (symbolOrMint: string): Observable<readonly Asset[]> =>
    http.get(`${searchApi}/v1/assets/search`, {
      api: SEARCH_API,
      responseName: 'search',
      schema: assetListSchema,
      query: { query: symbolOrMint },
      credentials: 'include',
    });

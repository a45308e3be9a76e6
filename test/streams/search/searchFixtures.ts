import { createHttpClient, type HttpRequest, type HttpResponse } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { createSearch } from '@streams/search/search';
import type { Asset } from '@streams/schemas/asset';
import { type Observable, of } from 'rxjs';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import type { MarbleContext } from '../../support/marbles';

export const asset = (id: string, extra: Partial<Asset> = {}): Asset => ({
  id,
  name: `Token ${id}`,
  symbol: id.toUpperCase(),
  decimals: 6,
  isVerified: false,
  mcap: 1000,
  liquidity: 500,
  stats24h: { buyVolume: 3, sellVolume: 4 },
  ...extra,
});

/** A search over a fake transport; `respond` answers each request (marbles from `m.cold`). */
export const setupSearch = (
  m: MarbleContext,
  respond: (request: HttpRequest, index: number) => Observable<HttpResponse>,
  options: { banned?: readonly string[]; storage?: ReturnType<typeof createMemoryStorage> } = {},
) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((request, index) => {
    times.push(m.scheduler.now());
    return respond(request, index);
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const seen: Asset[] = [];
  const search = createSearch({
    http,
    searchApi: 'http://sim',
    marketApi: 'http://sim',
    scheduler: m.scheduler,
    storage: options.storage ?? createMemoryStorage(),
    logger,
    bannedTokens$: of(new Set(options.banned ?? [])),
    onAssets: (assets) => seen.push(...assets),
  });
  return { search, requests, times, logger, seen };
};

/** The query parameters of a request. */
export const paramsOf = (request: HttpRequest) => Object.fromEntries(new URL(request.url).searchParams);
export const pathOf = (request: HttpRequest) => new URL(request.url).pathname;

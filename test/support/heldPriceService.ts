import type { HttpRequest, HttpResponse, HttpTransport } from '@streams/core/http';
import { Subject, mergeMap, of, take, throwError } from 'rxjs';
import { jsonResponse } from './fakeHttp';

/**
 * A Price API (/price/v3) whose first answer comes at once and whose later ones wait for
 * `answer()` or `fail()`: a test can hold the T12 refetch in flight (no mark: it normally lands
 * within a frame), fail it (the mark shows), then let a later one land. `usd` prices every asked
 * mint; other paths go to `rest` (none: they fail like a down host).
 */
export const createHeldPriceService = (usd: (mint: string) => number, rest?: HttpTransport) => {
  let calls = 0;
  const release = new Subject<'answer' | 'fail'>();
  const requests: HttpRequest[] = [];
  const transport: HttpTransport = (request) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/price/v3')) return rest ? rest(request) : throwError(() => new TypeError(`fetch failed: ${request.url}`));
    requests.push(request);
    const mints = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
    const body = (): HttpResponse => jsonResponse(Object.fromEntries(mints.map((mint) => [mint, { usdPrice: usd(mint) }])));
    return calls++ === 0
      ? of(body())
      : release.pipe(
          take(1),
          mergeMap((outcome) => (outcome === 'answer' ? of(body()) : throwError(() => new TypeError(`fetch failed: ${request.url}`)))),
        );
  };
  return { transport, requests, answer: () => release.next('answer'), fail: () => release.next('fail') };
};

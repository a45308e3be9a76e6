import { createHttpClient } from '@streams/core/http';
import type { HttpResponse } from '@streams/core/http';
import { createOnboardApi } from '@streams/onboard/onboardApi';
import type { Transfer } from '@streams/schemas';
import type { Observable } from 'rxjs';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import type { MarbleContext } from '../../support/marbles';

export const OWNER = 'Ha4tcqPSzBEbUNY2pNRt5uRhSWWvq6WDtQHKWQDsyF8R';
export const ID = 'cctp-0123456789abcdef';

/** A transfer as the service answers it; `status` and `remainingMs` as given. */
export const transferOf = (status: Transfer['status'], remainingMs: number, overrides: Partial<Transfer> = {}): Transfer => ({
  id: ID,
  kind: 'cctp',
  status,
  owner: OWNER,
  symbol: 'USDC',
  decimals: 6,
  amountIn: '100000000',
  fee: '200000',
  amountOut: '99800000',
  seconds: 7,
  remainingMs,
  steps: [
    { key: 'source', label: 'Burn on Ethereum', seconds: 3, status: status === 'pending' ? 'active' : 'done' },
    { key: 'attestation', label: 'Circle attestation', seconds: 3, status: status === 'pending' ? 'waiting' : 'done' },
    { key: 'solana', label: 'Mint on Solana', seconds: 1, status: status === 'pending' ? 'waiting' : 'done' },
  ],
  signature: status === 'arrived' ? '5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv' : null,
  error: null,
  source: { chain: 'ethereum', address: `0x${'ab'.repeat(20)}` },
  ...overrides,
});

/** The onboarding API over a fake transport whose answers the test picks per request; each request's virtual time is kept. */
export const apiWith = (m: MarbleContext, respond: (index: number, url: string) => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((request, index) => {
    times.push(m.scheduler.now());
    return respond(index, request.url);
  });
  const api = createOnboardApi({ http: createHttpClient({ transport, scheduler: m.scheduler, logger }), api: 'http://sim' });
  return { api, requests, times, logger };
};

export { quoteOf } from '../../support/fixtures/onboard';

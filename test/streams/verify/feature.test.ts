import { resolveConfig } from '@streams/core/config/resolveConfig';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import type { SolanaRpc } from '@streams/solana/ports';
import { verifyFeature } from '@streams/verify/feature';
import { createTokenInfoResolver } from '@streams/wallet/tokenInfo';
import { createWalletSession } from '@streams/wallet/walletSession';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { MINT, WALLET, requestView } from './fixtures';

describe('verification decisions reach the token info the app keeps', () => {
  it(
    "a decision seen in the wallet's requests asks the token's info again: a watcher of it (the drawer, the picker) sees the tick",
    marbles((m) => {
      const poll = m.time('5000ms |'); // T74
      const flush = m.time('2000ms |'); // T23
      const logger = createRecordingLogger();
      let reads = 0;
      let decided = false;
      const { transport, requests } = createFakeTransport((request) => {
        if (request.url.includes('/verify/v1/requests')) {
          reads += 1;
          // The reviewer decides between the first and the second read.
          decided = reads > 1;
          return m.cold('(r|)', { r: jsonResponse({ requests: [requestView(decided ? 'approved' : 'pending')] }) });
        }
        return m.cold('(r|)', { r: jsonResponse([{ id: MINT, name: 'Moon Cat', symbol: 'MCAT', decimals: 6, isVerified: decided }]) });
      });
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
      const tokenInfo = createTokenInfoResolver({ http, marketApi: 'http://sim', scheduler: m.scheduler, logger });
      const config = resolveConfig({ search: '?api=http://sim', storage: createMemoryStorage(), logger });
      const verify = verifyFeature({ http, scheduler: m.scheduler, logger, config, rpc: {} as SolanaRpc, session: createWalletSession(), tokenInfo });

      m.expect(
        verify.myRequests$(WALLET).pipe(map((state) => (state.status === 'ready' ? state.requests[0]?.status : state.status))),
        `^ ${poll + flush + 10}ms !`,
      ).toBeObservable(`(lp) ${poll - 4}ms a`, { l: 'loading', p: 'pending', a: 'approved' });
      // Asked at 0 and answered at the first flush (2,000); asked again when the decision is seen
      // (5,000), answered at that queue's flush (7,000).
      m.expect(tokenInfo.info$(MINT).pipe(map((asset) => asset?.isVerified)), `^ ${poll + flush + 10}ms !`).toBeObservable(`${flush}ms u ${poll - 1}ms v`, {
        u: false,
        v: true,
      });
      m.flush();
      expect(requests.filter((request) => request.url.includes('/v1/assets'))).toHaveLength(2);
    }),
  );
});

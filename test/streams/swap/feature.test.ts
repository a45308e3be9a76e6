import { simEndpoints } from '@streams/core/config/endpoints';
import { createPreferredExplorer } from '@streams/core/config/explorers';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import type { FeatureFactory, FeatureRegistry } from '@streams/core/featureRegistry';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { explorerFeature } from '@streams/shell/explorerFeature';
import { swapFeature } from '@streams/swap/feature';
import type { TxNeeds } from '@streams/tx/feature';
import { NEVER, of } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { JUP } from './fixtures';

const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://127.0.0.1:9', 'ws://127.0.0.1:9/ws', 'http://127.0.0.1:8899'), overrides: {} };

describe('swapFeature', () => {
  it(
    'builds the swap streams on the write path’s commands and explorer, and resolves swap addresses through the search service',
    marbles((m) => {
      const { transport, requests } = createFakeTransport((request) => {
        if (request.url.includes('/symbols/verified/duplicates')) return of(jsonResponse([]));
        if (request.url.includes('/verified-symbol-address-map')) return of(jsonResponse({ JUP }));
        return of(jsonResponse([{ id: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6, isVerified: true }]));
      });
      const logger = createRecordingLogger();
      const storage = createMemoryStorage();
      const busy$ = m.cold('-t', { t: true });
      const preferred = createPreferredExplorer({ storage, logger });
      const features: FeatureRegistry<TxNeeds> = {
        get: <T>(create: FeatureFactory<TxNeeds, T>): T => (create === (explorerFeature as unknown) ? { preferred } : undefined) as T,
        dispose: () => undefined,
      };
      const swap = swapFeature(
        {
          config,
          http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
          storage,
          logger,
          scheduler: m.scheduler,
          session: { state$: NEVER, currentSigner: () => undefined },
          holdingRows: { rows$: () => NEVER },
          rpc: { getTokenAccountsByOwner: () => NEVER, getLatestBlockhash: () => NEVER },
          referral$: of(undefined),
          remoteSwapSettings$: of(undefined),
          writePath$: of({ commands: { run: () => NEVER, busy$ }, batches: { run: () => NEVER } }),
        },
        features,
      );
      // Nothing is in flight before the write path's code is in; then its commands say.
      m.expect(swap.inFlight$).toBeObservable('ft', { f: false, t: true });
      expect(swap.explorer).toBe(preferred);
      const results: string[] = [];
      swap.urls
        .resolve({ pathname: '/swap', inOut: 'JUP-USDC', sell: null, buy: null, inAmount: null })
        .subscribe((result) => results.push(result.kind === 'resolved' ? `${result.sell.symbol}-${result.buy.symbol}` : result.kind));
      m.flush();
      expect(results).toEqual(['JUP-USDC']);
      // JUP is not built in: the Tokens API's shared symbols (none), the verified symbol's mint, then
      // the token by that mint (the batched id lookup). No free-text search.
      expect(requests.map((request) => request.url)).toEqual([
        'http://127.0.0.1:9/tokens/v1/symbols/verified/duplicates',
        'http://127.0.0.1:9/v1/assets/verified-symbol-address-map?symbols=JUP',
        `http://127.0.0.1:9/v1/assets/search?query=${JUP}`,
      ]);
    }),
  );
});

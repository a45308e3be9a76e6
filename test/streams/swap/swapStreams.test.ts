import { simEndpoints } from '@streams/core/config/endpoints';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { createPreferredExplorer } from '@streams/core/config/explorers';
import type { TransactionEngine } from '@streams/tx/engine';
import { createSwapStreams } from '@streams/swap/index';
import { createWalletSession } from '@streams/wallet/walletSession';
import { REFERRAL_KEY, createReferralLink } from '@streams/swap/referral';
import { NEVER, map, of } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { SOL, USDC, quoteFor } from './fixtures';

const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://127.0.0.1:9', 'ws://127.0.0.1:9/ws', 'http://127.0.0.1:8899'), overrides: {} };
const idleEngine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = { execute: () => NEVER, fetchLanded: () => of(null) };

const setup = (m: MarbleContext) => {
  // Every quote call subscribes to this one cold answer: its subscription log is the call log.
  const answer$ = m.cold('(r|)', { r: jsonResponse(quoteFor(1000n)) });
  const { transport, requests } = createFakeTransport(() => answer$);
  const logger = createRecordingLogger();
  const storage = createMemoryStorage();
  const swap = createSwapStreams({
    config,
    http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
    commands: createTestCommands(m.scheduler, idleEngine, { logger }).commands,
    explorer: createPreferredExplorer({ storage, logger }),
    storage,
    logger,
    scheduler: m.scheduler,
    lookup: () => of([]),
    session: createWalletSession(),
    holdingRows: { rows$: () => of({ status: 'loading' } as const) },
    rpc: { getTokenAccountsByOwner: () => of([]) },
    referral$: of(undefined),
  });
  return { swap, requests, storage, answer$ };
};

describe('createSwapStreams', () => {
  it(
    'quotes with the settings of the current profile: auto lets the service choose, manual sends the slippage',
    marbles((m) => {
      const { swap, requests, answer$ } = setup(m);
      const changes = m.hot('1000ms p 999ms s', { p: () => swap.profile.choose('manual'), s: () => swap.settings.update({ slippage: 1 }) });
      changes.subscribe((change) => change());
      const quotes$ = swap.quote$({ inputMint$: of(SOL), outputMint$: of(USDC), amount$: of(1000n), swapMode$: of('ExactIn' as const), refresh$: NEVER });
      // Quotes refresh forever while watched: watch for 3 s. The first quote waits for the T17 debounce;
      // a settings change quotes again at once.
      m.expect(quotes$.pipe(map((state) => state.status)), '^ 2999ms !').toBeObservable('l 249ms r 749ms (lr) 996ms (lr)', { l: 'loading', r: 'ready' });
      m.expect(answer$).toHaveSubscriptions(['250ms (^!)', '1000ms (^!)', '2000ms (^!)']);
      m.flush();
      const slippage = requests.slice(0, 3).map((request) => {
        const query = new URL(request.url).searchParams;
        return query.get('slippageBps') ?? `auto=${query.get('autoSlippage')}`;
      });
      expect(slippage).toEqual(['auto=true', '50', '100']);
      expect(new URL(requests[0]?.url ?? '').origin + new URL(requests[0]?.url ?? '').pathname).toBe('http://127.0.0.1:9/swap/v1/quote');
    }),
  );

  it('reads the referral link once, app-wide: the first call stores a valid one, later calls repeat its answer', () => {
    const storage = createMemoryStorage();
    const link = createReferralLink({ storage, logger: createRecordingLogger() });
    const seen: unknown[] = [];
    link.referral$.subscribe((referral) => seen.push(referral));
    const first = link.readOnce('?referrer=REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3&feeBps=20&inAmount=1');
    expect(first).toEqual({ referral: { referrer: 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3', feeBps: 20 }, cleanedSearch: '?inAmount=1' });
    storage.removeItem(REFERRAL_KEY);
    expect(link.readOnce('?referrer=x&feeBps=1')).toBe(first);
    expect(seen).toEqual([undefined, { referrer: 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3', feeBps: 20 }]);
  });
});

import type { RemoteSwapSettings } from '@streams/config/remoteConfig';
import { simEndpoints } from '@streams/core/config/endpoints';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { createPreferredExplorer } from '@streams/core/config/explorers';
import type { TransactionEngine } from '@streams/tx/engine';
import { createSwapStreams } from '@streams/swap/swapStreams';
import { createWalletSession } from '@streams/wallet/walletSession';
import { REFERRAL_ACCEPTED_KEY, createReferralLink } from '@streams/swap/referral';
import { NEVER, type Observable, map, of } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { SOL, USDC, quoteFor } from './fixtures';

const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://127.0.0.1:9', 'ws://127.0.0.1:9/ws', 'http://127.0.0.1:8899'), overrides: {} };
const idleEngine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = { execute: () => NEVER, fetchLanded: () => of(null) };

const setup = (m: MarbleContext, remoteSwapSettings$: Observable<RemoteSwapSettings | undefined> = of(undefined)) => {
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
    rpc: { getTokenAccountsByOwner: () => of([]), getLatestBlockhash: () => NEVER },
    referral$: of(undefined),
    remoteSwapSettings$,
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

  it(
    'remote swap settings: their excluded AMMs join every quote, and their default profile applies to who has not chosen one',
    marbles((m) => {
      const { swap, requests } = setup(m, of({ excludedAmms: ['Obric'], swapProfile: { key: 'r1', defaultProfile: 'manual' } }));
      const quotes$ = swap.quote$({ inputMint$: of(SOL), outputMint$: of(USDC), amount$: of(1000n), swapMode$: of('ExactIn' as const), refresh$: NEVER });
      m.expect(quotes$.pipe(map((state) => state.status)), '^ 300ms !').toBeObservable('l 249ms r', { l: 'loading', r: 'ready' });
      m.flush();
      const query = new URL(requests[0]?.url ?? '').searchParams;
      expect(query.get('excludeDexes')).toBe('Obric');
      // the remote default (manual) applied: the user's slippage is sent
      expect(query.get('slippageBps')).toBe('50');
    }),
  );

  it(
    'a profile the user chose is not overridden by a remote default',
    marbles((m) => {
      const remote$ = m.cold<RemoteSwapSettings>('500ms r', { r: { swapProfile: { key: 'r2', defaultProfile: 'manual' } } });
      const { swap } = setup(m, remote$);
      swap.profile.choose('auto');
      const seen: string[] = [];
      swap.quoteOptions$.subscribe((options) => seen.push(options.autoSlippage ? 'auto' : 'manual'));
      m.flush();
      expect(seen.at(-1)).toBe('auto');
    }),
  );

  it('reads the referral link once, app-wide: the first call makes an offer, later calls repeat its answer', () => {
    const storage = createMemoryStorage();
    const link = createReferralLink({ storage, logger: createRecordingLogger() });
    const offers: unknown[] = [];
    link.offer$.subscribe((offer) => offers.push(offer));
    const first = link.readOnce('?referrer=REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3&feeBps=20&inAmount=1');
    expect(first).toEqual({ offer: { referrer: 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3', feeBps: 20 }, cleanedSearch: '?inAmount=1' });
    expect(link.readOnce('?referrer=x&feeBps=1')).toBe(first);
    expect(offers).toEqual([undefined, { referrer: 'REFER4ZgmyYx9c6He5XfaTMiGfdLwRnkV4RPp9t9iF3', feeBps: 20 }]);
    expect(storage.getItem(REFERRAL_ACCEPTED_KEY)).toBeNull();
  });
});

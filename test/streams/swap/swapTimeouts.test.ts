import { createHttpClient } from '@streams/core/http';
import type { SwapMode } from '@streams/schemas/quote';
import { type SwapState, createSwapExecutor } from '@streams/swap/executeSwap';
import { createQuotes } from '@streams/swap/quotes';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import type { TransactionEngine } from '@streams/tx/engine';
import { NEVER, map, of } from 'rxjs';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { createSigner } from '../tx/fixtures';
import { SOL, SWAP_API, USDC, quoteFor, withIntent } from './fixtures';

describe('swap requests that never answer', () => {
  it(
    'T47: a hung /swap build ends the swap as failed after 15,000 ms, cancels the request and releases the form',
    marbles((m) => {
      const hung = m.cold('-');
      const { transport } = createFakeTransport(() => hung);
      const logger = createRecordingLogger();
      const engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = { execute: () => NEVER, fetchLanded: () => of(null) };
      const { commands } = createTestCommands(m.scheduler, engine, { logger });
      const executor = createSwapExecutor({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        swapApi: SWAP_API,
        commands,
        logger,
        latestBlockhash: () => NEVER,
        readsRoute: false,
      });
      const { signer } = createSigner(() => m.cold('#'));
      const request = withIntent({
        quote: quoteFor(100_000_000n),
        signer,
        settings: { ...DEFAULT_SWAP_SETTINGS, slippage: 1 },
        input: { mint: SOL, symbol: 'SOL', decimals: 9 },
        output: { mint: USDC, symbol: 'USDC', decimals: 6 },
      });
      // execute() starts the swap at once; the form is busy until it ends.
      const swap$ = executor.execute(request).pipe(map((state: SwapState) => state.status));
      m.expect(swap$).toBeObservable('          b 14999ms (f|)', { b: 'building', f: 'failed' });
      m.expect(executor.inFlight$).toBeObservable('t 14999ms f', { t: true, f: false });
      m.expect(hung).toHaveSubscriptions('^ 14999ms !');
    }),
  );

  it(
    'T48: a hung quote request times out after 10,000 ms, is retried once 100 ms later (T18), then shows the error',
    marbles((m) => {
      const hung = m.cold('-');
      const { transport } = createFakeTransport(() => hung);
      const logger = createRecordingLogger();
      const { quote$ } = createQuotes({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        swapApi: SWAP_API,
        scheduler: m.scheduler,
        logger,
      });
      const states$ = quote$({
        inputMint$: of(SOL),
        outputMint$: of(USDC),
        amount$: of(1000n),
        swapMode$: of<SwapMode>('ExactIn'),
        options$: of({ slippageBps: 50 }),
        paused$: NEVER,
        refresh$: NEVER,
      }).pipe(map((state) => state.status));
      // Asked at 250 (T17), timed out at 10,250, asked again at 10,350, timed out at 20,350.
      m.expect(states$, '^ 20400ms !').toBeObservable('l 20349ms e', { l: 'loading', e: 'error' });
      m.expect(hung).toHaveSubscriptions(['250ms ^ 9999ms !', '10350ms ^ 9999ms !']);
    }),
  );
});

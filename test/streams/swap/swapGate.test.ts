import { createHttpClient } from '@streams/core/http';
import { type SwapState, createSwapExecutor } from '@streams/swap/executeSwap';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import type { TransactionEngine } from '@streams/tx/engine';
import { TX_BUSY_MESSAGE } from '@streams/tx/gate';
import { NEVER, map, of } from 'rxjs';
import { createFakeTransport } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { createSigner } from '../tx/fixtures';
import { SOL, SWAP_API, USDC, quoteFor, withIntent } from './fixtures';

describe('swap command gate', () => {
  it(
    'a swap submitted while another transaction runs is refused at once with a clear message; none is built',
    marbles((m) => {
      const { transport, requests } = createFakeTransport(() => m.cold('-'));
      const logger = createRecordingLogger();
      const engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = { execute: () => NEVER, fetchLanded: () => of(null) };
      const { commands, toasts, gate } = createTestCommands(m.scheduler, engine, { logger });
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
      // A transfer (or a transaction resumed after a reload) holds the gate for 50 ms.
      gate.hold(m.cold('50ms |')).subscribe();
      const outcome = (state: SwapState) => (state.status === 'failed' ? `failed: ${state.error.message}` : state.status);
      m.expect(executor.execute(request).pipe(map(outcome))).toBeObservable('(r|)', { r: `failed: ${TX_BUSY_MESSAGE}` });
      m.expect(toasts.toasts$.pipe(map((list) => list.map((toast) => toast.description ?? toast.title).join()))).toBeObservable('r 5999ms e', {
        r: TX_BUSY_MESSAGE,
        e: '',
      });
      m.flush();
      expect(requests).toHaveLength(0);
      // Once it ends, a swap runs again (and holds the gate itself).
      executor.execute(request).subscribe();
      expect(requests).toHaveLength(1);
      expect(gate.isBusy()).toBe(true);
    }),
  );
});

import { NEVER, defer, map, shareReplay } from 'rxjs';
import { createHttpClient } from '@streams/core/http';
import { toBase64 } from '@streams/solana/codec';
import { capPriorityFee } from '@streams/tx/computeBudget';
import { type SwapState, createSwapExecutor } from '@streams/swap/executeSwap';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { createSigner, setupEngine, signWire, signatureOf } from '../tx/fixtures';
import { SOL, SWAP_API, USDC, landedSwap, quoteFor, swapWire, withIntent } from './fixtures';

describe('swap execution through the real transaction engine', () => {
  it(
    'the capped transaction is simulated and signed; a wallet that rewrote it is warned about; the swap lands and is measured',
    marbles((m) => {
      // the service asks 2,000,000 lamports of priority fee; the user's cap is 1,000,000
      const served = swapWire({ unitLimit: 200_000, microLamports: 10_000_000 });
      const capped = capPriorityFee(served, 1_000_000n)?.wire ?? served;
      // a mobile wallet overwrote the compute-unit price before signing (reliability T7)
      const rewritten = signWire(swapWire({ unitLimit: 200_000, microLamports: 7_000_000 }));
      const signature = signatureOf(rewritten);
      const { engine, rpc, logger } = setupEngine(m, {
        rpc: { getTransaction: () => m.cold('(t|)', { t: landedSwap }) },
        subscriptions: { signature: () => m.cold('10ms (r|)', { r: { err: null, slot: 42 } }) },
      });
      const { transport } = createFakeTransport(() =>
        m.cold('5ms (r|)', { r: jsonResponse({ swapTransaction: toBase64(served), lastValidBlockHeight: 1150 }) }),
      );
      const { commands, toasts } = createTestCommands(m.scheduler, engine, { logger });
      const titles: string[] = [];
      toasts.toasts$.subscribe((list) => titles.push(list.map((toast) => toast.title).join()));
      const executor = createSwapExecutor({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
        swapApi: SWAP_API,
        commands,
        logger,
        latestBlockhash: () => NEVER,
        readsRoute: false,
      });
      const { signer } = createSigner(() => m.cold('(x|)', { x: rewritten }));
      const swap$ = defer(() =>
        executor.execute(
          withIntent({
            quote: quoteFor(100_000_000n),
            signer,
            settings: { ...DEFAULT_SWAP_SETTINGS, slippage: 1 },
            input: { mint: SOL, symbol: 'SOL', decimals: 9 },
            output: { mint: USDC, symbol: 'USDC', decimals: 6 },
          }),
        ),
      ).pipe(shareReplay());
      // built after 5 ms, then simulated, signed and sent at once; confirmed by the subscription 10 ms
      // later, and the landed transaction read in the same frame
      m.expect(swap$.pipe(map((state) => state.status))).toBeObservable('b 4ms (psw1c) 3ms (dx|)', {
        b: 'building',
        p: 'preparing',
        s: 'simulating',
        w: 'awaiting-signature',
        1: 'sending',
        c: 'confirming',
        d: 'confirmed',
        x: 'settled',
      });
      const states: SwapState[] = [];
      swap$.subscribe((state) => states.push(state));
      m.flush();
      expect(rpc.of('simulateTransaction')[0]?.args[0]).toBe(toBase64(capped));
      expect(rpc.of('sendTransaction')[0]?.args[0]).toBe(toBase64(rewritten));
      expect(logger.messages('warn')).toContain('The signed transaction differs from the one given');
      expect(states.map((state) => state.status)).toEqual([
        'building',
        'preparing',
        'simulating',
        'awaiting-signature',
        'sending',
        'confirming',
        'confirmed',
        'settled',
      ]);
      expect(states.at(-1)).toMatchObject({ status: 'settled', signature, result: { inputAmount: 100_000_000n, outputAmount: 17_000_000n } });
      expect(titles.filter((title, index) => title !== titles[index - 1])).toEqual([
        '',
        'Pending Wallet Signature',
        'Confirming Transaction',
        'Transaction Confirmed',
        '',
      ]);
    }),
  );
});

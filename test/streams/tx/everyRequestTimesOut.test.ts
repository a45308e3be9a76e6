import type { HttpClient } from '@streams/core/http';
import * as timing from '@streams/core/timing';
import { createLendCommands } from '@streams/lend/lendCommands';
import { createOrderCommands } from '@streams/orders/orderCommands';
import { perpsMarkets } from '@streams/perps/markets';
import { createPositionActions } from '@streams/perps/positionActions';
import { createSwapExecutor } from '@streams/swap/executeSwap';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import type { TxBatch } from '@streams/tx/batchCommand';
import type { TxCommand } from '@streams/tx/command';
import { NEVER, type Observable, queueScheduler } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { quoteFor, withIntent } from '../swap/fixtures';
import { createSigner } from './fixtures';

/**
 * Issue 23 item 4: every request inside every command has a timeout from streams/core/timing.ts.
 * This walks every command builder of the app: each factory is built on an HTTP client that
 * records the options of every request (and never answers), each of its commands is started and
 * its build run, and every request made must carry one of the timing table's timeouts. A factory
 * that grows a command this table does not walk fails too, so a new write cannot skip the rule.
 * (JSON-RPC calls inside builds all go through the RPC client, whose every call has T45:
 * nothingHangs.test.ts.)
 */
interface Recorded {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly timeoutMs: number | undefined;
}

const recordingHttp = (recorded: Recorded[]): HttpClient => ({
  get: (url, options) => (recorded.push({ method: 'GET', url, timeoutMs: options.timeoutMs }), NEVER),
  post: (url, _body, options) => (recorded.push({ method: 'POST', url, timeoutMs: options.timeoutMs }), NEVER),
});

/** A command runner that only runs the build step: where the requests are. */
const buildsOnly = () => ({
  run: (command: TxCommand | TxBatch): Observable<never> => {
    (command.build as () => Observable<unknown>)().subscribe();
    return NEVER;
  },
  busy$: NEVER,
});

const timeouts = new Set<number>(Object.values(timing as Record<string, unknown>).filter((value): value is number => typeof value === 'number'));
const { signer } = createSigner(() => NEVER, true);
const logger = createRecordingLogger();
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SHARE_MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const sol = { address: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { address: USDC, symbol: 'USDC', decimals: 6 };

const factories = (http: HttpClient) => {
  const runner = buildsOnly();
  const lists = { removeOpen: () => undefined, refresh: () => undefined };
  const portfolios = { removeOrders: () => undefined, invalidate: () => undefined };
  return {
    swap: createSwapExecutor({ http, swapApi: 'https://swap.example', commands: runner, logger, latestBlockhash: () => NEVER, readsRoute: true }),
    orders: createOrderCommands({
      http,
      scheduler: queueScheduler,
      logger,
      triggerApi: 'https://trigger.example',
      recurringApi: 'https://recurring.example',
      commands: runner,
      batches: runner,
      latestBlockhash: () => NEVER,
      lists,
      portfolios,
    }),
    perps: createPositionActions({ http, perpsApi: 'https://perps.example', commands: runner, logger }),
    lend: createLendCommands({
      http,
      lendApi: 'https://lend.example',
      claimApi: 'https://claims.example',
      commands: runner,
      latestBlockhash: () => NEVER,
      logger,
      onLanded: () => undefined,
    }),
  };
};
type Factories = ReturnType<typeof factories>;

const tokens = { input: { symbol: 'SOL', decimals: 9 }, output: { symbol: 'USDC', decimals: 6 } } as const;
const market = perpsMarkets.SOL;
/** Every command of every factory, started once. */
const walk: {
  readonly [F in keyof Factories]: {
    readonly [K in keyof Factories[F] as Factories[F][K] extends (...args: never[]) => unknown ? K : never]: (factory: Factories[F]) => unknown;
  };
} = {
  swap: {
    execute: (swap) =>
      swap.execute(
        withIntent({
          quote: quoteFor(100_000_000n),
          signer,
          settings: { ...DEFAULT_SWAP_SETTINGS, slippage: 1 },
          input: { mint: SOL, symbol: 'SOL', decimals: 9 },
          output: { mint: USDC, symbol: 'USDC', decimals: 6 },
        }),
      ),
  },
  orders: {
    placeLimit: (orders) => orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 1n, takingAmount: 1n, tokens, label: 'Sell' }),
    startRecurring: (orders) =>
      orders.startRecurring({
        signer,
        inputMint: USDC,
        outputMint: SOL,
        inAmount: 120_000_000n,
        numberOfOrders: 2,
        intervalSeconds: 60,
        minPrice: null,
        maxPrice: null,
        tokens: { input: tokens.output, output: tokens.input },
        label: 'Buy SOL',
      }),
    cancelLimit: (orders) => orders.cancelLimit(signer, 'O1'),
    closeRecurring: (orders) => orders.closeRecurring(signer, 'O1'),
    cancelAllLimit: (orders) => orders.cancelAllLimit(signer, ['O1', 'O2']),
    cancelAllRecurring: (orders) => orders.cancelAllRecurring(signer, ['O1', 'O2']),
  },
  perps: {
    open: (perps) => perps.open({ signer, market, side: 'long', collateralMint: SOL, collateralAmount: 1_000_000_000n, sizeUsd: 500 }),
    addCollateral: (perps) => perps.addCollateral({ signer, market, side: 'long', positionKey: 'P1', collateralMint: SOL, collateralAmount: 1n }),
    removeCollateral: (perps) => perps.removeCollateral({ signer, market, side: 'long', positionKey: 'P1', collateralUsd: 10 }),
    editTriggers: (perps) => perps.editTriggers({ signer, positionKey: 'P1', takeProfitPriceUsd: 300, stopLossPriceUsd: null }),
    close: (perps) => perps.close({ signer, positionKey: 'P1', label: 'Long 5.0x' }),
  },
  lend: {
    deposit: (lend) =>
      lend.deposit({ signer, assetMint: USDC, symbol: 'USDC', decimals: 6, amount: 1n, shareMint: SHARE_MINT, minShares: 1n, label: 'Deposit USDC' }),
    withdraw: (lend) =>
      lend.withdraw({
        signer,
        assetMint: USDC,
        shareMint: SHARE_MINT,
        symbol: 'USDC',
        decimals: 6,
        amount: 1n,
        shares: 1n,
        assets: 1n,
        label: 'Withdraw USDC',
      }),
    operate: (lend) => lend.operate({ signer, vaultId: 1, positionId: 3, supply: sol, borrow: usdc, collateral: 1n, debt: 0n, label: 'Supply SOL' }),
    claim: (lend) => lend.claim({ signer, id: 'oct-2024-jup', mint: JUP, symbol: 'JUP', decimals: 6, amount: 1n, label: 'Claim JUP' }),
  },
};

describe('every request of every write command has a timeout from the timing table', () => {
  it('this walk covers every command each factory offers', () => {
    const built = factories(recordingHttp([]));
    for (const [name, factory] of Object.entries(built)) {
      const commands = Object.entries(factory)
        .filter(([, value]) => typeof value === 'function')
        .map(([key]) => key)
        .sort();
      expect({ name, commands }).toEqual({ name, commands: Object.keys(walk[name as keyof Factories]).sort() });
    }
  });

  for (const [area, commands] of Object.entries(walk)) {
    for (const [command, start] of Object.entries(commands)) {
      it(`${area}.${command}: each request it makes has a timing.ts timeout`, () => {
        const recorded: Recorded[] = [];
        const built = factories(recordingHttp(recorded));
        (start as (factory: unknown) => unknown)(built[area as keyof Factories]);
        expect(recorded.length).toBeGreaterThan(0);
        for (const request of recorded) {
          expect({ ...request, fromTimingTable: request.timeoutMs !== undefined && timeouts.has(request.timeoutMs) }).toEqual({
            ...request,
            fromTimingTable: true,
          });
        }
      });
    }
  }
});

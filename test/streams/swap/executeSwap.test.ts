import { SystemProgram, Transaction } from '@solana/web3.js';
import { type HttpRequest, type HttpResponse, createHttpClient } from '@streams/core/http';
import { HttpStatusError, HttpTimeoutError } from '@streams/core/httpErrors';
import type { ToastInput } from '@streams/shell/toasts';
import { toBase64 } from '@streams/solana/codec';
import type { TransactionRecord } from '@streams/solana/ports';
import { readComputeBudget } from '@streams/tx/computeBudget';
import type { TransactionEngine } from '@streams/tx/engine';
import { TX_MESSAGES, txError } from '@streams/tx/errors';
import type { TxRequest, TxState } from '@streams/tx/types';
import { type SwapRequest, type SwapState, createSwapExecutor, requestedTip } from '@streams/swap/executeSwap';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import { type Observable, defer, map, shareReplay } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { type MarbleContext, marbles } from '../../support/marbles';
import { TEST_HELP_URL, createTestCommands, testExplorerTx } from '../../support/txCommands';
import { BLOCKHASH, createSigner, payer, recipient, stranger } from '../tx/fixtures';
import { SOL, SWAP_API, USDC, landedSwap, quoteFor, swapWire, withIntent } from './fixtures';

const SIG = '5'.repeat(88);
/** The quotes here allow 1 % slippage: the user's setting. */
const SETTINGS = { ...DEFAULT_SWAP_SETTINGS, slippage: 1 };
const LABEL = 'Swap 0.1 SOL to USDC';
const HELP = TEST_HELP_URL;
const WIRE = swapWire({ unitLimit: 200_000, microLamports: 100_000 });

const tx = {
  p: { status: 'preparing', label: LABEL },
  s: { status: 'simulating', label: LABEL },
  w: { status: 'awaiting-signature', label: LABEL, autoSigns: false },
  a: { status: 'awaiting-signature', label: LABEL, autoSigns: true },
  1: { status: 'sending', label: LABEL, signature: SIG, sends: 1 },
  c: { status: 'confirming', label: LABEL, signature: SIG },
  d: { status: 'confirmed', label: LABEL, signature: SIG, slot: 42 },
} as const satisfies Record<string, TxState>;

interface Setup {
  /** The engine's states for the swap, as marbles over `tx`. */
  readonly states?: string;
  readonly stateValues?: Record<string, TxState>;
  readonly swapAnswer?: HttpResponse;
  /** The /swap answer itself, kept by the test to read its subscription log. */
  readonly swapReply?: Observable<HttpResponse>;
  readonly landed?: TransactionRecord | null;
  readonly autoSigns?: boolean;
}

const setup = (m: MarbleContext, options: Setup = {}) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(
    () =>
      options.swapReply ??
      m.cold('(r|)', {
        r: options.swapAnswer ?? jsonResponse({ swapTransaction: toBase64(WIRE), lastValidBlockHeight: 1150, prioritizationFeeLamports: 20000 }),
      }),
  );
  const engineRequests: TxRequest[] = [];
  const engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = {
    execute: (request) =>
      defer(() => {
        engineRequests.push(request);
        return m.cold(options.states ?? '(psw) 9ms 1 9ms c 9ms d|', { ...tx, ...options.stateValues });
      }),

    fetchLanded: () => m.cold('10ms (l|)', { l: options.landed === undefined ? landedSwap : options.landed }),
  };
  const { commands, shown, toasts, refreshed } = createTestCommands(m.scheduler, engine, { logger });
  const executor = createSwapExecutor({
    http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
    swapApi: SWAP_API,
    commands,
    logger,
    latestBlockhash: () => m.cold('(h|)', { h: { blockhash: BLOCKHASH, lastValidBlockHeight: 1200, slot: 9 } }),
    readsRoute: false,
  });
  const { signer } = createSigner(() => m.cold('#'), options.autoSigns ?? false);
  const request: SwapRequest = withIntent({
    quote: quoteFor(100_000_000n),
    signer,
    settings: SETTINGS,
    input: { mint: SOL, symbol: 'SOL', decimals: 9 },
    output: { mint: USDC, symbol: 'USDC', decimals: 6 },
  });
  return { executor, request, requests, engineRequests, shown, toasts, refreshed, logger };
};

/** Swap states as marble letters: building, the engine's (preparing … confirmed), settled, failed/expired. */
const LETTERS = {
  b: 'building',
  p: 'preparing',
  s: 'simulating',
  w: 'awaiting-signature',
  1: 'sending',
  c: 'confirming',
  d: 'confirmed',
  x: 'settled',
  f: 'failed',
  e: 'expired',
} as const;
const letterOf = (state: SwapState): string => (state.status === 'expired' ? 'failed' : state.status);

/** Runs one swap and records each state with its frame: execute() starts it, whoever watches. */
const run = (m: MarbleContext, executor: ReturnType<typeof setup>['executor'], changed: SwapRequest) => {
  const states: SwapState[] = [];
  const timeline: string[] = [];
  // The intent the form would make for the request as changed (settings, tip).
  const request = withIntent({ ...changed, intent: undefined });
  executor.execute(request).subscribe((state) => {
    states.push(state);
    timeline.push(`${m.scheduler.now()}:${state.status}`);
  });
  m.flush();
  return { states, timeline, last: states.at(-1) };
};
const bodyOf = (request: HttpRequest | undefined): Record<string, unknown> => JSON.parse(request?.body ?? '{}') as Record<string, unknown>;

const signaturePrompt: ToastInput = {
  id: 'swap-1',
  scope: 'transaction',
  variant: 'loading-signature',
  title: 'Pending Wallet Signature',
  description: 'Sign in wallet to proceed',
};
const confirming: ToastInput = {
  id: 'swap-1',
  scope: 'transaction',
  variant: 'loading',
  title: 'Confirming Transaction',
  description: LABEL,
  link: { label: 'View transaction', href: testExplorerTx(SIG) },
};
const confirmed: ToastInput = {
  id: 'swap-1',
  scope: 'transaction',
  variant: 'success',
  title: 'Transaction Confirmed',
  description: LABEL,
  link: { label: 'View transaction', href: testExplorerTx(SIG) },
};
const failedToast = (description: string): ToastInput => ({
  id: 'swap-1',
  scope: 'transaction',
  variant: 'error',
  title: 'Transaction Failed',
  description,
  link: { label: 'Get Help', href: HELP },
});

describe('swap execution', () => {
  it(
    'jito mode: asks for the chosen tip, broadcasts as a bundle, and lets the tip (and nothing more) leave as SOL',
    marbles((m) => {
      const { executor, request, requests, engineRequests } = setup(m);
      run(m, executor, { ...request, settings: { ...SETTINGS, broadcastMode: 'jito' }, tipLamports: 15_000 });
      expect(bodyOf(requests[0]).prioritizationFeeLamports).toEqual({ jitoTipLamports: 15_000 });
      expect(engineRequests[0]).toMatchObject({
        broadcastMode: 'jito',
        spend: { maxOutflow: { [SOL]: 100_000_000n, '11111111111111111111111111111111': 15_000n } },
      });
    }),
  );

  it(
    'mixed mode: the same tip, broadcast both ways',
    marbles((m) => {
      const { executor, request, engineRequests } = setup(m);
      run(m, executor, { ...request, settings: { ...SETTINGS, broadcastMode: 'mixed', maxJitoTip: 0.0005 } });
      // no floor known: the user's maximum
      expect(engineRequests[0]).toMatchObject({ broadcastMode: 'mixed', spend: { maxOutflow: { '11111111111111111111111111111111': 500_000n } } });
    }),
  );

  it(
    'builds, hands the transaction to the engine, then reads the actual amounts and refreshes the wallet',
    marbles((m) => {
      const { executor, request, requests, engineRequests, shown, refreshed } = setup(m);
      const swap$ = defer(() => executor.execute(request)).pipe(shareReplay());
      // the engine's states pass through; the landed transaction is read 10 ms after confirmation
      m.expect(swap$.pipe(map(letterOf))).toBeObservable('(bpsw) 8ms 1 9ms c 9ms d 9ms (x|)', LETTERS);
      let last: SwapState | undefined;
      swap$.subscribe((state) => (last = state));
      m.flush();
      expect(last).toEqual({
        status: 'settled',
        label: LABEL,
        signature: SIG,
        slot: 42,
        result: { txid: SIG, inputAddress: SOL, outputAddress: USDC, inputAmount: 100_000_000n, outputAmount: 17_000_000n },
      });
      expect(requests[0]?.method).toBe('POST');
      expect(requests[0]?.url).toBe(`${SWAP_API}/swap`);
      expect(bodyOf(requests[0])).toEqual({
        quoteResponse: quoteFor(100_000_000n),
        userPublicKey: request.signer.publicKey,
        wrapAndUnwrapSol: true,
        asLegacyTransaction: false,
        dynamicComputeUnitLimit: true,
        allowOptimizedWrappedSolTokenAccount: true,
        prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh', maxLamports: 1_000_000 } },
        dynamicSlippage: false,
        correctLastValidBlockHeight: true,
      });
      // Only the user signs it: it goes on the engine's fresh blockhash (the service's lastValidBlockHeight is not believed).
      const sent = engineRequests[0];
      expect(sent).toMatchObject({ kind: 'build', label: LABEL, skipPreflight: false, broadcastMode: 'plain' });
      expect(sent?.kind === 'build' ? sent.build({ blockhash: BLOCKHASH, lastValidBlockHeight: 1200, slot: 9 }) : undefined).toEqual(WIRE);
      expect(shown).toEqual([signaturePrompt, confirming, confirmed]);
      expect(refreshed).toEqual([request.signer.publicKey]);
    }),
  );

  it(
    'a quick account (auto-signing) is told it signs automatically',
    marbles((m) => {
      const { executor, request, shown } = setup(m, { autoSigns: true, states: '(psa) 9ms 1 9ms c 9ms d|' });
      run(m, executor, request);
      expect(shown[0]).toEqual({ ...signaturePrompt, title: 'Signing Transaction', description: 'Automatically signing transaction' });
    }),
  );

  it.each([
    [
      'an on-chain failure',
      { status: 'failed', label: LABEL, signature: SIG, error: txError('route', 'Slippage tolerance exceeded', { code: 6001 }) },
      failedToast('Slippage tolerance exceeded'),
    ],
    [
      'an expired transaction',
      { status: 'expired', label: LABEL, signature: SIG, error: txError('expired', TX_MESSAGES.expired) },
      failedToast('Transaction has expired and was not confirmed. Please try again.'),
    ],
    [
      'a missing fee-payer signature',
      { status: 'failed', label: LABEL, error: txError('unsigned', TX_MESSAGES.missingSignature) },
      failedToast(TX_MESSAGES.missingSignature),
    ],
    [
      'a wallet refusal',
      { status: 'failed', label: LABEL, error: txError('signing', TX_MESSAGES.walletSigningFailed) },
      { id: 'swap-1', scope: 'transaction', variant: 'error', title: 'Wallet Signing Failed' },
    ],
  ] as const)('%s ends with its toast and no refresh', (_name, final, toast) =>
    marbles((m) => {
      const { executor, request, shown, refreshed } = setup(m, { states: '(psw) 9ms f|', stateValues: { f: final } });
      m.expect(defer(() => executor.execute(request)).pipe(map(letterOf))).toBeObservable('(bpsw) 8ms f|', LETTERS);
      m.flush();
      expect(shown).toEqual([signaturePrompt, toast]);
      expect(refreshed).toEqual([]);
    })(),
  );

  it.each([
    ['a refusal with the server message', jsonResponse({ error: 'Slippage is too high' }, 400), 'Slippage is too high'],
    ['a 500 without a body', jsonResponse(undefined, 500), 'Unknown error'],
    ['a 200 that carries an error', jsonResponse({ error: 'Failed to get swap and account metas' }), 'Failed to get swap and account metas'],
    ['a transaction that is not base64', jsonResponse({ swapTransaction: '%%%', lastValidBlockHeight: 1 }), 'Unknown error'],
  ])('the swap service fails: %s → Transaction Failed, the engine is never asked', (_name, answer, message) =>
    marbles((m) => {
      const { executor, request, engineRequests, shown } = setup(m, { swapAnswer: answer });
      // Started when the marbles run, so every state is seen (execute() replays only the latest).
      const swap$ = defer(() => executor.execute(request)).pipe(shareReplay());
      m.expect(swap$.pipe(map(letterOf))).toBeObservable('(bf|)', LETTERS);
      m.expect(swap$.pipe(map((state) => (state.status === 'failed' ? state.error.message : state.status)))).toBeObservable('(bm|)', {
        b: 'building',
        m: message,
      });
      m.flush();
      expect(engineRequests).toEqual([]);
      expect(shown).toEqual([failedToast(message)]);
    })(),
  );

  it(
    'caps the priority fee at the maximum setting before the engine sees the transaction',
    marbles((m) => {
      const expensive = swapWire({ unitLimit: 200_000, microLamports: 10_000_000 });
      const { executor, request, engineRequests, logger } = setup(m, {
        swapAnswer: jsonResponse({ swapTransaction: toBase64(expensive), lastValidBlockHeight: 9 }),
      });
      run(m, executor, request);
      const sent = engineRequests[0];
      expect(sent?.kind === 'build' ? readComputeBudget(sent.build({ blockhash: BLOCKHASH, lastValidBlockHeight: 1200, slot: 9 })) : undefined).toEqual({
        unitLimit: 200_000,
        microLamports: 5_000_000n,
      });
      expect(logger.messages('info')).toEqual(['Priority fee capped at the maximum']);
    }),
  );

  it(
    'keeps running when the screen unsubscribes; in flight until the end',
    marbles((m) => {
      const { executor, request, shown, refreshed } = setup(m);
      const flags: string[] = [];
      executor.inFlight$.subscribe((flag) => flags.push(`${m.scheduler.now()}:${flag}`));
      const seen: string[] = [];
      const screen = executor.execute(request).subscribe((state) => seen.push(state.status));
      m.scheduler.schedule(() => screen.unsubscribe(), 2);
      m.flush();
      expect(seen).toEqual(['building', 'preparing', 'simulating', 'awaiting-signature']);
      expect(shown.map((toast) => toast.title)).toEqual(['Pending Wallet Signature', 'Confirming Transaction', 'Transaction Confirmed']);
      expect(refreshed).toHaveLength(1);
      expect(flags).toEqual(['0:false', '0:true', '44:false']);
    }),
  );

  it(
    'leaving the swap page while the swap is being built does not cancel the /swap request: it is heard to the end and the swap goes on',
    marbles((m) => {
      const swapReply = m.cold('50ms (r|)', {
        r: jsonResponse({ swapTransaction: toBase64(WIRE), lastValidBlockHeight: 1150, prioritizationFeeLamports: 20000 }),
      });
      const { executor, request, engineRequests, refreshed } = setup(m, { swapReply });
      // The page watches for 10 ms only; the service answers at 50.
      m.expect(executor.execute(request).pipe(map(letterOf)), '^ 9ms !').toBeObservable('b', LETTERS);
      m.expect(swapReply).toHaveSubscriptions('^ 49ms !');
      m.flush();
      expect(engineRequests).toHaveLength(1);
      expect(refreshed).toHaveLength(1);
    }),
  );

  it(
    'a /swap request with no answer is let go after 15 s (T47), not asked again, and the swap fails before the wallet is asked',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T47
      const swapReply = m.cold<HttpResponse>('-');
      const { executor, request, requests, engineRequests } = setup(m, { swapReply });
      m.expect(executor.execute(request).pipe(map(letterOf))).toBeObservable(`b ${timeout - 1}ms (f|)`, LETTERS);
      m.expect(swapReply).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(requests).toHaveLength(1);
      expect(engineRequests).toEqual([]);
    }),
  );

  it.each([
    ['cannot be read', null, undefined],
    ['shows no balance change for the pair', { ...landedSwap, preTokenBalances: [], postTokenBalances: [] }, TX_MESSAGES.balanceChange],
  ])('a landed transaction that %s still counts as settled, without amounts', (_name, landed, errorMessage) =>
    marbles((m) => {
      const { executor, request, shown } = setup(m, { landed });
      const { last } = run(m, executor, request);
      expect(last).toMatchObject({ status: 'settled', result: undefined });
      expect(last?.status === 'settled' ? last.error?.message : undefined).toBe(errorMessage);
      expect(shown.at(-1)?.title).toBe('Transaction Confirmed');
    })(),
  );
});

describe('swap execution: what is refused before the wallet is asked', () => {
  /** The failed state a swap ends in, or undefined when it did not fail. */
  const failure = (last: SwapState | undefined) => (last?.status === 'failed' ? last.error : undefined);

  it(
    'a quote that is not what the user asked for is refused with its reason: nothing is built, the wallet is never asked',
    marbles((m) => {
      const { executor, request, requests, engineRequests, shown, logger } = setup(m);
      // The user allows 0.5 %; the quote on screen allows 1 %.
      const swap$ = defer(() => executor.execute({ ...request, intent: { ...request.intent, slippageBps: 50 } })).pipe(shareReplay());
      // Refused before anything is asked of the network: the swap replays only its final state.
      m.expect(swap$.pipe(map(letterOf))).toBeObservable('(f|)', LETTERS);
      let last: SwapState | undefined;
      swap$.subscribe((state) => (last = state));
      m.flush();
      const reason = 'Refused to sign: the quote allows 1% slippage, more than your 0.5%.';
      expect(failure(last)).toMatchObject({ kind: 'refused', message: reason });
      expect(requests).toEqual([]);
      expect(engineRequests).toEqual([]);
      expect(shown).toEqual([failedToast(reason)]);
      expect(logger.entries).toContainEqual({
        level: 'warn',
        message: 'Refused a quote that differs from the swap asked for',
        context: { mismatch: 'the quote allows 1% slippage, more than your 0.5%' },
      });
    }),
  );

  it(
    'a referral fee account goes to the swap service with the quote; without one, none is sent',
    marbles((m) => {
      const { executor, request, requests } = setup(m);
      const feeAccount = 'FeeAccount111111111111111111111111111111111';
      run(m, executor, { ...request, feeAccount });
      run(m, executor, request);
      expect(bodyOf(requests[0]).feeAccount).toBe(feeAccount);
      expect(bodyOf(requests[1])).not.toHaveProperty('feeAccount');
    }),
  );

  it(
    'a /swap refusal keeps the service error as its cause, of the unknown kind',
    marbles((m) => {
      const { executor, request } = setup(m, { swapAnswer: jsonResponse({ error: 'Slippage is too high' }, 400) });
      const error = failure(run(m, executor, request).last);
      expect(error).toMatchObject({ kind: 'unknown', message: 'Slippage is too high' });
      expect(error?.cause).toBeInstanceOf(HttpStatusError);
      expect(error?.cause).toMatchObject({ status: 400 });
    }),
  );

  it(
    'a /swap that never answers fails with the plain swap message, its timeout kept as the cause, and nothing logged as broken',
    marbles((m) => {
      const { executor, request, logger } = setup(m, { swapReply: m.cold<HttpResponse>('-') });
      const error = failure(run(m, executor, request).last);
      expect(error).toMatchObject({ kind: 'unknown', message: 'Unknown error' });
      expect(error?.cause).toBeInstanceOf(HttpTimeoutError);
      expect(logger.messages('error')).toEqual([]);
      expect(logger.entries).toContainEqual({
        level: 'warn',
        message: 'Building a transaction failed',
        context: { label: LABEL, error: 'Swap API did not answer within 15000 ms' },
      });
    }),
  );

  it(
    'a malformed /swap answer is refused as an invalid swap response from the Swap API',
    marbles((m) => {
      const { executor, request, engineRequests, logger } = setup(m, { swapAnswer: jsonResponse({ swapTransaction: 5, lastValidBlockHeight: -1 }) });
      expect(failure(run(m, executor, request).last)).toMatchObject({ kind: 'unknown', message: 'Unknown error' });
      expect(engineRequests).toEqual([]);
      expect(logger.entries).toContainEqual({
        level: 'warn',
        message: 'Building a transaction failed',
        context: { label: LABEL, error: 'Invalid swap response structure from Swap API' },
      });
    }),
  );

  it(
    'a /swap answer with an empty error reads Unknown error, never an empty message',
    marbles((m) => {
      const { executor, request, engineRequests, shown } = setup(m, { swapAnswer: jsonResponse({ error: '' }) });
      expect(failure(run(m, executor, request).last)).toMatchObject({ kind: 'unknown', message: 'Unknown error' });
      expect(engineRequests).toEqual([]);
      expect(shown).toEqual([failedToast('Unknown error')]);
    }),
  );

  it(
    'a transaction another wallet pays for is refused as Unknown error, and logged as such',
    marbles((m) => {
      const foreign = new Transaction({ feePayer: stranger.publicKey, recentBlockhash: BLOCKHASH });
      foreign.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }));
      const wire = new Uint8Array(foreign.serialize({ requireAllSignatures: false, verifySignatures: false }));
      const { executor, request, engineRequests, shown, logger } = setup(m, {
        swapAnswer: jsonResponse({ swapTransaction: toBase64(wire), lastValidBlockHeight: 1150 }),
      });
      const error = failure(run(m, executor, request).last);
      expect(error).toEqual({ kind: 'unknown', message: 'Unknown error', programIds: [] });
      expect(engineRequests).toEqual([]);
      expect(shown).toEqual([failedToast('Unknown error')]);
      expect(logger.entries).toContainEqual({
        level: 'error',
        message: 'The swap transaction could not be decoded, or another wallet pays for it',
        context: { label: LABEL },
      });
    }),
  );

  it(
    'a transaction under the fee maximum is sent as served, and no cap is reported',
    marbles((m) => {
      const { executor, request, engineRequests, logger } = setup(m);
      run(m, executor, request);
      const sent = engineRequests[0];
      expect(sent?.kind === 'build' ? sent.build({ blockhash: BLOCKHASH, lastValidBlockHeight: 1200, slot: 9 }) : undefined).toEqual(WIRE);
      expect(logger.messages('info')).toEqual([]);
      expect(logger.messages('warn')).toEqual([]);
    }),
  );

  it(
    'a capped priority fee is reported with what the service asked and what is kept, in lamports',
    marbles((m) => {
      const expensive = swapWire({ unitLimit: 200_000, microLamports: 10_000_000 });
      const { executor, request, logger } = setup(m, { swapAnswer: jsonResponse({ swapTransaction: toBase64(expensive), lastValidBlockHeight: 9 }) });
      run(m, executor, request);
      expect(logger.entries.filter((entry) => entry.level === 'info')).toEqual([
        { level: 'info', message: 'Priority fee capped at the maximum', context: { requested: '2000000', capped: '1000000' } },
      ]);
    }),
  );

  it.each([
    [
      'with its reason',
      { errorCode: 'TRANSACTION_ERROR', error: 'Attempt to debit an account but found no record of a prior credit.' },
      'Attempt to debit an account but found no record of a prior credit.',
    ],
    ['without a reason', { errorCode: 'TRANSACTION_ERROR' }, null],
  ])('a build the service could not simulate (%s) still goes to the engine, with a warning', (_name, simulationError, logged) =>
    marbles((m) => {
      const { executor, request, engineRequests, logger } = setup(m, {
        swapAnswer: jsonResponse({ swapTransaction: toBase64(WIRE), lastValidBlockHeight: 1150, simulationError }),
      });
      expect(run(m, executor, request).last?.status).toBe('settled');
      expect(engineRequests).toHaveLength(1);
      expect(logger.entries).toContainEqual({ level: 'warn', message: 'The swap service could not simulate the transaction', context: { error: logged } });
    })(),
  );

  it('the tip asked for: the chosen (or maximum) bundle tip in the jito and mixed modes; none for a plain broadcast, whatever the fee type', () => {
    expect(requestedTip({ ...SETTINGS, broadcastMode: 'jito' }, 15_000)).toBe(15_000n);
    expect(requestedTip({ ...SETTINGS, broadcastMode: 'mixed', maxJitoTip: 0.0005 }, undefined)).toBe(500_000n);
    expect(requestedTip({ ...SETTINGS, broadcastMode: 'priorityFees' }, 15_000)).toBeUndefined();
    expect(requestedTip({ ...SETTINGS, broadcastMode: 'priorityFees', feeType: 'exactFee' }, 15_000)).toBeUndefined();
  });
});

describe('a swap without a wallet (spec 001 §5)', () => {
  it(
    "no wallet: 'Wallet is required'; a wallet without a public key: 'User public key is required'; nothing is built or sent",
    marbles((m) => {
      const { executor, request, requests, engineRequests, logger } = setup(m);
      const noWallet = run(m, executor, { ...request, signer: undefined as never });
      expect(noWallet.last).toMatchObject({ status: 'failed', error: { message: 'Wallet is required' } });
      const noKey = run(m, executor, { ...request, signer: { ...request.signer, publicKey: '' } });
      expect(noKey.last).toMatchObject({ status: 'failed', error: { message: 'User public key is required' } });
      expect(requests).toHaveLength(0);
      expect(engineRequests).toHaveLength(0);
      expect(logger.messages('warn')).toEqual(['Wallet is required', 'User public key is required']);
    }),
  );
});

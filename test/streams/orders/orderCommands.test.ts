import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { createHttpClient } from '@streams/core/http';
import { HttpSchemaError } from '@streams/core/httpErrors';
import type { HttpRequest, HttpResponse } from '@streams/core/http';
import { createOrderCommands } from '@streams/orders/orderCommands';
import { toBase64 } from '@streams/solana/codec';
import type { BatchState } from '@streams/tx/batchCommand';
import type { CommandState } from '@streams/tx/command';
import { TX_MESSAGES, txError } from '@streams/tx/errors';
import { NATIVE_SOL } from '@streams/tx/landed';
import { slotsFor } from '@streams/instructions/orderSlots';
import { recurringClose, recurringCreate } from '@streams/instructions/recurring';
import { triggerCancel, triggerCreate } from '@streams/instructions/trigger';
import { orderTransaction } from './orderTransactions';
import type { TxRequest, TxState } from '@streams/tx/types';
import { EMPTY, type Observable, concatMap, from, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { OTHER_BLOCKHASH, blockhash, createSigner, payer, recipient as recipientKey, stranger } from '../tx/fixtures';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const KEYS = ['O1', 'O2', 'O3', 'O4', 'O5', 'O6'];
/** Order keys are addresses: the cancel layouts name them. */
const KEY = stranger.publicKey.toBase58();
const OTHER_KEY = recipientKey.toBase58();
const TOKENS = { input: { symbol: 'SOL', decimals: 9 }, output: { symbol: 'USDC', decimals: 6 } } as const;

/** An unsigned transaction the order service answers, paid by the wallet. */
const unsignedWire = () =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: OTHER_BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(4)), lamports: 0 })],
    }).compileToV0Message(),
  ).serialize();

/** A cancel already signed by the escrow's authority: its bytes must not change. */
const authoritySignedWire = () => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: OTHER_BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: payer.publicKey, lamports: 5 }));
  tx.partialSign(stranger);
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

/** `answer`, when given, is the service's answer itself (kept by the test to read its subscription log). */
type Answer = { status?: number; body: unknown; marble?: string; answer?: Observable<HttpResponse> };

const setup = (m: MarbleContext, answers: (request: HttpRequest) => Answer, engineStates: (index: number) => string = () => 'a 9ms b 9ms (c|)') => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((request) => {
    const answer = answers(request);
    if (answer.answer) return answer.answer;
    return m.cold(answer.marble ?? '--(r|)', { r: jsonResponse(answer.body, answer.status ?? 200) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const executed: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest) => {
      const index = executed.push(request) - 1;
      return m.cold<TxState>(engineStates(index), {
        a: { status: 'awaiting-signature', label: request.label, autoSigns: false },
        b: { status: 'confirming', label: request.label, signature: `sig${index}` },
        c: { status: 'confirmed', label: request.label, signature: `sig${index}`, slot: 9 },
        f: { status: 'failed', label: request.label, signature: `sig${index}`, error: txError('program', TX_MESSAGES.programFailed) },
        r: {
          status: 'failed',
          label: request.label,
          error: txError('refused', 'Refused to sign: the transaction cancels order O9, which you did not choose.'),
        },
      });
    },
  };
  // A wallet that prompts gets its batch in one prompt: here the same runs, in turn, with their index.
  const executeTogether = (requests: readonly TxRequest[]) =>
    from(requests).pipe(concatMap((request, index) => engine.execute(request).pipe(map((state) => ({ index, state })))));
  const test = createTestCommands(m.scheduler, { ...engine, executeTogether, fetchLanded: () => EMPTY }, { logger });
  const events: string[] = [];
  const lists = {
    removeOpen: (_wallet: string, keys: ReadonlySet<string>) => events.push(`${m.scheduler.now()}: lists drop ${[...keys].join(',')}`),
    refresh: () => events.push(`${m.scheduler.now()}: lists refetch`),
  };
  const portfolios = {
    removeOrders: (_address: string, keys: ReadonlySet<string>) => events.push(`${m.scheduler.now()}: portfolio drop ${[...keys].join(',')}`),
    invalidate: () => events.push(`${m.scheduler.now()}: portfolio refetch`),
  };
  const orders = createOrderCommands({
    http,
    scheduler: m.scheduler,
    logger,
    triggerApi: 'http://sim/trigger/v1',
    recurringApi: 'http://sim/recurring/v1',
    commands: test.commands,
    batches: test.batches,
    latestBlockhash: () => m.cold('(h|)', { h: { ...blockhash, lastValidBlockHeight: 777 } }),
    lists,
    portfolios,
  });
  // A quick account (it signs a batch in turn); `prompting` asks, and signs a batch in one prompt.
  const signer = createSigner(() => m.cold('-'), true).signer;
  const prompting = { ...createSigner(() => m.cold('-')).signer, signAllTransactions: () => m.cold<readonly Uint8Array[]>('-') };
  return { ...fake, ...test, orders, executed, events, logger, signer, prompting };
};

const statuses = map((state: CommandState) => state.status);
const batchStatuses = map((state: BatchState) => (state.status === 'running' ? `${state.index}:${state.step.status}` : state.status));
const titles = (shown: readonly { title: string; description?: string }[]) =>
  shown.map((toast) => (toast.description ? `${toast.title} | ${toast.description}` : toast.title));

describe('order commands', () => {
  it(
    'place a limit order: posts createOrder with string amounts and the expiry, signs on a fresh blockhash, lets only the SOL sold leave, refetches the lists once it lands',
    marbles((m) => {
      const { orders, requests, executed, events, signer } = setup(m, () => ({
        body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'O1' },
      }));
      const state$ = orders.placeLimit({
        signer,
        inputMint: SOL,
        outputMint: USDC,
        makingAmount: 1_000_000_000n,
        takingAmount: 200_000_000n,
        expiresInSeconds: 600,
        tokens: TOKENS,
        label: 'Sell 1 SOL for 200 USDC',
      });
      m.expect(state$.pipe(statuses)).toBeObservable('u-w 9ms b 9ms (c|)', { u: 'building', w: 'awaiting-signature', b: 'confirming', c: 'confirmed' });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/trigger/v1/createOrder');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        inputMint: SOL,
        outputMint: USDC,
        maker: payer.publicKey.toBase58(),
        payer: payer.publicKey.toBase58(),
        // the expiry counted from the scheduler's now (0 in virtual time)
        params: { makingAmount: '1000000000', takingAmount: '200000000', expiredAt: '600' },
        computeUnitPrice: 'auto',
        wrapAndUnwrapSol: true,
      });
      expect(executed[0]).toMatchObject({ kind: 'build', spend: { maxOutflow: { [NATIVE_SOL]: 1_000_000_000n } } });
      expect(events).toEqual(['22: lists refetch']);
    }),
  );

  it(
    "a service that refuses the order ends the command failed with the service's cause, and nothing is signed",
    marbles((m) => {
      const { orders, executed, shown, signer } = setup(m, () => ({
        status: 400,
        body: { error: 'invalid create order request', cause: 'input mint making amount must be at least 5 USD, received: 2', code: 400 },
      }));
      const state$ = orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 1n, takingAmount: 1n, tokens: TOKENS, label: 'Sell' });
      m.expect(state$.pipe(map((state) => (state.status === 'failed' ? state.error.message : state.status)))).toBeObservable('u-(f|)', {
        u: 'building',
        f: 'input mint making amount must be at least 5 USD, received: 2',
      });
      m.flush();
      expect(executed).toEqual([]);
      expect(titles(shown).at(-1)).toBe('Transaction Failed | input mint making amount must be at least 5 USD, received: 2');
    }),
  );

  it(
    'a cancel the service signed keeps its bytes: sent as built, valid until the newest blockhash expires',
    marbles((m) => {
      const { orders, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(authoritySignedWire()) } }));
      orders.cancelLimit(signer, 'O1');
      m.flush();
      expect(executed[0]).toMatchObject({ kind: 'prebuilt', lastValidBlockHeight: 777, spend: { maxOutflow: {} } });
      expect(executed[0]?.kind === 'prebuilt' && executed[0].wire).toEqual(authoritySignedWire());
    }),
  );

  it(
    'cancel one trigger order: the order leaves the lists and the portfolio when it lands, the lists refetch, and the portfolio again 3 s later (T10, pinned)',
    marbles((m) => {
      const { orders, events, shown, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }));
      orders.cancelLimit(signer, 'O1');
      m.flush();
      expect(events).toEqual(['22: lists drop O1', '22: portfolio drop O1', '22: lists refetch', '3022: portfolio refetch']);
      expect(titles(shown)).toEqual([
        'Pending Wallet Signature | Sign in wallet to proceed',
        'Confirming Transaction | Cancelling 1 order...',
        'Transactions Confirmed | Order cancelled',
      ]);
    }),
  );

  it(
    "a trigger cancel that fails says 'Failed To Cancel Order' with the cause, and drops nothing",
    marbles((m) => {
      const { orders, events, shown, signer } = setup(
        m,
        () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }),
        () => 'a 9ms b 9ms (f|)',
      );
      orders.cancelLimit(signer, 'O1');
      m.flush();
      expect(events).toEqual([]);
      expect(titles(shown).at(-1)).toBe('Failed To Cancel Order | Program failed to complete');
    }),
  );

  it(
    "close a recurring order: 'Closing Recurring order', then 'Successfully closed order'",
    marbles((m) => {
      const ok = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }));
      ok.orders.closeRecurring(ok.signer, 'D1');
      m.flush();
      expect(JSON.parse(ok.requests[0]?.body ?? '')).toEqual({ user: payer.publicKey.toBase58(), order: 'D1', recurringType: 'time' });
      expect(titles(ok.shown)).toEqual([
        'Closing Recurring order',
        'Pending Wallet Signature | Sign in wallet to proceed',
        'Confirming Transaction | Closing Recurring order',
        'Successfully closed order',
      ]);
      expect(ok.events).toEqual(['22: lists drop D1', '22: portfolio drop D1', '22: lists refetch', '3022: portfolio refetch']);
    }),
  );

  it(
    'a failed recurring close says the spec message',
    marbles((m) => {
      const failed = setup(
        m,
        () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }),
        () => 'a 9ms (f|)',
      );
      failed.orders.closeRecurring(failed.signer, 'D1');
      m.flush();
      expect(titles(failed.shown).at(-1)).toBe('Failed to close order. Please try again.');
      expect(failed.events).toEqual([]);
    }),
  );

  it(
    "cancel all: one request for the orders, their transactions (4 orders each) signed and sent one after another, one toast: 'Confirming Transactions' (two of them) with 'Cancelling 6 orders...', then 'Transactions Confirmed'",
    marbles((m) => {
      const { orders, requests, executed, events, shown, signer } = setup(m, () => ({
        body: { requestId: 'r1', transactions: [toBase64(unsignedWire()), toBase64(unsignedWire())] },
      }));
      const state$ = orders.cancelAllLimit(signer, KEYS);
      // the second transaction starts when the first has ended (20 ms each)
      m.expect(state$.pipe(batchStatuses)).toBeObservable('u-a 9ms b 9ms (cx) 6ms y 9ms (zd|)', {
        u: 'building',
        a: '0:awaiting-signature',
        b: '0:confirming',
        c: '0:confirmed',
        x: '1:awaiting-signature',
        y: '1:confirming',
        z: '1:confirmed',
        d: 'done',
      });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ maker: payer.publicKey.toBase58(), orders: KEYS, computeUnitPrice: 'auto' });
      expect(executed.map((request) => request.label)).toEqual(['Cancel 6 orders (1/2)', 'Cancel 6 orders (2/2)']);
      expect(titles(shown)).toEqual([
        'Pending Wallet Signature | Sign in wallet to proceed',
        'Confirming Transactions | Cancelling 6 orders...',
        'Transactions Confirmed | Orders cancelled successfully',
      ]);
      expect(events).toEqual([`42: lists drop ${KEYS.join(',')}`, `42: portfolio drop ${KEYS.join(',')}`, '42: lists refetch', '3042: portfolio refetch']);
    }),
  );

  it(
    "cancel all where one transaction fails: 'Failed To Cancel Some Orders', the rest still sent, nothing dropped before the refetch",
    marbles((m) => {
      const { orders, executed, events, shown, signer } = setup(
        m,
        () => ({ body: { requestId: 'r1', transactions: [toBase64(unsignedWire()), toBase64(unsignedWire())] } }),
        (index) => (index === 0 ? 'a 9ms (f|)' : 'a 9ms b 9ms (c|)'),
      );
      orders.cancelAllLimit(signer, KEYS);
      m.flush();
      expect(executed).toHaveLength(2);
      expect(titles(shown).at(-1)).toBe('Failed To Cancel Some Orders | 1 of 2 transactions failed: Program failed to complete');
      expect(events).toEqual(['32: lists refetch', '3032: portfolio refetch']);
    }),
  );

  it(
    "cancel all recurring orders: the recurring service's batches, then 'Recurring orders cancelled successfully'",
    marbles((m) => {
      const { orders, requests, shown, signer } = setup(m, () => ({ body: { requestId: 'r1', transactions: [toBase64(unsignedWire())] } }));
      orders.cancelAllRecurring(signer, ['D1', 'D2']);
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/recurring/v1/cancelOrders');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ user: payer.publicKey.toBase58(), orders: ['D1', 'D2'], recurringType: 'time' });
      expect(titles(shown)).toEqual([
        'Pending Wallet Signature | Sign in wallet to proceed',
        'Confirming Transaction | Cancelling 2 orders...',
        'Transactions Confirmed | Recurring orders cancelled successfully',
      ]);
    }),
  );

  it(
    'a wallet that asks for each signature is told that more than 5 transactions may need several approvals',
    marbles((m) => {
      const six = Array.from({ length: 6 }, () => toBase64(unsignedWire()));
      const { orders, shown, prompting } = setup(m, () => ({ body: { requestId: 'r1', transactions: six } }));
      orders.cancelAllLimit(
        prompting,
        Array.from({ length: 24 }, (_, index) => `O${index}`),
      );
      m.flush();
      expect(titles(shown)[0]).toBe('Pending Wallet Signature | Sign in wallet to proceed. Multiple approvals may be needed');
    }),
  );

  it(
    'an order service that never answers ends the write failed after 15 s (T56), and the gate opens again',
    marbles((m) => {
      const { orders, gate, signer } = setup(m, () => ({ body: {}, marble: '-' }));
      const state$ = orders.cancelLimit(signer, 'O1');
      m.expect(state$.pipe(statuses)).toBeObservable('u 14999ms (f|)', { u: 'building', f: 'failed' });
      m.flush();
      expect(gate.isBusy()).toBe(false);
    }),
  );

  it(
    'place a limit order: the intent made from the form goes with the transaction, passes the order asked for and refuses a worse rate',
    marbles((m) => {
      const { orders, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'O1' } }));
      orders.placeLimit({
        signer,
        inputMint: SOL,
        outputMint: USDC,
        makingAmount: 1_000_000_000n,
        takingAmount: 200_000_000n,
        expiresInSeconds: 600,
        tokens: TOKENS,
        label: 'Sell 1 SOL for 200 USDC',
      });
      m.flush();
      const intent = executed[0]?.intent;
      expect(intent?.summary).toBe('Limit order: sell 1 SOL for 200 USDC into your wallet; it expires 1970-01-01 00:10:00 UTC');
      const owner = payer.publicKey.toBase58();
      const order = {
        ref: 'r1',
        order: KEY,
        maker: owner,
        receiver: owner,
        inputMint: SOL,
        outputMint: USDC,
        makingAmount: 1_000_000_000n,
        takingAmount: 200_000_000n,
        slippageBps: 0,
        expiredAt: 600n,
        sol: 'native',
      } as const;
      expect(intent?.verify?.(orderTransaction('trigger', triggerCreate.encode(order)))).toBeUndefined();
      expect(intent?.verify?.(orderTransaction('trigger', triggerCreate.encode({ ...order, takingAmount: 100_000_000n })))).toBe(
        'the amount the order buys is 100 USDC in the transaction, not the 200 USDC you asked for',
      );
    }),
  );

  it(
    'start a recurring order: posts the schedule, lets only the total leave, and its intent refuses dropped bounds',
    marbles((m) => {
      const { orders, requests, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'D1' } }));
      const tokens = { input: TOKENS.output, output: TOKENS.input };
      orders.startRecurring({
        signer,
        inputMint: USDC,
        outputMint: SOL,
        inAmount: 120_000_000n,
        numberOfOrders: 2,
        intervalSeconds: 60,
        minPrice: 100,
        maxPrice: 300,
        tokens,
        label: 'Buy SOL',
      });
      m.flush();
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        user: payer.publicKey.toBase58(),
        inputMint: USDC,
        outputMint: SOL,
        params: { time: { inAmount: '120000000', numberOfOrders: 2, interval: 60, minPrice: 100, maxPrice: 300, startAt: null } },
      });
      expect(executed[0]).toMatchObject({ spend: { maxOutflow: { [USDC]: 120_000_000n } } });
      const owner = payer.publicKey.toBase58();
      const order = {
        ref: 'r1',
        order: KEY,
        user: owner,
        receiver: owner,
        inputMint: USDC,
        outputMint: SOL,
        inAmount: 120_000_000n,
        inAmountPerCycle: 60_000_000n,
        numberOfOrders: 2,
        interval: 60,
        minPrice: 100,
        maxPrice: 300,
        startAt: null,
      } as const;
      const intent = executed[0]?.intent;
      expect(intent?.verify?.(orderTransaction('recurring', recurringCreate.encode(order)))).toBeUndefined();
      expect(intent?.verify?.(orderTransaction('recurring', recurringCreate.encode({ ...order, minPrice: null, maxPrice: null })))).toBe(
        "the order's minimum price is none in the transaction, not the 100 USDC per SOL you asked for",
      );
    }),
  );

  it(
    'cancel all: each transaction of the batch carries the intent of the orders chosen, and a cancel of another order is refused',
    marbles((m) => {
      const { orders, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transactions: [toBase64(unsignedWire()), toBase64(unsignedWire())] } }));
      orders.cancelAllLimit(signer, [KEY, OTHER_KEY]);
      m.flush();
      const owner = payer.publicKey.toBase58();
      for (const request of executed) {
        expect(
          request.intent?.verify?.(orderTransaction('trigger', triggerCancel.encode({ ref: 'r1.0', maker: owner, ...slotsFor([OTHER_KEY]) }))),
        ).toBeUndefined();
        expect(
          request.intent?.verify?.(
            orderTransaction('trigger', triggerCancel.encode({ ref: 'r1.0', maker: owner, ...slotsFor([KEY, payer.publicKey.toBase58()]) })),
          ),
        ).toMatch(/^the transaction cancels order .+, which you did not choose$/);
      }
      expect(executed).toHaveLength(2);
    }),
  );

  it(
    'close a recurring order: its intent names the order, and a refusal says what differed after the spec title',
    marbles((m) => {
      const { orders, executed, shown, signer } = setup(
        m,
        () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }),
        () => 'a 9ms (r|)',
      );
      orders.closeRecurring(signer, KEY);
      m.flush();
      const owner = payer.publicKey.toBase58();
      expect(
        executed[0]?.intent?.verify?.(orderTransaction('recurring', recurringClose.encode({ ref: 'r1', user: owner, ...slotsFor([KEY]) }))),
      ).toBeUndefined();
      expect(titles(shown).at(-1)).toBe(
        'Failed to close order. Please try again. | Refused to sign: the transaction cancels order O9, which you did not choose.',
      );
    }),
  );

  it(
    'leaving the orders page while a cancel is being built does not cancel it: the service is still heard to the end and the cancel goes to the wallet',
    marbles((m) => {
      const answer = m.cold('100ms (r|)', { r: jsonResponse({ requestId: 'r1', transaction: toBase64(unsignedWire()) }) });
      const { orders, executed, events, signer } = setup(m, () => ({ body: {}, answer }));
      // The page watches the cancel for 10 ms only; the service answers at 100.
      m.expect(orders.cancelLimit(signer, 'O1').pipe(statuses), '^ 9ms !').toBeObservable('u', { u: 'building' });
      m.expect(answer).toHaveSubscriptions('^ 99ms !');
      m.flush();
      expect(executed).toHaveLength(1);
      expect(events[0]).toBe('120: lists drop O1');
    }),
  );

  it(
    'a cancel request the service never answers is let go after 15 s (T56) and not asked again',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T56
      const silent = m.cold<HttpResponse>('-');
      const { orders, requests, signer } = setup(m, () => ({ body: {}, answer: silent }));
      m.expect(orders.cancelLimit(signer, KEY).pipe(statuses)).toBeObservable(`u ${timeout - 1}ms (f|)`, { u: 'building', f: 'failed' });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'cancel all: a request the service never answers is let go after 15 s (T56) and not asked again',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T56
      const silent = m.cold<HttpResponse>('-');
      const { orders, requests, signer } = setup(m, () => ({ body: {}, answer: silent }));
      m.expect(orders.cancelAllRecurring(signer, [KEY, OTHER_KEY]).pipe(batchStatuses)).toBeObservable(`u ${timeout - 1}ms (d|)`, { u: 'building', d: 'done' });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  describe('every request of every order command times out after 15 s (T56, pinned: 1 ms either way fails)', () => {
    const tokens = TOKENS;
    it.each<[string, (orders: ReturnType<typeof setup>['orders'], signer: ReturnType<typeof setup>['signer']) => Observable<CommandState>]>([
      [
        'place a limit order',
        (orders, signer) => orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 1n, takingAmount: 1n, tokens, label: 'Sell' }),
      ],
      [
        'start a recurring order',
        (orders, signer) =>
          orders.startRecurring({
            signer,
            inputMint: USDC,
            outputMint: SOL,
            inAmount: 2n,
            numberOfOrders: 2,
            intervalSeconds: 60,
            minPrice: null,
            maxPrice: null,
            tokens,
            label: 'Buy',
          }),
      ],
      ['cancel a limit order', (orders, signer) => orders.cancelLimit(signer, KEY)],
      ['close a recurring order', (orders, signer) => orders.closeRecurring(signer, KEY)],
    ])('%s', (_, run) =>
      marbles((m) => {
        const { orders, gate, signer } = setup(m, () => ({ body: {}, marble: '-' }));
        m.expect(run(orders, signer).pipe(statuses)).toBeObservable('u 14999ms (f|)', { u: 'building', f: 'failed' });
        m.flush();
        expect(gate.isBusy()).toBe(false);
      })(),
    );

    it.each([
      ['cancel all limit orders', 'cancelAllLimit'],
      ['cancel all recurring orders', 'cancelAllRecurring'],
    ] as const)('%s', (_, command) =>
      marbles((m) => {
        const { orders, gate, signer } = setup(m, () => ({ body: {}, marble: '-' }));
        m.expect(orders[command](signer, [KEY]).pipe(batchStatuses)).toBeObservable('u 14999ms (d|)', { u: 'building', d: 'done' });
        m.flush();
        expect(gate.isBusy()).toBe(false);
      })(),
    );
  });
  describe('a service answer that is not a transaction (schema) ends the write with the spec wording, the error kept as its cause', () => {
    const tokens = TOKENS;
    it.each<[string, string, string, (orders: ReturnType<typeof setup>['orders'], signer: ReturnType<typeof setup>['signer']) => Observable<CommandState>]>([
      [
        'place a limit order',
        'http://sim/trigger/v1/createOrder',
        'Invalid create order response structure from Trigger API',
        (orders, signer) => orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 1n, takingAmount: 1n, tokens, label: 'Sell' }),
      ],
      [
        'start a recurring order',
        'http://sim/recurring/v1/createOrder',
        'Invalid create order response structure from Recurring API',
        (orders, signer) =>
          orders.startRecurring({
            signer,
            inputMint: USDC,
            outputMint: SOL,
            inAmount: 2n,
            numberOfOrders: 2,
            intervalSeconds: 60,
            minPrice: null,
            maxPrice: null,
            tokens,
            label: 'Buy',
          }),
      ],
      [
        'cancel a limit order',
        'http://sim/trigger/v1/cancelOrder',
        'Invalid cancel order response structure from Trigger API',
        (orders, signer) => orders.cancelLimit(signer, KEY),
      ],
      [
        'close a recurring order',
        'http://sim/recurring/v1/cancelOrder',
        'Invalid cancel order response structure from Recurring API',
        (orders, signer) => orders.closeRecurring(signer, KEY),
      ],
    ])('%s', (_, url, message, run) =>
      marbles((m) => {
        const { orders, requests, executed, signer } = setup(m, () => ({ body: { requestId: 'r1' } }));
        const states: CommandState[] = [];
        run(orders, signer).subscribe((state) => states.push(state));
        m.flush();
        expect(requests.map((request) => request.url)).toEqual([url]);
        expect(executed).toEqual([]);
        const last = states.at(-1);
        expect(last?.status).toBe('failed');
        const error = last?.status === 'failed' ? last.error : undefined;
        expect(error).toMatchObject({ kind: 'unknown', message });
        expect(error?.cause).toBeInstanceOf(HttpSchemaError);
      })(),
    );

    it.each([
      ['cancel all limit orders', 'cancelAllLimit', 'http://sim/trigger/v1/cancelOrders', 'Invalid cancel orders response structure from Trigger API'],
      [
        'cancel all recurring orders',
        'cancelAllRecurring',
        'http://sim/recurring/v1/cancelOrders',
        'Invalid cancel orders response structure from Recurring API',
      ],
    ] as const)('%s', (_, command, url, message) =>
      marbles((m) => {
        const { orders, requests, executed, events, signer } = setup(m, () => ({ body: { requestId: 'r1' } }));
        const states: BatchState[] = [];
        orders[command](signer, [KEY, OTHER_KEY]).subscribe((state) => states.push(state));
        m.flush();
        expect(requests.map((request) => request.url)).toEqual([url]);
        expect(executed).toEqual([]);
        const last = states.at(-1);
        expect(last).toMatchObject({ status: 'done', total: 0, confirmed: [] });
        const errors = last?.status === 'done' ? last.errors : [];
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({ kind: 'unknown', message });
        expect(errors[0]?.cause).toBeInstanceOf(HttpSchemaError);
        // nothing landed: nothing dropped, nothing refetched
        expect(events).toEqual([]);
      })(),
    );
  });

  it(
    'a transaction another wallet pays for is never signed: the command fails with the unknown-error wording and the wallet is logged',
    marbles((m) => {
      const strangersWire = new VersionedTransaction(
        new TransactionMessage({
          payerKey: stranger.publicKey,
          recentBlockhash: OTHER_BLOCKHASH,
          instructions: [SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: payer.publicKey, lamports: 0 })],
        }).compileToV0Message(),
      ).serialize();
      const { orders, executed, logger, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(strangersWire) } }));
      const states: CommandState[] = [];
      orders.cancelLimit(signer, KEY).subscribe((state) => states.push(state));
      m.flush();
      expect(executed).toEqual([]);
      const last = states.at(-1);
      expect(last?.status === 'failed' && last.error).toMatchObject({ kind: 'unknown', message: TX_MESSAGES.unknown });
      const logged = logger.entries.filter((entry) => entry.level === 'error');
      expect(logged).toEqual([
        { level: 'error', message: 'The order service answered a transaction this wallet cannot sign', context: { owner: payer.publicKey.toBase58() } },
      ]);
    }),
  );

  it(
    'cancel all the service has no transaction for: the batch ends with "Nothing to send", nothing goes to the wallet, nothing is dropped or refetched',
    marbles((m) => {
      const { orders, executed, events, signer } = setup(m, () => ({ body: { requestId: 'r1', transactions: [] } }));
      const states: BatchState[] = [];
      orders.cancelAllLimit(signer, KEYS).subscribe((state) => states.push(state));
      m.flush();
      expect(executed).toEqual([]);
      const last = states.at(-1);
      expect(last).toMatchObject({ status: 'done', total: 0, confirmed: [] });
      expect(last?.status === 'done' && last.errors.map((error) => error.message)).toEqual(['Nothing to send']);
      expect(events).toEqual([]);
    }),
  );

  it(
    'cancel all where every transaction fails: nothing is dropped and nothing refetched, since no order left',
    marbles((m) => {
      const { orders, executed, events, signer } = setup(
        m,
        () => ({ body: { requestId: 'r1', transactions: [toBase64(unsignedWire()), toBase64(unsignedWire())] } }),
        () => 'a 9ms (f|)',
      );
      orders.cancelAllLimit(signer, KEYS);
      m.flush();
      expect(executed).toHaveLength(2);
      expect(events).toEqual([]);
    }),
  );

  it(
    "place a limit order later on: the expiry is counted in seconds from the scheduler's now, rounded down",
    marbles((m) => {
      const { orders, requests, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'O1' } }));
      m.scheduler.schedule(() => {
        orders.placeLimit({
          signer,
          inputMint: SOL,
          outputMint: USDC,
          makingAmount: 5n,
          takingAmount: 7n,
          expiresInSeconds: 600,
          tokens: TOKENS,
          label: 'Sell',
        });
      }, 5_999);
      m.flush();
      expect(JSON.parse(requests[0]?.body ?? '').params).toEqual({ makingAmount: '5', takingAmount: '7', expiredAt: '605' });
    }),
  );

  it(
    'place a limit order with no expiry: the request names none',
    marbles((m) => {
      const { orders, requests, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'O1' } }));
      orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 5n, takingAmount: 7n, tokens: TOKENS, label: 'Sell' });
      m.flush();
      expect(JSON.parse(requests[0]?.body ?? '').params).toEqual({ makingAmount: '5', takingAmount: '7' });
    }),
  );

  it(
    'start a recurring order: the recurring service is asked, and the lists refetch once it lands',
    marbles((m) => {
      const { orders, requests, events, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), order: 'D1' } }));
      orders.startRecurring({
        signer,
        inputMint: USDC,
        outputMint: SOL,
        inAmount: 2n,
        numberOfOrders: 2,
        intervalSeconds: 60,
        minPrice: null,
        maxPrice: null,
        tokens: TOKENS,
        label: 'Buy',
      });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/recurring/v1/createOrder']);
      expect(events).toEqual(['22: lists refetch']);
    }),
  );

  it(
    "cancel one trigger order: asks the trigger service's cancelOrder for it, labelled 'Cancel order', and its intent passes only that order's cancel",
    marbles((m) => {
      const { orders, requests, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }));
      const labels: string[] = [];
      orders.cancelLimit(signer, KEY).subscribe((state) => labels.push(state.label));
      m.flush();
      const owner = payer.publicKey.toBase58();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/trigger/v1/cancelOrder']);
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ maker: owner, order: KEY, computeUnitPrice: 'auto' });
      expect(new Set(labels)).toEqual(new Set(['Cancel order']));
      expect(executed[0]?.label).toBe('Cancel order');
      const intent = executed[0]?.intent;
      expect(intent?.verify?.(orderTransaction('trigger', triggerCancel.encode({ ref: 'r1', maker: owner, ...slotsFor([KEY]) })))).toBeUndefined();
      expect(intent?.verify?.(orderTransaction('trigger', triggerCancel.encode({ ref: 'r1', maker: owner, ...slotsFor([OTHER_KEY]) })))).toMatch(
        /^the transaction cancels order .+, which you did not choose$/,
      );
    }),
  );

  it(
    "close a recurring order: asks the recurring service's cancelOrder, labelled 'Closing Recurring order'",
    marbles((m) => {
      const { orders, requests, executed, signer } = setup(m, () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()) } }));
      const labels: string[] = [];
      orders.closeRecurring(signer, KEY).subscribe((state) => labels.push(state.label));
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/recurring/v1/cancelOrder']);
      expect(new Set(labels)).toEqual(new Set(['Closing Recurring order']));
      expect(executed[0]?.label).toBe('Closing Recurring order');
    }),
  );

  it(
    "each write's toast keeps one id, named for its kind, from the first step to the last",
    marbles((m) => {
      const ok = () => ({ body: { requestId: 'r1', transaction: toBase64(unsignedWire()), transactions: [toBase64(unsignedWire())], order: 'O1' } });
      const run = (start: (orders: ReturnType<typeof setup>['orders'], signer: ReturnType<typeof setup>['signer']) => unknown) => {
        const { orders, shown, signer } = setup(m, ok);
        start(orders, signer);
        m.flush();
        return [...new Set(shown.map((toast) => toast.id))];
      };
      expect(
        run((orders, signer) =>
          orders.placeLimit({ signer, inputMint: SOL, outputMint: USDC, makingAmount: 5n, takingAmount: 7n, tokens: TOKENS, label: 'Sell' }),
        ),
      ).toEqual(['limit-order-1']);
      expect(
        run((orders, signer) =>
          orders.startRecurring({
            signer,
            inputMint: USDC,
            outputMint: SOL,
            inAmount: 2n,
            numberOfOrders: 2,
            intervalSeconds: 60,
            minPrice: null,
            maxPrice: null,
            tokens: TOKENS,
            label: 'Buy',
          }),
        ),
      ).toEqual(['recurring-order-1']);
      expect(run((orders, signer) => orders.cancelLimit(signer, KEY))).toEqual(['cancel-order-1']);
      expect(run((orders, signer) => orders.closeRecurring(signer, KEY))).toEqual(['close-recurring-1']);
      expect(run((orders, signer) => orders.cancelAllLimit(signer, [KEY]))).toEqual(['cancel-trigger-batch-1']);
      expect(run((orders, signer) => orders.cancelAllRecurring(signer, [KEY]))).toEqual(['cancel-recurring-batch-1']);
    }),
  );
});

import { PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { ResourceState } from '@streams/core/cachedResource';
import { simEndpoints } from '@streams/core/config/endpoints';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import type { FeatureRegistry } from '@streams/core/featureRegistry';
import { type HttpRequest, createHttpClient } from '@streams/core/http';
import { ordersFeature } from '@streams/orders/feature';
import { toBase64 } from '@streams/solana/codec';
import type { BatchState } from '@streams/tx/batchCommand';
import type { CommandState } from '@streams/tx/command';
import { TX_MESSAGES, txError } from '@streams/tx/errors';
import type { TxNeeds } from '@streams/tx/feature';
import type { TxRequest, TxState } from '@streams/tx/types';
import { createWalletSession } from '@streams/wallet/walletSession';
import { EMPTY, defer, map, of } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeRpc } from '../../support/fakeRpc';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { OTHER_BLOCKHASH, blockhash, createSigner, payer, stranger } from '../tx/fixtures';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TOKENS = { input: { symbol: 'SOL', decimals: 9 }, output: { symbol: 'USDC', decimals: 6 } } as const;
const WALLET = payer.publicKey.toBase58();
/** Order keys are addresses: the cancel layouts name them. */
const KEY = stranger.publicKey.toBase58();
const NO_WALLET = 'Wallet not connected';
const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://sim', 'ws://sim/stream', 'http://sim/rpc'), overrides: {} };

/** An unsigned transaction the order service answers, paid by the wallet: signed on a fresh blockhash. */
const unsignedWire = () =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: OTHER_BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(4)), lamports: 0 })],
    }).compileToV0Message(),
  ).serialize();

/** A cancel already signed by the escrow's authority: valid until the newest blockhash expires. */
const authoritySignedWire = () => {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: OTHER_BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: payer.publicKey, lamports: 5 }));
  tx.partialSign(stranger);
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

const triggerOrder = (orderKey: string) => ({
  userPubkey: WALLET,
  orderKey,
  inputMint: SOL,
  outputMint: USDC,
  makingAmount: '1',
  takingAmount: '200',
  remainingMakingAmount: '1',
  remainingTakingAmount: '200',
  rawMakingAmount: '1000000000',
  rawTakingAmount: '200000000',
  rawRemainingMakingAmount: '1000000000',
  rawRemainingTakingAmount: '200000000',
  expiredAt: null,
  createdAt: '2026-11-25T00:00:00Z',
  updatedAt: '2026-11-25T00:00:00Z',
  status: 'Open',
  openTx: 'T0',
  closeTx: null,
  trades: [],
});

/** What the order services answer, by path. */
const answerOf = (request: HttpRequest): unknown => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/getFees')) return { defaultFeeBps: 10, stableFeeBps: 3, stableMints: [USDC] };
  if (path.endsWith('/getTriggerOrders')) return { orders: [triggerOrder(KEY)], page: 1, totalPages: 1, user: WALLET, orderStatus: 'active' };
  if (path.endsWith('/cancelOrders')) return { requestId: 'r1', transactions: [toBase64(unsignedWire())] };
  if (path === '/trigger/v1/cancelOrder') return { requestId: 'r1', transaction: toBase64(authoritySignedWire()) };
  return { requestId: 'r1', transaction: toBase64(unsignedWire()) };
};

const setup = (m: MarbleContext, { connected = true } = {}) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((request) => m.cold('--(r|)', { r: jsonResponse(answerOf(request)) }));
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const executed: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest) => {
      const index = executed.push(request) - 1;
      return m.cold<TxState>('a 9ms b 9ms (c|)', {
        a: { status: 'awaiting-signature', label: request.label, autoSigns: false },
        b: { status: 'confirming', label: request.label, signature: `sig${index}` },
        c: { status: 'confirmed', label: request.label, signature: `sig${index}`, slot: 9 },
      });
    },
  };
  const tx = createTestCommands(m.scheduler, { ...engine, fetchLanded: () => EMPTY }, { logger });
  // The write path is asked for when a write needs it, not when the feature is built.
  const asked: string[] = [];
  const writePath$ = defer(() => (asked.push('write path'), of({ commands: tx.commands, batches: tx.batches })));
  const features = { get: () => undefined, dispose: () => {} } as unknown as FeatureRegistry<TxNeeds>;
  const rpc = createFakeRpc(m.scheduler, { getLatestBlockhash: () => m.cold('(h|)', { h: { ...blockhash, lastValidBlockHeight: 777 } }) });
  const events: string[] = [];
  const portfolios = {
    removeOrders: (_address: string, keys: ReadonlySet<string>) => events.push(`portfolio drop ${[...keys].join(',')}`),
    invalidate: () => events.push('portfolio refetch'),
  } as unknown as Parameters<typeof ordersFeature>[0]['portfolios'];
  const session = createWalletSession();
  const { signer } = createSigner(() => m.cold('-'));
  if (connected) {
    session.report(
      { status: 'connected', walletName: 'Test', walletIcon: undefined, publicKey: WALLET, kind: 'quick', autoSigns: false, canSignMessage: true },
      signer,
    );
  }
  const orders = ordersFeature({ http, scheduler: m.scheduler, logger, config, rpc: rpc.rpc, portfolios, session, writePath$ }, features);
  return { orders, requests: fake.requests, executed, rpc, events, asked };
};

const statuses = map((state: CommandState) => state.status);
const posted = (request: HttpRequest | undefined) => [request?.method, request?.url, JSON.parse(request?.body ?? 'null')];
const openKeys = map((state: ResourceState<readonly { orderKey: string }[]>) =>
  state.status === 'ready' ? state.value.map((order) => order.orderKey).join(',') || 'none' : state.status,
);

describe('orders feature', () => {
  it(
    "without a wallet every write fails at once with 'Wallet not connected', keeps the order's label, and asks no service",
    marbles((m) => {
      const { orders, requests } = setup(m, { connected: false });
      const failed = (label: string): CommandState => ({ status: 'failed', label, error: txError('unknown', NO_WALLET) });
      m.expect(
        orders.placeLimit({ inputMint: SOL, outputMint: USDC, makingAmount: 1n, takingAmount: 1n, tokens: TOKENS, label: 'Sell 1 SOL for 200 USDC' }),
      ).toBeObservable('(f|)', { f: failed('Sell 1 SOL for 200 USDC') });
      m.expect(
        orders.startRecurring({
          inputMint: USDC,
          outputMint: SOL,
          inAmount: 100n,
          numberOfOrders: 2,
          intervalSeconds: 60,
          minPrice: null,
          maxPrice: null,
          tokens: TOKENS,
          label: 'Buy SOL with 100 USDC',
        } as Parameters<typeof orders.startRecurring>[0]),
      ).toBeObservable('(f|)', { f: failed('Buy SOL with 100 USDC') });
      m.expect(orders.cancelLimit(KEY)).toBeObservable('(f|)', { f: failed(TX_MESSAGES.unknown) });
      m.expect(orders.closeRecurring(KEY)).toBeObservable('(f|)', { f: failed(TX_MESSAGES.unknown) });
      const none: BatchState = { status: 'done', label: 'Cancel All', total: 0, confirmed: [], errors: [txError('unknown', NO_WALLET)] };
      m.expect(orders.cancelAllLimit([KEY])).toBeObservable('(d|)', { d: none });
      m.expect(orders.cancelAllRecurring([KEY])).toBeObservable('(d|)', { d: none });
      m.flush();
      expect(requests).toEqual([]);
    }),
  );

  it(
    "with a wallet, a limit order is signed by it: posted to the profile's Trigger API as the wallet's, under the form's label, and the watched list refetches once it lands",
    marbles((m) => {
      const { orders, requests, executed, asked } = setup(m);
      expect(asked).toEqual([]);
      // the open orders are watched from 0: the list arrives at 2, and is asked again when the order lands
      m.expect(orders.lists.triggerOrders$(WALLET, 'active').pipe(openKeys), '^ 100ms !').toBeObservable('l-k 19ms k-k', { l: 'loading', k: KEY });
      const state$ = orders.placeLimit({
        inputMint: SOL,
        outputMint: USDC,
        makingAmount: 1_000_000_000n,
        takingAmount: 200_000_000n,
        tokens: TOKENS,
        label: 'Sell 1 SOL for 200 USDC',
      });
      m.expect(state$.pipe(statuses)).toBeObservable('u-w 9ms b 9ms (c|)', { u: 'building', w: 'awaiting-signature', b: 'confirming', c: 'confirmed' });
      m.flush();
      expect(asked).toEqual(['write path']);
      expect(executed[0]?.label).toBe('Sell 1 SOL for 200 USDC');
      const creates = requests.filter((request) => request.url.endsWith('/createOrder'));
      expect(posted(creates[0])).toEqual([
        'POST',
        'http://sim/trigger/v1/createOrder',
        expect.objectContaining({ inputMint: SOL, outputMint: USDC, maker: WALLET, payer: WALLET }),
      ]);
      const lists = requests.filter((request) => request.url.includes('/getTriggerOrders'));
      expect(lists.map((request) => new URL(request.url).searchParams.get('user'))).toEqual([WALLET, WALLET]);
    }),
  );

  it(
    "with a wallet, a recurring order is posted to the profile's Recurring API as the wallet's, under the form's label",
    marbles((m) => {
      const { orders, requests, executed } = setup(m);
      const state$ = orders.startRecurring({
        inputMint: USDC,
        outputMint: SOL,
        inAmount: 100_000_000n,
        numberOfOrders: 2,
        intervalSeconds: 86_400,
        minPrice: null,
        maxPrice: null,
        tokens: { input: TOKENS.output, output: TOKENS.input },
        label: 'Buy SOL with 100 USDC',
      } as Parameters<typeof orders.startRecurring>[0]);
      m.expect(state$.pipe(statuses)).toBeObservable('u-w 9ms b 9ms (c|)', { u: 'building', w: 'awaiting-signature', b: 'confirming', c: 'confirmed' });
      m.flush();
      expect(executed[0]?.label).toBe('Buy SOL with 100 USDC');
      expect(posted(requests[0])).toEqual([
        'POST',
        'http://sim/recurring/v1/createOrder',
        expect.objectContaining({ user: WALLET, inputMint: USDC, outputMint: SOL }),
      ]);
    }),
  );

  it(
    "with a wallet, a cancel the service signed is valid until the chain's newest confirmed blockhash expires, and the cancelled order leaves the list and the portfolio",
    marbles((m) => {
      const { orders, requests, executed, rpc, events } = setup(m);
      const seen: string[] = [];
      const sub = orders.lists
        .triggerOrders$(WALLET, 'active')
        .pipe(openKeys)
        .subscribe((keys) => seen.push(`${m.scheduler.now()} ${keys}`));
      m.scheduler.schedule(() => sub.unsubscribe(), 100);
      m.expect(orders.cancelLimit(KEY).pipe(statuses)).toBeObservable('u-w 9ms b 9ms (c|)', {
        u: 'building',
        w: 'awaiting-signature',
        b: 'confirming',
        c: 'confirmed',
      });
      m.flush();
      // the order leaves the watched list the moment the cancel lands (22), and the refetch confirms what the service says (24)
      expect(seen).toEqual(['0 loading', `2 ${KEY}`, '22 none', '22 none', `24 ${KEY}`]);
      expect(posted(requests.find((request) => request.url.endsWith('/cancelOrder')))).toEqual([
        'POST',
        'http://sim/trigger/v1/cancelOrder',
        { maker: WALLET, order: KEY, computeUnitPrice: 'auto' },
      ]);
      expect(rpc.of('getLatestBlockhash').map((call) => call.args)).toEqual([['confirmed']]);
      expect(executed[0]).toMatchObject({ kind: 'prebuilt', lastValidBlockHeight: 777 });
      expect(events).toEqual([`portfolio drop ${KEY}`, 'portfolio refetch']);
    }),
  );

  it(
    "with a wallet, closing a recurring order is posted to the profile's Recurring API as the wallet's",
    marbles((m) => {
      const { orders, requests } = setup(m);
      m.expect(orders.closeRecurring(KEY).pipe(statuses)).toBeObservable('u-w 9ms b 9ms (c|)', {
        u: 'building',
        w: 'awaiting-signature',
        b: 'confirming',
        c: 'confirmed',
      });
      m.flush();
      expect(posted(requests[0])).toEqual(['POST', 'http://sim/recurring/v1/cancelOrder', { user: WALLET, order: KEY, recurringType: 'time' }]);
    }),
  );

  it(
    'with a wallet, Cancel All of each kind asks its own service for the given orders, as the wallet, and ends confirmed as one batch',
    marbles((m) => {
      const { orders, requests } = setup(m);
      const ends: (BatchState | undefined)[] = [undefined, undefined];
      orders.cancelAllLimit([KEY]).subscribe((state) => (ends[0] = state));
      // one write at a time: the second Cancel All starts once the first has ended
      m.scheduler.schedule(() => orders.cancelAllRecurring([KEY]).subscribe((state) => (ends[1] = state)), 100);
      m.flush();
      expect(ends.map((state) => state?.status === 'done' && [state.total, state.confirmed.length, state.errors])).toEqual([
        [1, 1, []],
        [1, 1, []],
      ]);
      expect(requests.map(posted)).toEqual(
        expect.arrayContaining([
          ['POST', 'http://sim/trigger/v1/cancelOrders', { maker: WALLET, orders: [KEY], computeUnitPrice: 'auto' }],
          ['POST', 'http://sim/recurring/v1/cancelOrders', { user: WALLET, orders: [KEY], recurringType: 'time' }],
        ]),
      );
    }),
  );

  it(
    "the order form's fee table is read from the profile's Trigger API, and the order buttons wait while a write runs",
    marbles((m) => {
      const { orders, requests } = setup(m);
      m.expect(orders.fees.state$.pipe(map((state) => (state.status === 'ready' ? state.value.defaultFeeBps : state.status))), '^ 100ms !').toBeObservable(
        'l-f',
        { l: 'loading', f: 10 },
      );
      m.expect(orders.busy$, '^ 100ms !').toBeObservable('b 21ms f', { f: false, b: true });
      // the close is asked at 0 and lands at 22
      orders.closeRecurring(KEY).subscribe();
      m.flush();
      expect(requests.map((request) => request.url)).toContain('http://sim/trigger/v1/getFees');
    }),
  );
});

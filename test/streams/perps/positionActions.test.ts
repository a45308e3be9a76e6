import { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { HttpStatusError } from '@streams/core/httpErrors';
import { SOL_MINT, perpsMarkets, USDC_MINT } from '@streams/perps/markets';
import { type PositionActions as Actions, createPositionActions } from '@streams/perps/positionActions';
import { toBase64 } from '@streams/solana/codec';
import type { TransactionSigner } from '@streams/solana/ports';
import type { CommandState } from '@streams/tx/command';
import { TX_MESSAGES } from '@streams/tx/errors';
import type { TxRequest, TxState } from '@streams/tx/types';
import { EMPTY, type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands, testExplorerTx } from '../../support/txCommands';
import { BLOCKHASH, OTHER_BLOCKHASH, blockhash, createSigner, payer, stranger } from '../tx/fixtures';

/** An unsigned v0 request as the Perps API answers it, paid by `feePayer`, on the old blockhash. */
const requestWire = (feePayer = payer.publicKey) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: feePayer,
      recentBlockhash: OTHER_BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: feePayer, toPubkey: new PublicKey(new Uint8Array(32).fill(4)), lamports: 0 })],
    }).compileToV0Message(),
  ).serialize();

const answer = (feePayer = payer.publicKey) => ({
  serializedTxBase64: toBase64(requestWire(feePayer)),
  positionPubkey: 'P1',
  positionRequestPubkey: 'R1',
  quote: { leverage: 5 },
});

/** `answer`: the service's marble ('-' never answers), or the one answer every request gets (to read its subscription log). */
const setup = (m: MarbleContext, respond: () => ReturnType<typeof jsonResponse>, answer: string | Observable<HttpResponse> = '--(r|)') => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(() => (typeof answer === 'string' ? m.cold(answer, { r: respond() }) : answer));
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const executed: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest) => {
      executed.push(request);
      return m.cold<TxState>('a 9ms b 9ms (c|)', {
        a: { status: 'preparing', label: request.label },
        b: { status: 'confirming', label: request.label, signature: 'sig' },
        c: { status: 'confirmed', label: request.label, signature: 'sig', slot: 9 },
      });
    },
  };
  const { commands, refreshed, shown, gate } = createTestCommands(m.scheduler, { ...engine, fetchLanded: () => EMPTY }, { logger });
  const actions = createPositionActions({ http, perpsApi: 'http://sim/perps/v2', commands, logger });
  return { ...fake, actions, executed, refreshed, shown, gate, logger, signer: createSigner(() => m.cold('-')).signer };
};

const statuses = map((state: CommandState) => state.status);

describe('perps position actions', () => {
  it(
    'open: posts the request, has the engine sign it on a fresh blockhash, and refreshes the wallet once confirmed',
    marbles((m) => {
      const { actions, requests, executed, refreshed, signer } = setup(m, () => jsonResponse(answer()));
      const state$ = actions.open({
        signer,
        market: perpsMarkets.SOL,
        side: 'long',
        collateralMint: USDC_MINT,
        collateralAmount: 50_000_000n,
        sizeUsd: 250,
        takeProfitPriceUsd: 250,
      });
      // built while the service answers (2 ms), then the engine's states
      m.expect(state$.pipe(statuses)).toBeObservable('u-p 9ms b 9ms (c|)', { u: 'building', p: 'preparing', b: 'confirming', c: 'confirmed' });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/perps/v2/positions/increase');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        walletAddress: payer.publicKey.toBase58(),
        marketMint: perpsMarkets.SOL.mint,
        side: 'long',
        collateralMint: USDC_MINT,
        collateralTokenDelta: '50000000',
        sizeUsdDelta: 250,
        takeProfitPriceUsd: 250,
        stopLossPriceUsd: null,
      });
      const request = executed[0];
      expect(request).toMatchObject({ kind: 'build', label: 'Open Long SOL' });
      const built = request?.kind === 'build' ? VersionedTransaction.deserialize(request.build(blockhash)) : undefined;
      expect(built?.message.recentBlockhash).toBe(BLOCKHASH);
      expect(built?.message.staticAccountKeys[0]?.toBase58()).toBe(payer.publicKey.toBase58());
      expect(refreshed).toEqual([payer.publicKey.toBase58()]);
      // USDC collateral may leave as tokens, nothing else.
      expect(request?.spend).toEqual({ maxOutflow: { [USDC_MINT]: 50_000_000n } });
      // The request is checked against what was asked (positionIntents.test.ts), not against the answer.
      expect(request?.intent?.summary).toBe('Open Long SOL: $250 size with 50 USDC collateral, take profit $250, stop loss none');
    }),
  );

  it(
    "one toast per action: its label while built and prepared, 'Confirming Transaction', then '{label} confirmed' with the explorer link",
    marbles((m) => {
      const { actions, shown, signer } = setup(m, () => jsonResponse(answer()));
      actions.open({ signer, market: perpsMarkets.SOL, side: 'short', collateralMint: USDC_MINT, collateralAmount: 1n, sizeUsd: 10 });
      m.flush();
      expect(shown).toEqual([
        { id: 'perps-1', scope: 'transaction', variant: 'loading', title: 'Open Short SOL' },
        {
          id: 'perps-1',
          scope: 'transaction',
          variant: 'loading',
          title: 'Confirming Transaction',
          description: 'Open Short SOL',
          link: { label: 'View transaction', href: testExplorerTx('sig') },
        },
        {
          id: 'perps-1',
          scope: 'transaction',
          variant: 'success',
          title: 'Open Short SOL confirmed',
          link: { label: 'View transaction', href: testExplorerTx('sig') },
        },
      ]);
    }),
  );

  it(
    "close: the position is 'closing' from the start until the transaction is final",
    marbles((m) => {
      const { actions, requests, signer } = setup(m, () => jsonResponse(answer()));
      m.expect(actions.closing$.pipe(map((keys) => [...keys].join(',')))).toBeObservable('(ab) 18ms c', { a: '', b: 'P1', c: '' });
      m.scheduler.schedule(() => void actions.close({ signer, positionKey: 'P1', label: 'Long 5.0x' }), 0);
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/perps/v2/positions/decrease');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ walletAddress: payer.publicKey.toBase58(), positionPubkey: 'P1', entirePosition: true });
    }),
  );

  it(
    'remove collateral: a decrease with collateralUsdDelta and sizeUsdDelta 0 that may move nothing out of the wallet',
    marbles((m) => {
      const { actions, requests, executed, shown, signer } = setup(m, () => jsonResponse(answer()));
      const state$ = actions.removeCollateral({ signer, market: perpsMarkets.SOL, side: 'long', positionKey: 'P1', collateralUsd: 25.5 });
      m.expect(state$.pipe(statuses)).toBeObservable('u-p 9ms b 9ms (c|)', { u: 'building', p: 'preparing', b: 'confirming', c: 'confirmed' });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/perps/v2/positions/decrease');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        walletAddress: payer.publicKey.toBase58(),
        positionPubkey: 'P1',
        collateralUsdDelta: 25.5,
        sizeUsdDelta: 0,
      });
      expect(executed[0]?.spend).toEqual({ maxOutflow: {} });
      expect(executed[0]?.intent?.summary).toBe('Remove $25.5 of collateral from Long SOL, paid to your wallet');
      expect(shown.at(-1)).toMatchObject({ variant: 'success', title: 'Remove collateral from Long SOL confirmed' });
    }),
  );

  it(
    "a refused request fails with the service's message, and nothing is signed",
    marbles((m) => {
      const { actions, executed, signer } = setup(m, () => jsonResponse({ error: 'Leverage must be at most 100x' }, 400));
      const state$ = actions.addCollateral({
        signer,
        market: perpsMarkets.ETH,
        side: 'short',
        positionKey: 'P1',
        collateralMint: USDC_MINT,
        collateralAmount: 1n,
      });
      m.expect(state$.pipe(map((state) => (state.status === 'failed' ? state.error.message : state.status)))).toBeObservable('u-(f|)', {
        u: 'building',
        f: 'Leverage must be at most 100x',
      });
      m.flush();
      expect(executed).toEqual([]);
    }),
  );

  it(
    'a transaction paid by another wallet is never signed',
    marbles((m) => {
      const { actions, executed, logger, signer } = setup(m, () => jsonResponse(answer(stranger.publicKey)));
      m.expect(actions.editTriggers({ signer, positionKey: 'P1', takeProfitPriceUsd: null, stopLossPriceUsd: 150 }).pipe(statuses)).toBeObservable('u-(f|)', {
        u: 'building',
        f: 'failed',
      });
      m.flush();
      expect(executed).toEqual([]);
      expect(logger.messages('error')).toEqual(['The Perps API answered a transaction this wallet cannot sign']);
    }),
  );

  it(
    'a Perps API that never answers has its request aborted at 15 s (T57), not left open behind the failed action (subscription logs)',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T57
      const silent = m.cold<HttpResponse>('-');
      const { actions, requests, signer } = setup(m, () => jsonResponse(answer()), silent);
      const state$ = actions.open({ signer, market: perpsMarkets.SOL, side: 'long', collateralMint: USDC_MINT, collateralAmount: 1n, sizeUsd: 10 });
      m.expect(state$.pipe(statuses)).toBeObservable(`u ${timeout - 1}ms (f|)`, { u: 'building', f: 'failed' });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'leaving the panel before the Perps API answers does not abort the request: the action runs on to its end (subscription logs)',
    marbles((m) => {
      const slow = m.cold('5ms (r|)', { r: jsonResponse(answer()) });
      const { actions, executed, refreshed, signer } = setup(m, () => jsonResponse(answer()), slow);
      const state$ = actions.close({ signer, positionKey: 'P1', label: 'Long 5.0x' });
      m.expect(state$.pipe(statuses), '^ 1ms !').toBeObservable('u', { u: 'building' });
      // The request is kept until its answer at 5 ms, although nobody watched after 1 ms; the engine then signs and confirms it.
      m.expect(slow).toHaveSubscriptions('^ 4ms !');
      m.flush();
      expect(executed).toHaveLength(1);
      expect(refreshed).toEqual([payer.publicKey.toBase58()]);
    }),
  );

  it.each([
    [
      'open',
      (actions: Actions, signer: TransactionSigner) =>
        actions.open({ signer, market: perpsMarkets.SOL, side: 'long', collateralMint: USDC_MINT, collateralAmount: 50_000_000n, sizeUsd: 250 }),
    ],
    [
      'add collateral',
      (actions: Actions, signer: TransactionSigner) =>
        actions.addCollateral({ signer, market: perpsMarkets.SOL, side: 'long', positionKey: 'P1', collateralMint: USDC_MINT, collateralAmount: 1n }),
    ],
    [
      'remove collateral',
      (actions: Actions, signer: TransactionSigner) =>
        actions.removeCollateral({ signer, market: perpsMarkets.SOL, side: 'long', positionKey: 'P1', collateralUsd: 5 }),
    ],
    [
      'TP/SL',
      (actions: Actions, signer: TransactionSigner) => actions.editTriggers({ signer, positionKey: 'P1', takeProfitPriceUsd: null, stopLossPriceUsd: 1 }),
    ],
    ['close', (actions: Actions, signer: TransactionSigner) => actions.close({ signer, positionKey: 'P1', label: 'Long 5.0x' })],
  ])('%s: a Perps API that never answers ends the action failed after 15 s (T57), and the gate opens again', (_, act) =>
    marbles((m) => {
      const { actions, gate, executed, signer } = setup(m, () => jsonResponse(answer()), '-');
      const state$ = act(actions, signer);
      m.expect(state$.pipe(map((state) => (state.status === 'failed' ? state.error.message : state.status)))).toBeObservable('u 14999ms (f|)', {
        u: 'building',
        f: 'Perps API did not answer within 15000 ms',
      });
      m.flush();
      expect(gate.isBusy()).toBe(false);
      expect(executed).toEqual([]);
    })(),
  );
});

/**
 * The requests each position action posts, the labels the user reads for them, and what the
 * user reads when the Perps API refuses, answers garbage, or answers a transaction for another wallet.
 */
const outcome = map((state: CommandState) => (state.status === 'failed' ? `${state.error.kind}: ${state.error.message}` : state.status));

describe('perps position actions: the requests posted', () => {
  it(
    "add collateral: an increase of the position's collateral with no size, SOL allowed out as lamports, labelled 'Add collateral to {side} {market}'",
    marbles((m) => {
      const { actions, requests, executed, shown, signer } = setup(m, () => jsonResponse(answer()));
      actions.addCollateral({ signer, market: perpsMarkets.ETH, side: 'short', positionKey: 'P1', collateralMint: SOL_MINT, collateralAmount: 1_500_000_000n });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/perps/v2/positions/increase']);
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        walletAddress: payer.publicKey.toBase58(),
        marketMint: perpsMarkets.ETH.mint,
        side: 'short',
        collateralMint: SOL_MINT,
        collateralTokenDelta: '1500000000',
        sizeUsdDelta: 0,
      });
      expect(executed[0]).toMatchObject({ label: 'Add collateral to Short ETH', spend: { maxOutflow: { [SOL_MINT]: 1_500_000_000n } } });
      expect(executed[0]?.intent?.summary).toBe('Add 1.5 SOL collateral to Short ETH');
      expect(shown.map((toast) => toast.title)).toEqual(['Add collateral to Short ETH', 'Confirming Transaction', 'Add collateral to Short ETH confirmed']);
    }),
  );

  it(
    "TP/SL: posts both triggers to /tpsl (null removes one), moves nothing out of the wallet, labelled 'Update TP/SL'",
    marbles((m) => {
      const { actions, requests, executed, shown, signer } = setup(m, () => jsonResponse(answer()));
      actions.editTriggers({ signer, positionKey: 'P1', takeProfitPriceUsd: 210.5, stopLossPriceUsd: null });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/perps/v2/tpsl']);
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
        walletAddress: payer.publicKey.toBase58(),
        positionPubkey: 'P1',
        takeProfitPriceUsd: 210.5,
        stopLossPriceUsd: null,
      });
      expect(executed[0]).toMatchObject({ label: 'Update TP/SL', spend: { maxOutflow: {} } });
      expect(shown.at(-1)).toMatchObject({ variant: 'success', title: 'Update TP/SL confirmed' });
    }),
  );

  it(
    "close: labelled 'Close {label}' in the toasts and for the engine",
    marbles((m) => {
      const { actions, executed, shown, signer } = setup(m, () => jsonResponse(answer()));
      actions.close({ signer, positionKey: 'P1', label: 'Short 12.3x' });
      m.flush();
      expect(executed[0]).toMatchObject({ label: 'Close Short 12.3x', spend: { maxOutflow: {} } });
      expect(shown.map((toast) => toast.title)).toEqual(['Close Short 12.3x', 'Confirming Transaction', 'Close Short 12.3x confirmed']);
    }),
  );
});

describe('perps position actions: failures the user reads', () => {
  it(
    "a refused request toasts 'Transaction Failed' with the action's label and the service's message, keeping the HTTP error as its cause",
    marbles((m) => {
      const { actions, shown, signer } = setup(m, () => jsonResponse({ error: 'Leverage must be at most 100x' }, 400));
      const failures: CommandState[] = [];
      actions
        .addCollateral({ signer, market: perpsMarkets.ETH, side: 'short', positionKey: 'P1', collateralMint: SOL_MINT, collateralAmount: 1n })
        .subscribe((state) => void (state.status === 'failed' && failures.push(state)));
      m.flush();
      expect(shown.at(-1)).toMatchObject({ title: 'Transaction Failed', description: 'Add collateral to Short ETH: Leverage must be at most 100x' });
      const [failed] = failures;
      expect(failed?.status === 'failed' ? failed.error : undefined).toMatchObject({ kind: 'unknown', message: 'Leverage must be at most 100x' });
      expect(failed?.status === 'failed' ? failed.error.cause : undefined).toBeInstanceOf(HttpStatusError);
    }),
  );

  it(
    'an answer that is not a position request fails the action saying so, and nothing is signed',
    marbles((m) => {
      const { actions, executed, shown, signer } = setup(m, () => jsonResponse({ serializedTxBase64: 42 }));
      m.expect(actions.editTriggers({ signer, positionKey: 'P1', takeProfitPriceUsd: null, stopLossPriceUsd: 150 }).pipe(outcome)).toBeObservable('u-(f|)', {
        u: 'building',
        f: 'unknown: Invalid position request response structure from Perps API',
      });
      m.flush();
      expect(executed).toEqual([]);
      expect(shown.at(-1)).toMatchObject({
        title: 'Transaction Failed',
        description: 'Update TP/SL: Invalid position request response structure from Perps API',
      });
    }),
  );

  it(
    'a transaction paid by another wallet fails with the unknown-error message, and the log names the action',
    marbles((m) => {
      const { actions, executed, logger, signer } = setup(m, () => jsonResponse(answer(stranger.publicKey)));
      m.expect(actions.close({ signer, positionKey: 'P1', label: 'Long 5.0x' }).pipe(outcome)).toBeObservable('u-(f|)', {
        u: 'building',
        f: `unknown: ${TX_MESSAGES.unknown}`,
      });
      m.flush();
      expect(executed).toEqual([]);
      expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
        { level: 'error', message: 'The Perps API answered a transaction this wallet cannot sign', context: { label: 'Close Long 5.0x' } },
      ]);
    }),
  );
});

import { PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { HttpStatusError } from '@streams/core/httpErrors';
import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { SOL_MINT, perpsMarkets } from '@streams/perps/markets';
import { createPositionActions } from '@streams/perps/positionActions';
import { toBase64 } from '@streams/solana/codec';
import type { CommandState } from '@streams/tx/command';
import { TX_MESSAGES } from '@streams/tx/errors';
import type { TxRequest, TxState } from '@streams/tx/types';
import { EMPTY, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { OTHER_BLOCKHASH, createSigner, payer, stranger } from '../tx/fixtures';

/**
 * The requests each position action posts, the labels the user reads for them, and what the
 * user reads when the Perps API refuses, answers garbage, or answers a transaction for another wallet.
 */
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

const setup = (m: MarbleContext, respond: () => HttpResponse) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(() => m.cold('--(r|)', { r: respond() }));
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
  const { commands, shown } = createTestCommands(m.scheduler, { ...engine, fetchLanded: () => EMPTY }, { logger });
  const actions = createPositionActions({ http, perpsApi: 'http://sim/perps/v2', commands, logger });
  return { ...fake, actions, executed, shown, logger, signer: createSigner(() => m.cold('-')).signer };
};

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

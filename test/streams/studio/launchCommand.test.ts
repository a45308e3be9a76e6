import { createHttpClient } from '@streams/core/http';
import type { HttpRequest, HttpResponse } from '@streams/core/http';
import { STUDIO_LAUNCH_FEE_LAMPORTS, STUDIO_PROGRAM, studioLaunch, supplyBaseUnits } from '@streams/instructions/studio';
import { toBase64 } from '@streams/solana/codec';
import { type StudioCommands, createStudioCommands } from '@streams/studio/launchCommand';
import { type LaunchRequest, TOKEN_ACCOUNT_RENT_LAMPORTS, checkLaunch } from '@streams/studio/launchRules';
import type { CommandState } from '@streams/tx/command';
import { NATIVE_SOL } from '@streams/tx/landed';
import type { TransactionEngine as TxEngine } from '@streams/tx/engine';
import { EMPTY, type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createRecordingEngine, createTestCommands } from '../../support/txCommands';
import { OTHER, WALLET, wireWith } from '../lend/intentTx';
import { blockhash, createSigner, setupEngine } from '../tx/fixtures';

const MINT = 'LaunchStudio1111111111111111111111111111111';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const requestOf = (overrides: Partial<Record<string, string>> = {}): LaunchRequest => {
  const { request } = checkLaunch({
    name: 'Moon Cat',
    symbol: 'MCAT',
    description: '',
    website: 'https://mooncat.example',
    twitter: '',
    telegram: '',
    supply: '1,000,000,000',
    firstBuy: '0.5',
    image: { bytes: PNG, type: 'image/png', fileName: 'cat.png' },
    imageError: undefined,
    ...overrides,
  });
  if (!request) throw new Error('the test form does not hold');
  return request;
};

const honestTerms = (request: LaunchRequest) => ({
  ref: 'studio-1',
  creator: WALLET,
  mint: MINT,
  supply: supplyBaseUnits(request.supply),
  fee: STUDIO_LAUNCH_FEE_LAMPORTS,
  firstBuy: request.firstBuy,
  tokensOut: request.expectedTokens,
  recipient: WALLET,
});
const answerFor = (terms: ReturnType<typeof honestTerms>) => ({
  requestId: 'studio-1',
  mint: MINT,
  transaction: toBase64(wireWith({ program: STUDIO_PROGRAM, data: studioLaunch.encode(terms) })),
});

/** The studio's answer: a body after 2 ms, or a marble of its own, or an observable the test keeps. */
type Reply = { readonly body: unknown; readonly marble?: string; readonly answer?: Observable<HttpResponse> };

const commandsWith = (m: MarbleContext, replies: (request: HttpRequest) => Reply, engine?: Pick<TxEngine, 'execute'>) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((request) => {
    const reply = replies(request);
    return reply.answer ?? m.cold(reply.marble ?? '--(r|)', { r: jsonResponse(reply.body) });
  });
  const recording = createRecordingEngine(m);
  const test = createTestCommands(m.scheduler, { ...(engine ?? recording.engine), fetchLanded: () => EMPTY }, { logger });
  const studio: StudioCommands = createStudioCommands({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
    studioApi: 'http://sim',
    commands: test.commands,
    latestBlockhash: () => m.cold('(h|)', { h: blockhash }),
    logger,
  });
  return { ...fake, ...test, studio, executed: recording.executed };
};

const statuses = map((state: CommandState) => state.status);
const messages = map((state: CommandState) => (state.status === 'failed' ? state.error.message : state.status));

describe('the Studio launch command', () => {
  it(
    'asks the studio with the form (the image as base64), and holds the transaction to the form: SOL out at most fee + first buy + rent, at least the minimum in',
    marbles((m) => {
      const request = requestOf();
      const { studio, executed, requests } = commandsWith(m, () => ({ body: answerFor(honestTerms(request)) }));
      const { signer } = createSigner(() => m.cold('-'), true);
      const minted: string[] = [];
      studio.launch(request, signer, (mint) => minted.push(mint)).subscribe();
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/studio/v1/launch');
      expect(JSON.parse(String(requests[0]?.body))).toMatchObject({
        creator: WALLET,
        name: 'Moon Cat',
        symbol: 'MCAT',
        website: 'https://mooncat.example',
        supply: '1000000000',
        firstBuy: '500000000',
        image: toBase64(PNG),
      });
      expect(minted).toEqual([MINT]);
      expect(executed[0]?.spend).toEqual({
        maxOutflow: { [NATIVE_SOL]: STUDIO_LAUNCH_FEE_LAMPORTS + 500_000_000n + TOKEN_ACCOUNT_RENT_LAMPORTS },
        minInflow: { [MINT]: request.minTokens },
        symbols: { [MINT]: 'MCAT' },
      });
      expect(executed[0]?.intent?.summary).toBe(
        'Launch MCAT: 1,000,000,000 tokens, fee 0.02 SOL, first buy 0.5 SOL for at least ' + `${Number(request.minTokens) / 1e6} MCAT`,
      );
    }),
  );

  it(
    'without a first buy, only the fee may leave and nothing must arrive',
    marbles((m) => {
      const request = requestOf({ firstBuy: '' });
      const { studio, executed } = commandsWith(m, () => ({ body: answerFor(honestTerms(request)) }));
      const { signer } = createSigner(() => m.cold('-'), true);
      studio.launch(request, signer).subscribe();
      m.flush();
      expect(executed[0]?.spend).toEqual({ maxOutflow: { [NATIVE_SOL]: STUDIO_LAUNCH_FEE_LAMPORTS }, symbols: { [MINT]: 'MCAT' } });
    }),
  );

  it(
    'a studio that never answers: the launch fails at T64 (20 s), nothing is executed, the gate opens',
    marbles((m) => {
      const { studio, executed, gate } = commandsWith(m, () => ({ body: {}, marble: '-' }));
      const { signer } = createSigner(() => m.cold('-'), true);
      m.expect(studio.launch(requestOf(), signer).pipe(statuses)).toBeObservable('u 19999ms (f|)', { u: 'building', f: 'failed' });
      m.flush();
      expect(executed).toEqual([]);
      expect(gate.isBusy()).toBe(false);
    }),
  );

  it(
    'the silent request is let go at T64 and not asked again (subscription log)',
    marbles((m) => {
      const timeout = m.time('20000ms |'); // T64
      const silent = m.cold<HttpResponse>('-');
      const { studio, requests } = commandsWith(m, () => ({ body: {}, answer: silent }));
      const { signer } = createSigner(() => m.cold('-'), true);
      studio.launch(requestOf(), signer).subscribe();
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  describe('with the real engine: a launch that is not what the form says is never offered for signing', () => {
    const refused = (change: (terms: ReturnType<typeof honestTerms>) => ReturnType<typeof honestTerms>, message: string) =>
      marbles((m) => {
        const { engine } = setupEngine(m);
        const request = requestOf();
        const { studio, gate } = commandsWith(m, () => ({ body: answerFor(change(honestTerms(request))) }), engine);
        const { signer, calls } = createSigner(() => m.cold('-'));
        m.expect(studio.launch(request, signer).pipe(messages)).toBeObservable('u-(psf|)', { u: 'building', p: 'preparing', s: 'simulating', f: message });
        m.flush();
        expect(calls).toEqual([]);
        expect(gate.isBusy()).toBe(false);
      });

    it(
      'fewer tokens for the first buy than the form’s minimum',
      refused(
        (terms) => ({ ...terms, tokensOut: 1n }),
        `Refused to sign: what the first buy gets is 0.000001 MCAT in the transaction, not the at least ${Number(requestOf().minTokens) / 1e6} MCAT you asked for.`,
      ),
    );
    it(
      'the first buy’s tokens paid to another wallet',
      refused(
        (terms) => ({ ...terms, recipient: OTHER }),
        `Refused to sign: the first buy's recipient is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet.`,
      ),
    );
    it(
      'a larger first buy than the form’s',
      refused(
        (terms) => ({ ...terms, firstBuy: 5_000_000_000n }),
        'Refused to sign: the first buy is 5 SOL in the transaction, not the 0.5 SOL you asked for.',
      ),
    );
    it(
      'a higher fee',
      refused((terms) => ({ ...terms, fee: 1_000_000_000n }), "Refused to sign: the studio's fee is 1 SOL in the transaction, not the 0.02 SOL you asked for."),
    );
  });
});

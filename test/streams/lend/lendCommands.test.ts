import { createHttpClient } from '@streams/core/http';
import type { HttpRequest, HttpResponse } from '@streams/core/http';
import { CLAIM_DISTRIBUTOR_PROGRAM, distributorClaim } from '@streams/instructions/claims';
import { LEND_BORROW_PROGRAM, vaultOperate } from '@streams/instructions/lend';
import { type LendCommands, createLendCommands } from '@streams/lend/lendCommands';
import { toBase64 } from '@streams/solana/codec';
import type { CommandState } from '@streams/tx/command';
import { TX_MESSAGES, txError } from '@streams/tx/errors';
import { NATIVE_SOL } from '@streams/tx/landed';
import type { TxRequest, TxState } from '@streams/tx/types';
import { EMPTY, type Observable, map, mergeMap } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { blockhash, createSigner, setupEngine } from '../tx/fixtures';
import { WALLET, wireWith } from './intentTx';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SOL = 'So11111111111111111111111111111111111111112';
const SHARE_MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const sol = { address: SOL, symbol: 'SOL', decimals: 9 };
const usdc = { address: USDC, symbol: 'USDC', decimals: 6 };

/** `answer`, when given, is the service's answer itself (kept by the test to read its subscription log). */
type Answer = { readonly body: unknown; readonly marble?: string; readonly answer?: Observable<HttpResponse> };
type Engine = { readonly execute: (request: TxRequest) => Observable<TxState> };

const commandsWith = (m: MarbleContext, answers: (request: HttpRequest) => Answer, engine?: Engine) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((request) => {
    const answer = answers(request);
    if (answer.answer) return answer.answer;
    return m.cold(answer.marble ?? '--(r|)', { r: jsonResponse(answer.body) });
  });
  const executed: TxRequest[] = [];
  const recording: Engine = {
    execute: (request) => {
      executed.push(request);
      return m.cold<TxState>('a 9ms (c|)', {
        a: { status: 'awaiting-signature', label: request.label, autoSigns: true },
        c: { status: 'confirmed', label: request.label, signature: 'sig', slot: 9 },
        f: { status: 'failed', label: request.label, error: txError('program', TX_MESSAGES.programFailed) },
      });
    },
  };
  const test = createTestCommands(m.scheduler, { ...(engine ?? recording), fetchLanded: () => EMPTY }, { logger });
  const landed: string[] = [];
  const lend: LendCommands = createLendCommands({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
    lendApi: 'http://sim/lend/v1',
    claimApi: 'http://sim',
    commands: test.commands,
    latestBlockhash: () => m.cold('(h|)', { h: blockhash }),
    logger,
    onLanded: (owner) => landed.push(owner),
  });
  return { ...fake, ...test, lend, executed, landed };
};

const statuses = map((state: CommandState) => state.status);
const messages = map((state: CommandState) => (state.status === 'failed' ? state.error.message : state.status));
const never = (): Answer => ({ body: {}, marble: '-' });

describe('lend commands', () => {
  it(
    'a deposit: posts the amount as a string, carries its intent, and its spend limits come from the request',
    marbles((m) => {
      const { lend, requests, executed } = commandsWith(m, () => ({ body: { transaction: toBase64(wireWith()) } }));
      const { signer } = createSigner(() => m.cold('-'), true);
      lend
        .deposit({
          signer,
          assetMint: USDC,
          symbol: 'USDC',
          decimals: 6,
          amount: 1_000_000n,
          shareMint: SHARE_MINT,
          minShares: 990_000n,
          label: 'Deposit USDC',
        })
        .subscribe();
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/lend/v1/earn/deposit');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ asset: USDC, signer: WALLET, amount: '1000000' });
      expect(executed[0]?.intent?.summary).toBe('Deposit 1 USDC into Lend for at least 0.99 shares');
      expect(executed[0]?.spend).toEqual({
        maxOutflow: { [USDC]: 1_000_000n, [NATIVE_SOL]: 2_039_280n },
        minInflow: { [SHARE_MINT]: 990_000n },
        symbols: { [USDC]: 'USDC', [SHARE_MINT]: 'USDC shares' },
      });
    }),
  );

  it(
    'withdrawing everything asks for max and requires at least the position as shown to arrive',
    marbles((m) => {
      const { lend, requests, executed } = commandsWith(m, () => ({ body: { transaction: toBase64(wireWith()) } }));
      const { signer } = createSigner(() => m.cold('-'), true);
      lend
        .withdraw({
          signer,
          assetMint: USDC,
          shareMint: SHARE_MINT,
          symbol: 'USDC',
          decimals: 6,
          amount: undefined,
          shares: 1_000_000n,
          assets: 1_006_000n,
          label: 'Withdraw USDC',
        })
        .subscribe();
      m.flush();
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ asset: USDC, signer: WALLET, amount: 'max' });
      expect(executed[0]?.spend).toMatchObject({ maxOutflow: { [SHARE_MINT]: 1_000_000n }, minInflow: { [USDC]: 1_006_000n } });
    }),
  );

  it(
    'a borrow posts signed amounts, lets its debt token in, and its intent names the loan',
    marbles((m) => {
      const { lend, requests, executed } = commandsWith(m, () => ({ body: { transaction: toBase64(wireWith()), nftId: 3 } }));
      const { signer } = createSigner(() => m.cold('-'), true);
      lend.operate({ signer, vaultId: 1, positionId: 3, supply: sol, borrow: usdc, collateral: 0n, debt: 10_000_000n, label: 'Borrow USDC' }).subscribe();
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/lend/v1/borrow/operate');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ vaultId: 1, positionId: 3, signer: WALLET, colAmount: '0', debtAmount: '10000000' });
      expect(executed[0]?.intent?.summary).toBe('Borrow 10 USDC on loan #3');
      expect(executed[0]?.spend).toMatchObject({ maxOutflow: { [NATIVE_SOL]: 2_039_280n }, minInflow: { [USDC]: 10_000_000n } });
    }),
  );

  it(
    "a claim posts the claim's id to the claim service and requires its amount to arrive",
    marbles((m) => {
      const { lend, requests, executed } = commandsWith(m, () => ({ body: { transaction: toBase64(wireWith()) } }));
      const { signer } = createSigner(() => m.cold('-'), true);
      lend.claim({ signer, id: 'oct-2024-jup', mint: JUP, symbol: 'JUP', decimals: 6, amount: 42_500_000n, label: 'Claim 42.5 JUP' }).subscribe();
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/asr-claim/claim');
      expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ signer: WALLET, id: 'oct-2024-jup' });
      expect(executed[0]?.intent?.summary).toBe('Claim 42.5 JUP to your wallet');
      expect(executed[0]?.spend).toMatchObject({ minInflow: { [JUP]: 42_500_000n } });
    }),
  );

  it(
    'leaving the lend page while a deposit is being built does not cancel it: the Lend API is heard to the end and the deposit goes to the wallet',
    marbles((m) => {
      const answer = m.cold('100ms (r|)', { r: jsonResponse({ transaction: toBase64(wireWith()) }) });
      const { lend, executed, landed } = commandsWith(m, () => ({ body: {}, answer }));
      const { signer } = createSigner(() => m.cold('-'), true);
      const deposit$ = lend.deposit({
        signer,
        assetMint: USDC,
        symbol: 'USDC',
        decimals: 6,
        amount: 1n,
        shareMint: SHARE_MINT,
        minShares: 1n,
        label: 'Deposit USDC',
      });
      // The page watches for 10 ms only; the Lend API answers at 100.
      m.expect(deposit$.pipe(statuses), '^ 9ms !').toBeObservable('u', { u: 'building' });
      m.expect(answer).toHaveSubscriptions('^ 99ms !');
      m.flush();
      expect(executed).toHaveLength(1);
      expect(landed).toEqual([WALLET]);
    }),
  );

  it(
    'a write asked while another is being built is refused at once and sends no request; the first is heard to the end',
    marbles((m) => {
      const depositAnswer = m.cold('100ms (r|)', { r: jsonResponse({ transaction: toBase64(wireWith()) }) });
      const withdrawAnswer = m.cold('(r|)', { r: jsonResponse({ transaction: toBase64(wireWith()) }) });
      const { lend, requests } = commandsWith(m, (request) => ({
        body: {},
        answer: request.url.endsWith('/earn/deposit') ? depositAnswer : withdrawAnswer,
      }));
      const { signer } = createSigner(() => m.cold('-'), true);
      lend
        .deposit({ signer, assetMint: USDC, symbol: 'USDC', decimals: 6, amount: 1n, shareMint: SHARE_MINT, minShares: 1n, label: 'Deposit USDC' })
        .subscribe();
      const withdraw = () =>
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
        });
      m.expect(m.cold('50ms (w|)').pipe(mergeMap(withdraw), statuses)).toBeObservable('50ms (f|)', { f: 'failed' });
      m.expect(depositAnswer).toHaveSubscriptions('^ 99ms !');
      m.expect(withdrawAnswer).toHaveSubscriptions([]);
      m.flush();
      expect(requests.map((request) => request.url)).toEqual(['http://sim/lend/v1/earn/deposit']);
    }),
  );

  describe('every build request times out: the write fails and the gate opens', () => {
    const cases: readonly [string, (lend: LendCommands, signer: ReturnType<typeof createSigner>['signer']) => Observable<CommandState>][] = [
      [
        'a deposit (T16, 15 s)',
        (lend, signer) =>
          lend.deposit({ signer, assetMint: USDC, symbol: 'USDC', decimals: 6, amount: 1n, shareMint: SHARE_MINT, minShares: 1n, label: 'Deposit USDC' }),
      ],
      [
        'a withdrawal (T16, 15 s)',
        (lend, signer) =>
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
      ],
      [
        'a loan change (T16, 15 s)',
        (lend, signer) => lend.operate({ signer, vaultId: 1, positionId: 3, supply: sol, borrow: usdc, collateral: 1n, debt: 0n, label: 'Supply SOL' }),
      ],
      ['a claim (T58, 15 s)', (lend, signer) => lend.claim({ signer, id: 'oct-2024-jup', mint: JUP, symbol: 'JUP', decimals: 6, amount: 1n, label: 'Claim' })],
    ];
    for (const [what, write] of cases) {
      it(
        what,
        marbles((m) => {
          const { lend, gate, executed } = commandsWith(m, never);
          const { signer } = createSigner(() => m.cold('-'), true);
          m.expect(write(lend, signer).pipe(statuses)).toBeObservable('u 14999ms (f|)', { u: 'building', f: 'failed' });
          m.flush();
          expect(executed).toEqual([]);
          expect(gate.isBusy()).toBe(false);
        }),
      );
      it(
        `${what}: the request with no answer is let go at the timeout and not asked again (subscription log)`,
        marbles((m) => {
          const timeout = m.time('15000ms |'); // T16 (T58 for the claim)
          const silent = m.cold<HttpResponse>('-');
          const { lend, requests } = commandsWith(m, () => ({ body: {}, answer: silent }));
          const { signer } = createSigner(() => m.cold('-'), true);
          write(lend, signer).subscribe();
          m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
          m.flush();
          expect(requests).toHaveLength(1);
        }),
      );
    }
  });

  describe('with the real engine: a transaction that is not what the user asked is never offered for signing', () => {
    it(
      "lend-debt: twice the debt recorded ends the borrow 'Refused to sign: …' naming the debt; the wallet is never asked; the next write runs",
      marbles((m) => {
        const { engine } = setupEngine(m);
        const honest = { owner: WALLET, vault: 1, position: 3, open: 'existing', collateral: 0n, debt: 10_000_000n, recipient: WALLET } as const;
        let debt = 20_000_000n;
        const { lend, gate } = commandsWith(
          m,
          () => ({ body: { transaction: toBase64(wireWith({ program: LEND_BORROW_PROGRAM, data: vaultOperate.encode({ ...honest, debt }) })) } }),
          engine,
        );
        const { signer, calls } = createSigner(() => m.cold('-'));
        const borrow = () =>
          lend.operate({ signer, vaultId: 1, positionId: 3, supply: sol, borrow: usdc, collateral: 0n, debt: 10_000_000n, label: 'Borrow USDC' });
        m.expect(borrow().pipe(messages)).toBeObservable('u-(psf|)', {
          u: 'building',
          p: 'preparing',
          s: 'simulating',
          f: 'Refused to sign: the debt change is +20 USDC in the transaction, not the +10 USDC you asked for.',
        });
        m.flush();
        expect(calls).toEqual([]);
        expect(gate.isBusy()).toBe(false);
        // The honest build goes on to the wallet.
        debt = 10_000_000n;
        const states: string[] = [];
        borrow()
          .pipe(messages)
          .subscribe((state) => states.push(state));
        m.flush();
        expect(states).toContain('awaiting-signature');
        expect(calls).toHaveLength(1);
      }),
    );

    it(
      'claim-recipient: the claim paid to another wallet is refused, naming the recipient',
      marbles((m) => {
        const { engine } = setupEngine(m);
        const rogue = { claimant: WALLET, id: 'oct-2024-jup', mint: JUP, amount: 42_500_000n, recipient: 'Rogue11111111111111111111111111111111111111' };
        const { lend } = commandsWith(
          m,
          () => ({ body: { transaction: toBase64(wireWith({ program: CLAIM_DISTRIBUTOR_PROGRAM, data: distributorClaim.encode(rogue) })) } }),
          engine,
        );
        const { signer, calls } = createSigner(() => m.cold('-'), true);
        const states: string[] = [];
        lend
          .claim({ signer, id: 'oct-2024-jup', mint: JUP, symbol: 'JUP', decimals: 6, amount: 42_500_000n, label: 'Claim 42.5 JUP' })
          .pipe(messages)
          .subscribe((state) => states.push(state));
        m.flush();
        expect(states.at(-1)).toBe("Refused to sign: the claimed tokens' recipient is Rogu…1111 in the transaction, not your wallet.");
        expect(calls).toEqual([]);
      }),
    );
  });
});

import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { PENDING_TX_KEY, TX_MESSAGES } from '@streams/tx/index';
import { createTransactionEngine } from '@streams/tx/engine';
import { pendingTxKey } from '@streams/tx/pendingStore';
import { createFakeRpc, createFakeSubscriptions, inTurn } from '../../support/fakeRpc';
import { createRecordingLogger } from '../../support/fakeLogger';
import { defer, map, queueScheduler } from 'rxjs';
import { marbles } from '../../support/marbles';
import { LABEL, confirmedAt, LAST_VALID, SIGNATURE, SIGNED, brief, buildRequest, createSigner, landed, setupEngine, signWire, states } from './fixtures';

const pending = { signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL };
const stored = (...items: unknown[]) => createMemoryStorage({ [PENDING_TX_KEY]: JSON.stringify(items) });

describe('transaction engine: resume after a reload', () => {
  it(
    "other wallets' records past their last valid block height are pruned; live ones and the owner's own are kept",
    marbles((m) => {
      const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
      const OTHER = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
      const record = (signature: string, owner: string, lastValidBlockHeight: number) => ({ ...pending, signature, owner, lastValidBlockHeight });
      const sig = (fill: string) => fill.repeat(88);
      const storage = stored(record(sig('2'), OTHER, LAST_VALID - 200), record(sig('3'), OTHER, LAST_VALID + 50), record(sig('4'), OWNER, LAST_VALID - 200));
      // The chain is at LAST_VALID - 100 (quietChain): the first record can no longer land.
      const { engine } = setupEngine(m, { storage });
      m.expect(engine.pruneExpired(OWNER)).toBeObservable('(n|)', { n: 1 });
      m.flush();
      const left = (JSON.parse(storage.getItem(PENDING_TX_KEY) ?? '[]') as { signature: string }[]).map((item) => item.signature);
      expect(left).toEqual([sig('3'), sig('4')]);
    }),
  );

  it(
    'a reload in flight resumes without a second signature and without a new send before the resend interval',
    marbles((m) => {
      const storage = createMemoryStorage();
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const before = setupEngine(m, { storage });
      // The first session sends at 0 and is gone at 1,000 ms (the page reloads).
      m.expect(before.engine.execute(buildRequest(wallet.signer)), '^ 1000ms !').toBeObservable('(psw1c)', states);

      const after = setupEngine(m, {
        storage,
        rpc: { getSignatureStatuses: inTurn(m.cold('(n|)', { n: [null] }), m.cold('(l|)', { l: [landed(64)] })) },
      });
      const resumed$ = defer(() => {
        const [first, ...rest] = after.engine.resume();
        expect(rest).toEqual([]);
        expect(first).toMatchObject({ signature: SIGNATURE, label: LABEL });
        return first?.state$ ?? [];
      });
      m.expect(resumed$, '1000ms ^').toBeObservable('1000ms c 1999ms (d|)', { ...states, d: confirmedAt(64) });
      m.flush();

      expect(wallet.calls).toHaveLength(1);
      expect(before.rpc.times('sendTransaction')).toEqual([0]);
      // Reconciled at once (status and height), resent with the stored bytes only after 1,750 ms.
      expect(after.rpc.times('getSignatureStatuses')).toEqual([1000, 3000]);
      expect(after.rpc.times('sendTransaction')).toEqual([2750]);
      expect(after.rpc.of('sendTransaction')[0]?.args).toEqual([toBase64(SIGNED), { skipPreflight: true, maxRetries: 0, preflightCommitment: 'confirmed' }]);
      expect(after.subscriptions.of('signature').map((call) => call.args)).toEqual([[SIGNATURE, 'confirmed']]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    "a reload lets go of the first session's signature subscription; the resumed one opens its own and closes it once confirmed (subscription logs)",
    marbles((m) => {
      const poll = m.time('2000ms |'); // T30
      const resend = m.time('1750ms |'); // T29
      const storage = createMemoryStorage();
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      // Signature subscriptions that never notify: the poll decides.
      const firstSocket = m.cold<{ err: unknown; slot: number }>('-');
      const resumedSocket = m.cold<{ err: unknown; slot: number }>('-');
      const before = setupEngine(m, { storage, subscriptions: { signature: () => firstSocket } });
      // The first session sends at 0 and is gone at 1,001 ms (the page reloads).
      m.expect(before.engine.execute(buildRequest(wallet.signer)), '^ 1000ms !').toBeObservable('(psw1c)', states);
      const after = setupEngine(m, {
        storage,
        rpc: { getSignatureStatuses: inTurn(m.cold('(n|)', { n: [null] }), m.cold('(l|)', { l: [landed(64)] })) },
        subscriptions: { signature: () => resumedSocket },
      });
      const resumed$ = defer(() => after.engine.resume()[0]?.state$ ?? []);
      // Reconciled at once on resuming (1,001), confirmed by the next poll, T30 later.
      m.expect(resumed$, '1001ms ^').toBeObservable(`1001ms c ${poll - 1}ms (d|)`, { ...states, d: confirmedAt(64) });
      m.expect(firstSocket).toHaveSubscriptions('^ 1000ms !');
      m.expect(resumedSocket).toHaveSubscriptions(`1001ms ^ ${poll - 1}ms !`);
      m.flush();
      // The first session's resends stopped with it; the resumed one resent once, T29 after resuming, and no more once confirmed.
      expect(before.rpc.times('sendTransaction')).toEqual([0]);
      expect(after.rpc.times('sendTransaction')).toEqual([1001 + resend]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'resumed and confirmed by its signature subscription while the reconcile is still unanswered: the question is let go, nothing is resent (subscription logs)',
    marbles((m) => {
      const resend = m.time('1750ms |'); // T29
      const hungStatus = m.cold<[null]>('-');
      // The subscription says confirmed 1 ms before the first resend is due.
      const socket = m.cold(`${resend - 1}ms (r|)`, { r: { err: null, slot: 64 } });
      const { engine, rpc, storage } = setupEngine(m, {
        storage: stored(pending),
        rpc: { getSignatureStatuses: () => hungStatus },
        subscriptions: { signature: () => socket },
      });
      const [resumed] = engine.resume();
      m.expect(resumed?.state$ ?? m.cold('')).toBeObservable(`c ${resend - 2}ms (d|)`, { ...states, d: confirmedAt(64) });
      m.expect(hungStatus).toHaveSubscriptions(`^ ${resend - 2}ms !`);
      m.expect(socket).toHaveSubscriptions(`^ ${resend - 2}ms !`);
      m.flush();
      // Confirmed before its first resend was due (T29 after resuming): the stored bytes never went out again.
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'landed while the page was away: the first reconcile confirms it and nothing is sent',
    marbles((m) => {
      const { engine, rpc } = setupEngine(m, { storage: stored(pending), rpc: { getSignatureStatuses: () => m.cold('(l|)', { l: [landed(12)] }) } });
      const [resumed] = engine.resume();
      m.expect(resumed?.state$ ?? m.cold('')).toBeObservable('(cd|)', { ...states, d: confirmedAt(12) });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([]);
    }),
  );

  it(
    'failed on chain while the page was away: the reconcile ends it failed with the mapped reason, nothing sent, the record gone',
    marbles((m) => {
      const slippage = { InstructionError: [0, { Custom: 6001 }] };
      const { engine, rpc, storage } = setupEngine(m, {
        storage: stored(pending),
        rpc: { getSignatureStatuses: () => m.cold('(l|)', { l: [landed(12, slippage)] }) },
      });
      const [resumed] = engine.resume();
      m.expect((resumed?.state$ ?? m.cold('')).pipe(map(brief))).toBeObservable('(cf|)', {
        ...states,
        f: { status: 'failed', message: 'Unknown error, visit the explorer', signature: SIGNATURE },
      });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'expired while the page was away: the reconcile and the final history search end it as expired, nothing sent',
    marbles((m) => {
      const { engine, rpc, storage } = setupEngine(m, { storage: stored(pending), rpc: { getBlockHeight: () => m.cold('(h|)', { h: LAST_VALID + 40 }) } });
      const [resumed] = engine.resume();
      m.expect((resumed?.state$ ?? m.cold('')).pipe(map(brief))).toBeObservable('(ce|)', {
        ...states,
        e: { status: 'expired', message: TX_MESSAGES.expired, signature: SIGNATURE },
      });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(rpc.of('getSignatureStatuses').map((call) => call.args[1])).toEqual([{ searchTransactionHistory: false }, { searchTransactionHistory: true }]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'stored garbage is logged and ignored; the valid entries resume',
    marbles((m) => {
      const { engine, logger } = setupEngine(m, { storage: stored({ signature: 'nope' }, pending, 42) });
      expect(engine.resume().map((item) => item.signature)).toEqual([SIGNATURE]);
      expect(logger.messages('warn')).toEqual(['Ignoring an invalid stored pending transaction', 'Ignoring an invalid stored pending transaction']);
      const broken = setupEngine(m, { storage: createMemoryStorage({ [PENDING_TX_KEY]: '{not json' }) });
      expect(broken.engine.resume()).toEqual([]);
      expect(broken.logger.messages('warn')).toEqual(['Ignoring stored pending transactions that are not JSON']);
    }),
  );

  it(
    'a storage that refuses writes is logged; the transaction still goes out',
    marbles((m) => {
      const storage = {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => undefined,
      };
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      const { engine, rpc, logger } = setupEngine(m, { storage });
      m.expect(engine.execute(buildRequest(wallet.signer)), '^ 10ms !').toBeObservable('(psw1c)', states);
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([0]);
      expect(logger.messages('error')).toEqual(['Could not persist pending transactions']);
    }),
  );
  it('resumes only the connected wallet’s transactions, from its own network’s list', () => {
    const mine = { ...pending, owner: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' };
    const theirs = { ...pending, signature: `${SIGNATURE.slice(0, -1)}2`, owner: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1' };
    const storage = createMemoryStorage({ [pendingTxKey('sim:http://127.0.0.1:8899')]: JSON.stringify([mine, theirs]) });
    const logger = createRecordingLogger();
    const engineOn = (scope: string) =>
      createTransactionEngine({
        rpc: createFakeRpc(queueScheduler, {}).rpc,
        subscriptions: createFakeSubscriptions(queueScheduler).subscriptions,
        storage,
        scheduler: queueScheduler,
        logger,
        scope,
      });
    expect(
      engineOn('sim:http://127.0.0.1:8899')
        .resume(mine.owner)
        .map((resumed) => resumed.signature),
    ).toEqual([mine.signature]);
    expect(engineOn('mainnet:https://rpc.example').resume(mine.owner)).toEqual([]);
  });
});

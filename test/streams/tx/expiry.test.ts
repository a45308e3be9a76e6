import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { DEADLINE_MESSAGES } from '@streams/tx/errors';
import { type BundleSender, PENDING_TX_KEY } from '@streams/tx/index';
import { signingWindowEnd } from '@streams/tx/prepare';
import { defer, map } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { LABEL, LAST_VALID, SIGNATURE, SIGNED, brief, buildRequest, confirmedAt, createSigner, landed, setupEngine, signWire, states } from './fixtures';

/**
 * Expiry from the chain, never early (issue 23 item 5): a transaction is given up on only when
 * the RPC's block height has passed its blockhash's real last valid height; the remote config's
 * blockhashSlotsToExpiry only bounds how long a wallet's prompt may take before its signature is
 * not sent; the pending record stays until the bytes can no longer land; a resumed bundle goes
 * only through the block engine.
 */
const heights =
  (m: MarbleContext, ...values: number[]) =>
  (_: unknown, index: number) =>
    m.cold<number>('(h|)', { h: values[Math.min(index, values.length - 1)] ?? 0 });
const stored = () => JSON.parse(createdStorage.getItem(PENDING_TX_KEY) ?? '[]') as { lastValidBlockHeight: number; mode?: string }[];
let createdStorage = createMemoryStorage();

describe('a transaction expires by the chain, never early', () => {
  it('the remote config only opens a signing window: h − 150 + slots, none at 150 or more', () => {
    expect(signingWindowEnd(1150, undefined)).toBeUndefined();
    expect(signingWindowEnd(1150, 150)).toBeUndefined();
    expect(signingWindowEnd(1150, 60)).toBe(1060);
    expect(signingWindowEnd(1150, 0)).toBe(1001);
  });

  it(
    'blockhashSlotsToExpiry 5: the record keeps the real last valid height, and a transaction still unconfirmed 60 blocks later is not expired; it lands, confirmed once',
    marbles((m) => {
      createdStorage = createMemoryStorage();
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      // The chain: 100 blocks before the end at first, then 60 blocks past the 5-slot window; the status poll finds it at the third.
      const { engine, rpc } = setupEngine(m, {
        storage: createdStorage,
        blockhashSlotsToExpiry: 5,
        rpc: {
          getBlockHeight: heights(m, LAST_VALID - 100, LAST_VALID - 80, LAST_VALID - 20),
          getSignatureStatuses: (_, index) => m.cold('(s|)', { s: [index < 2 ? null : landed(77)] }),
          getMultipleAccounts: ([addresses]) => m.cold('(a|)', { a: addresses.map(() => null) }),
          simulateTransaction: ([, options]) =>
            m.cold('(s|)', { s: { err: null, logs: [], unitsConsumed: 1, accounts: (options.accounts ?? []).map(() => null) } }),
        },
      });
      const seen: string[] = [];
      engine.execute(buildRequest(wallet.signer, { spend: { maxOutflow: {} } })).subscribe((state) => seen.push(state.status));
      m.scheduler.schedule(() => expect(stored()).toEqual([expect.objectContaining({ lastValidBlockHeight: LAST_VALID, mode: 'plain' })]), 1);
      m.flush();
      expect(seen.filter((status) => status === 'confirmed' || status === 'expired' || status === 'failed')).toEqual(['confirmed']);
      expect(rpc.of('sendTransaction').length).toBeGreaterThan(0);
      expect(stored()).toEqual([]);
    }),
  );

  it(
    'one block short of the real last valid height it is still followed; one past, the history search decides',
    marbles((m) => {
      const poll = m.time('2000ms |'); // T30
      const resend = m.time('1750ms |'); // T29
      const wallet = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }));
      // The signature subscription never says anything: only the poll's heights decide.
      const socket = m.cold<{ err: unknown; slot: number }>('-');
      const { engine, rpc } = setupEngine(m, {
        rpc: { getBlockHeight: heights(m, LAST_VALID, LAST_VALID, LAST_VALID + 1) },
        subscriptions: { signature: () => socket },
      });
      m.expect(engine.execute(buildRequest(wallet.signer)).pipe(map(brief))).toBeObservable(`(psw1c) ${3 * poll - 7}ms (e|)`, {
        ...states,
        e: { status: 'expired', message: 'Transaction has expired and was not confirmed. Please try again.', signature: SIGNATURE },
      });
      // Subscription log: once expired, the signature subscription is closed; the polls and resends stop with it.
      m.expect(socket).toHaveSubscriptions(`^ ${3 * poll - 1}ms !`);
      m.flush();
      expect(rpc.times('getBlockHeight')).toEqual([poll, 2 * poll, 3 * poll]);
      // Resent every T29 until then, never after.
      expect(rpc.times('sendTransaction')).toEqual([0, resend, 2 * resend, 3 * resend]);
    }),
  );

  it(
    'an external wallet that signs after the window: the signature is not sent, the user is asked to try again, nothing is kept',
    marbles((m) => {
      const storage = createMemoryStorage();
      const slow = createSigner((wire) => m.cold('30s (x|)', { x: signWire(wire) }));
      // The window ends at LAST_VALID − 145; the chain is there at the prompt's end + 1.
      const { engine, rpc } = setupEngine(m, { storage, blockhashSlotsToExpiry: 5, rpc: { getBlockHeight: heights(m, LAST_VALID - 144) } });
      m.expect(engine.execute(buildRequest(slow.signer)).pipe(map(brief))).toBeObservable('(psw) 29995ms (f|)', {
        ...states,
        f: { status: 'failed', message: DEADLINE_MESSAGES.signedTooLate },
      });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'signed within the window (the last block of it), it is sent',
    marbles((m) => {
      const slow = createSigner((wire) => m.cold('30s (x|)', { x: signWire(wire) }));
      const { engine, rpc } = setupEngine(m, { blockhashSlotsToExpiry: 5, rpc: { getBlockHeight: heights(m, LAST_VALID - 145) } });
      // Followed for 31 s (nothing lands here: the poll would go on for ever).
      m.expect(engine.execute(buildRequest(slow.signer)).pipe(map((state) => state.status)), '^ 31s !').toBeObservable('(psw) 29995ms (1c)', {
        p: 'preparing',
        s: 'simulating',
        w: 'awaiting-signature',
        1: 'sending',
        c: 'confirming',
      });
      m.flush();
      expect(rpc.times('sendTransaction')[0]).toBe(30_000);
    }),
  );
});

describe('a resumed bundle goes only through the block engine', () => {
  const bundleEngine = (m: MarbleContext) => {
    const calls: number[] = [];
    const bundles: BundleSender = { sendBundle: () => defer(() => (calls.push(m.scheduler.now()), m.cold('(b|)', { b: 'bundle-id' }))) };
    return { bundles, calls };
  };

  it(
    'a jito record picked up after a reload: status first, then the block engine every second; no public RPC ever gets the bytes',
    marbles((m) => {
      const storage = createMemoryStorage({
        [PENDING_TX_KEY]: JSON.stringify([{ signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL, mode: 'jito' }]),
      });
      const { bundles, calls } = bundleEngine(m);
      const { engine, rpc } = setupEngine(m, {
        storage,
        bundles,
        rpc: { getSignatureStatuses: (_, index) => m.cold('(s|)', { s: [index < 4 ? null : landed(90)] }) },
      });
      const [resumed] = engine.resume();
      const outcome$ = (resumed?.state$ ?? defer(() => [])).pipe(map((state) => state.status));
      // Polls and attempts share the status answers: seen from the fifth question on (the attempt at 2 s), confirmed by the poll at 4 s.
      m.expect(outcome$).toBeObservable('c 3999ms (d|)', { c: 'confirming', d: 'confirmed' });
      m.flush();
      expect(rpc.times('sendTransaction')).toEqual([]);
      expect(calls).toEqual([0, 1000]);
    }),
  );

  it(
    'a plain record from before this change (no mode stored) is resumed as plain',
    marbles((m) => {
      const storage = createMemoryStorage({
        [PENDING_TX_KEY]: JSON.stringify([{ signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL }]),
      });
      const { bundles, calls } = bundleEngine(m);
      const { engine, rpc } = setupEngine(m, {
        storage,
        bundles,
        rpc: { getSignatureStatuses: (_, index) => m.cold('(s|)', { s: [index < 1 ? null : landed(90)] }) },
      });
      const [resumed] = engine.resume();
      m.expect(resumed?.state$ ?? defer(() => [])).toBeObservable('c 1999ms (d|)', { ...states, d: confirmedAt(90) });
      m.flush();
      expect(calls).toEqual([]);
      expect(rpc.times('sendTransaction')).toEqual([1750]);
    }),
  );
});

import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { createPendingStore } from '@streams/tx/pendingStore';
import { trackTransaction } from '@streams/tx/track';
import type { TransactionEngineDeps, TxState } from '@streams/tx/types';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeRpc, createFakeSubscriptions } from '../../support/fakeRpc';
import { type MarbleContext, marbles } from '../../support/marbles';
import { LABEL, LAST_VALID, SIGNATURE, SIGNED, landed, payer, quietChain } from './fixtures';

/** Engine deps on a chain where the signature lands at the first status poll. */
const setup = (m: MarbleContext) => {
  const rpc = createFakeRpc(m.scheduler, { ...quietChain(m), getSignatureStatuses: () => m.cold('(s|)', { s: [landed(77)] }) });
  const logger = createRecordingLogger();
  const storage = createMemoryStorage();
  const deps: TransactionEngineDeps = {
    rpc: rpc.rpc,
    subscriptions: createFakeSubscriptions(m.scheduler).subscriptions,
    storage,
    scheduler: m.scheduler,
    logger,
  };
  const store = createPendingStore({ storage, logger });
  return { deps, store, rpc };
};

const confirmed: TxState = { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 77 };

describe('following signed bytes to their end', () => {
  it(
    'signed bytes that cannot be parsed as a transaction are still sent and followed to their end (no program to name in errors)',
    marbles((m) => {
      const { deps, store, rpc } = setup(m);
      const unreadable = new Uint8Array([1, 2, 3]);
      const target = { signature: SIGNATURE, wire: unreadable, lastValidBlockHeight: LAST_VALID, label: LABEL, mode: 'plain', resumed: false } as const;
      const seen: TxState[] = [];
      trackTransaction(deps, store, target).subscribe((state) => seen.push(state));
      m.flush();
      expect(seen.at(-1)).toEqual(confirmed);
      expect(rpc.of('sendTransaction')[0]?.args[0]).toBe(toBase64(unreadable));
      expect(store.list()).toEqual([]);
    }),
  );

  it(
    'a new transaction is stored before it is sent and forgotten once final',
    marbles((m) => {
      const { deps, store } = setup(m);
      const target = {
        signature: SIGNATURE,
        wire: SIGNED,
        lastValidBlockHeight: LAST_VALID,
        label: LABEL,
        mode: 'plain',
        resumed: false,
        owner: payer.publicKey.toBase58(),
      } as const;
      trackTransaction(deps, store, target).subscribe();
      expect(store.list()).toEqual([
        { signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL, mode: 'plain', owner: payer.publicKey.toBase58() },
      ]);
      m.flush();
      expect(store.list()).toEqual([]);
    }),
  );

  it(
    'a resumed transaction is not stored again: a record already gone from storage (another tab finished it) stays gone while it is followed',
    marbles((m) => {
      const { deps, store } = setup(m);
      const target = { signature: SIGNATURE, wire: SIGNED, lastValidBlockHeight: LAST_VALID, label: LABEL, mode: 'plain', resumed: true } as const;
      const storedWhileFollowed: number[] = [];
      trackTransaction(deps, store, target).subscribe(() => storedWhileFollowed.push(store.list().length));
      expect(store.list()).toEqual([]);
      m.flush();
      expect(storedWhileFollowed[0]).toBe(0);
      expect(store.list()).toEqual([]);
    }),
  );
});

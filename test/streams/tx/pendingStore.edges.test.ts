import { type KeyValueStorage, createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { PENDING_TX_KEY, type PendingTx, createPendingStore, pendingTxKey } from '@streams/tx/pendingStore';
import { createRecordingLogger } from '../../support/fakeLogger';
import { LABEL, LAST_VALID, SIGNATURE, SIGNED, signWire, signatureOf, stranger, transferWire } from './fixtures';

const first: PendingTx = { signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL };
const otherSigned = signWire(transferWire(undefined, 2000));
const second: PendingTx = {
  signature: signatureOf(otherSigned),
  wire: toBase64(otherSigned),
  lastValidBlockHeight: LAST_VALID + 10,
  label: 'Send 0.000002 SOL',
};

/** Storage that counts writes, and refuses them when told to. */
const countingStorage = (initial: Record<string, string> = {}, refuse = false) => {
  const inner = createMemoryStorage(initial);
  const writes: string[] = [];
  const storage: KeyValueStorage = {
    getItem: (key) => inner.getItem(key),
    setItem: (key, value) => {
      writes.push(key);
      if (refuse) throw new Error('QuotaExceededError');
      inner.setItem(key, value);
    },
    removeItem: (key) => {
      writes.push(key);
      inner.removeItem(key);
    },
  };
  return { storage, writes };
};

describe('pending transaction store: keys, records and writes', () => {
  it('keeps the records under callisto.tx.pending, scoped per network', () => {
    expect(PENDING_TX_KEY).toBe('callisto.tx.pending');
    expect(pendingTxKey('sim')).toBe('callisto.tx.pending:sim');
    const storage = createMemoryStorage();
    createPendingStore({ storage, logger: createRecordingLogger(), scope: 'sim' }).add(first);
    expect(JSON.parse(storage.getItem('callisto.tx.pending:sim') ?? 'null')).toEqual([first]);
  });

  it('adding keeps the other transactions, and adding one again replaces it rather than doubling it', () => {
    const store = createPendingStore({ storage: createMemoryStorage(), logger: createRecordingLogger() });
    store.add(first);
    store.add(second);
    expect(store.list()).toEqual([first, second]);
    const resent = { ...first, lastValidBlockHeight: LAST_VALID + 50 };
    store.add(resent);
    expect(store.list()).toEqual([second, resent]);
  });

  it('removing one keeps the others; removing an unknown signature writes nothing', () => {
    const { storage, writes } = countingStorage();
    const store = createPendingStore({ storage, logger: createRecordingLogger() });
    store.add(first);
    store.add(second);
    store.remove(first.signature);
    expect(store.list()).toEqual([second]);
    writes.length = 0;
    store.remove(signatureOf(signWire(transferWire(undefined, 3000))));
    expect(writes).toEqual([]);
    expect(store.list()).toEqual([second]);
  });

  it('pruning answers how many went; pruning none writes nothing', () => {
    const { storage, writes } = countingStorage();
    const store = createPendingStore({ storage, logger: createRecordingLogger() });
    store.add(first);
    store.add(second);
    writes.length = 0;
    expect(store.prune(() => false)).toBe(0);
    expect(writes).toEqual([]);
    expect(store.prune((tx) => tx.lastValidBlockHeight <= LAST_VALID)).toBe(1);
    expect(store.list()).toEqual([second]);
  });

  it('an invalid record is logged with its first issue and dropped, the valid ones beside it are kept', () => {
    const logger = createRecordingLogger();
    const stored = [first, { ...second, wire: '***' }, { ...second, mode: 'carrier-pigeon' }, 42];
    const store = createPendingStore({ storage: createMemoryStorage({ [PENDING_TX_KEY]: JSON.stringify(stored) }), logger });
    expect(store.list()).toEqual([first]);
    const issues = logger.entries.filter((entry) => entry.level === 'warn');
    expect(issues.map((entry) => entry.message)).toEqual(Array(3).fill('Ignoring an invalid stored pending transaction'));
    expect(issues[0]?.context).toEqual({ issue: 'not base64' });
    expect(String(issues[1]?.context?.issue)).toContain('plain');
    expect(issues[2]?.context?.issue).toEqual(expect.any(String));
  });

  it.each(['plain', 'jito', 'mixed'] as const)('a record sent as %s, with an owner, is kept', (mode) => {
    const record: PendingTx = { ...first, owner: stranger.publicKey.toBase58(), mode };
    const store = createPendingStore({ storage: createMemoryStorage({ [PENDING_TX_KEY]: JSON.stringify([record]) }), logger: createRecordingLogger() });
    expect(store.list()).toEqual([record]);
  });

  it('storage that refuses the write is logged with its reason; nothing throws', () => {
    const logger = createRecordingLogger();
    const { storage } = countingStorage({}, true);
    const store = createPendingStore({ storage, logger });
    expect(() => store.add(first)).not.toThrow();
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
      { level: 'error', message: 'Could not persist pending transactions', context: { error: 'QuotaExceededError' } },
    ]);
  });
});

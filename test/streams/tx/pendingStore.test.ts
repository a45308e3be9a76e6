import { createMemoryStorage } from '@streams/core/ports';
import { toBase64 } from '@streams/solana/codec';
import { PENDING_TX_KEY, createPendingStore } from '@streams/tx/pendingStore';
import { createRecordingLogger } from '../../support/fakeLogger';
import { LABEL, LAST_VALID, SIGNATURE, SIGNED } from './fixtures';

const pending = { signature: SIGNATURE, wire: toBase64(SIGNED), lastValidBlockHeight: LAST_VALID, label: LABEL };

describe('pending transaction store', () => {
  it('a stored list is read on every call; the last removal clears the key', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const store = createPendingStore({ storage, logger });
    createPendingStore({ storage, logger }).add(pending);
    expect(store.list()).toEqual([pending]);
    store.remove(SIGNATURE);
    expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    expect(logger.messages('warn')).toEqual([]);
  });

  it('a stored value that is not a list is logged and ignored', () => {
    const logger = createRecordingLogger();
    const store = createPendingStore({ storage: createMemoryStorage({ [PENDING_TX_KEY]: JSON.stringify(pending) }), logger });
    expect(store.list()).toEqual([]);
    expect(logger.messages('warn')).toEqual(['Ignoring stored pending transactions that are not a list']);
  });
});

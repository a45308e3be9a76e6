import { createMemoryStorage } from '@streams/core/ports';
import { createLastPair } from '@streams/swap/lastPair';
import { createRecordingLogger } from '../../support/fakeLogger';

describe('the last swap pair', () => {
  it('keeps pair addresses by symbol or mint, and nothing else', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const last = createLastPair({ storage, logger });
    expect(last.get()).toBeUndefined();
    last.set('/swap/SOL-USDC');
    expect(last.get()).toBe('/swap/SOL-USDC');
    last.set('/swap/SOL-Moon2222222222222222222222222222222222222222');
    expect(last.get()).toBe('/swap/SOL-Moon2222222222222222222222222222222222222222');
    last.set('https://evil.example/');
    expect(last.get()).toBe('/swap/SOL-Moon2222222222222222222222222222222222222222');
  });

  it('a stored value that is not a pair address is logged and dropped', () => {
    const storage = createMemoryStorage();
    storage.setItem('callisto.swap.lastPair', '//evil.example/swap/SOL-USDC');
    const logger = createRecordingLogger();
    expect(createLastPair({ storage, logger }).get()).toBeUndefined();
    expect(storage.getItem('callisto.swap.lastPair')).toBeNull();
    expect(logger.messages('warn')).toEqual(['Ignoring a stored swap pair that is not a pair address']);
  });
});

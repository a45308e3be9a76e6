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

  it('a stored value that is not a pair address, or not JSON, is logged and ignored', () => {
    const logger = createRecordingLogger();
    for (const text of [JSON.stringify('//evil.example/swap/SOL-USDC'), '/swap/SOL-USDC']) {
      const storage = createMemoryStorage({ 'callisto.swap.lastPair': text });
      expect(createLastPair({ storage, logger }).get()).toBeUndefined();
    }
    expect(logger.messages('warn')).toEqual(['Ignoring a stored swap pair', 'Ignoring a stored swap pair: not JSON']);
  });

  it('what it keeps is read back by the next visit', () => {
    const storage = createMemoryStorage();
    createLastPair({ storage, logger: createRecordingLogger() }).set('/swap/JUP-USDC');
    expect(createLastPair({ storage, logger: createRecordingLogger() }).get()).toBe('/swap/JUP-USDC');
  });

  it('an address that only starts like a pair (a path, query or host after it) is neither kept nor read back', () => {
    const hostile = ['/swap/SOL-USDC/../../settings', '/swap/SOL-USDC?next=https://evil.example', '/swap/SOL-USDC@evil.example'];
    const storage = createMemoryStorage();
    const last = createLastPair({ storage, logger: createRecordingLogger() });
    last.set('/swap/SOL-USDC');
    for (const path of hostile) last.set(path);
    expect(last.get()).toBe('/swap/SOL-USDC');
    const logger = createRecordingLogger();
    for (const path of hostile) {
      expect(createLastPair({ storage: createMemoryStorage({ 'callisto.swap.lastPair': JSON.stringify(path) }), logger }).get()).toBeUndefined();
    }
    expect(logger.messages('warn')).toEqual(hostile.map(() => 'Ignoring a stored swap pair'));
  });
});

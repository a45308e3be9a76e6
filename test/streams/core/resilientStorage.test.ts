import { createPersistedValue } from '@streams/core/persistedValue';
import { type KeyValueStorage, createMemoryStorage, silentLogger } from '@streams/core/ports';
import { createResilientStorage } from '@streams/core/resilientStorage';
import { createPriceCache } from '@streams/prices/priceCache';
import { STORAGE_FULL_TITLE, createStreams } from '@streams/graph';
import { resolveConfig } from '@streams/core/config/resolveConfig';
import { NEVER, firstValueFrom, of, queueScheduler, throwError } from 'rxjs';
import { z } from 'zod';
import { createRecordingLogger } from '../../support/fakeLogger';

/** A browser storage whose quota is full: every write throws the browser's QuotaExceededError. */
const fullStorage = (initial: Record<string, string> = {}): KeyValueStorage & { writes: number } => {
  const inner = createMemoryStorage(initial);
  const storage = {
    writes: 0,
    getItem: (key: string) => inner.getItem(key),
    setItem: () => {
      storage.writes++;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  return storage;
};

describe('a full storage quota keeps the app working in memory', () => {
  it('catches the quota error, keeps the value in memory, reads it back, and says so once', async () => {
    const logger = createRecordingLogger();
    const browser = fullStorage({ kept: 'old' });
    const storage = createResilientStorage({ storage: browser, logger });
    const seen: boolean[] = [];
    storage.full$.subscribe((full) => seen.push(full));
    expect(storage.getItem('kept')).toBe('old');
    expect(() => storage.setItem('kept', 'new')).not.toThrow();
    expect(storage.getItem('kept')).toBe('new');
    storage.setItem('other', 'x');
    expect(() => storage.removeItem('kept')).not.toThrow();
    expect(storage.getItem('kept')).toBeNull();
    expect(seen).toEqual([false, true]);
    expect(logger.messages('warn').filter((message) => message.startsWith('Browser storage refused'))).toHaveLength(1);
    expect(browser.writes).toBe(2);
    await expect(firstValueFrom(storage.full$)).resolves.toBe(true);
  });

  it.each([
    ['a write', 'set', (storage: KeyValueStorage) => storage.setItem('theme', 'dark')],
    ['a removal', 'remove', (storage: KeyValueStorage) => storage.removeItem('theme')],
  ])('the warning for the first refusal (%s) names the action, the key and the error', (_first, action, refuse) => {
    const logger = createRecordingLogger();
    const storage = createResilientStorage({ storage: fullStorage(), logger });
    refuse(storage);
    storage.setItem('other', 'x');
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Browser storage refused a write; keeping settings in memory for this visit',
        context: { action, key: 'theme', error: 'QuotaExceededError' },
      },
    ]);
  });

  it('with the silent logger, a refused write is kept in memory without a word and without throwing', () => {
    const storage = createResilientStorage({ storage: fullStorage(), logger: silentLogger });
    expect(() => storage.setItem('theme', 'dark')).not.toThrow();
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('a storage that works is used as it is, and a wrapped one is not wrapped again', () => {
    const browser = createMemoryStorage();
    const storage = createResilientStorage({ storage: browser, logger: createRecordingLogger() });
    storage.setItem('a', '1');
    expect(browser.getItem('a')).toBe('1');
    expect(createResilientStorage({ storage, logger: createRecordingLogger() })).toBe(storage);
  });

  it('a read that throws answers null', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(createResilientStorage({ storage: broken, logger: createRecordingLogger() }).getItem('x')).toBeNull();
  });

  it('settings and the price cache keep their values over a full quota instead of throwing', () => {
    const storage = createResilientStorage({ storage: fullStorage(), logger: createRecordingLogger() });
    const settings = createPersistedValue({ storage, logger: createRecordingLogger(), key: 'k', schema: z.object({ n: z.number() }), defaults: { n: 0 } });
    expect(() => settings.update({ n: 2 })).not.toThrow();
    expect(settings.current()).toEqual({ n: 2 });
    const prices = createPriceCache({ storage, logger: createRecordingLogger(), scheduler: queueScheduler });
    expect(() => prices.put([['mint', { usd: 1, timestamp: queueScheduler.now(), source: 'jup' }]], { persist: true })).not.toThrow();
    expect(prices.get('mint')?.usd).toBe(1);
  });

  it('the app shows one notice, however many writes are refused', () => {
    const logger = createRecordingLogger();
    const storage = fullStorage();
    const config = resolveConfig({ search: '', storage: createMemoryStorage(), logger });
    const streams = createStreams(config, {
      scheduler: queueScheduler,
      frameScheduler: queueScheduler,
      socket: () => NEVER,
      transport: () => throwError(() => new Error('offline')),
      storage,
      logger,
      online$: of(true),
      transferBuilder$: NEVER,
      txFeature$: NEVER,
    });
    const titles: string[] = [];
    streams.toasts.toasts$.subscribe((toasts) => titles.splice(0, titles.length, ...toasts.map((toast) => toast.title)));
    streams.listSettings.reset('overview');
    streams.portfolio.drawerSettings.update({ hideBalance: true });
    streams.portfolio.drawerSettings.update({ hideBalance: false });
    streams.displayCurrency.choice.update({ currency: 'SOL' });
    expect(titles.filter((title) => title === STORAGE_FULL_TITLE)).toHaveLength(1);
    streams.dispose();
  });
});

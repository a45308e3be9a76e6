import { createPersistedValue, createStoredEntry, createStoredValue, plainText } from '@streams/core/persistedValue';
import { createMemoryStorage } from '@streams/core/ports';
import { firstValueFrom } from 'rxjs';
import { z } from 'zod';
import { createRecordingLogger } from '../../support/fakeLogger';

const KEY = 'test.value';
const schema = z.object({ size: z.number().int(), label: z.string() });
const defaults = { size: 1, label: 'none' };

describe('stored values (core/persistedValue.ts)', () => {
  it('a valid stored value is read, laid over the defaults, and written back as JSON on change', async () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify({ size: 3 }) });
    const logger = createRecordingLogger();
    const value = createPersistedValue({ storage, logger, key: KEY, schema: schema.partial(), defaults });
    expect(value.current()).toEqual({ size: 3, label: 'none' });
    value.update({ label: 'big' });
    expect(await firstValueFrom(value.value$)).toEqual({ size: 3, label: 'big' });
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual({ size: 3, label: 'big' });
    expect(logger.messages('warn')).toEqual([]);
  });

  it.each([
    ['fails the schema', JSON.stringify({ size: 'big', label: 'x' }), 'Ignoring a stored thing'],
    ['is not JSON', '{oops', 'Ignoring a stored thing: not JSON'],
  ])('a stored value that %s is logged and replaced by the defaults, and left in storage', (_name, text, warning) => {
    const storage = createMemoryStorage({ [KEY]: text });
    const logger = createRecordingLogger();
    expect(createStoredValue({ storage, logger, key: KEY, schema, defaults, name: 'a stored thing' }).current()).toEqual(defaults);
    expect(logger.messages('warn')).toEqual([warning]);
    expect(logger.entries[0]?.context).toMatchObject({ key: KEY });
    expect(storage.getItem(KEY)).toBe(text);
  });

  it('a stored value that is not an object replaces the defaults whole: a list is not merged index by index, a null is not merged away', () => {
    const logger = createRecordingLogger();
    const list = createStoredValue({
      storage: createMemoryStorage({ [KEY]: JSON.stringify(['c']) }),
      logger,
      key: KEY,
      schema: z.array(z.string()),
      defaults: ['a', 'b'],
    });
    expect(list.current()).toEqual(['c']);
    const cleared = createStoredValue({
      storage: createMemoryStorage({ [KEY]: 'null' }),
      logger,
      key: KEY,
      schema: schema.nullable(),
      defaults,
    });
    expect(cleared.current()).toBeNull();
    expect(logger.messages('warn')).toEqual([]);
  });

  it('an entry reads storage afresh on every call: a write by another instance is seen', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const mine = createStoredEntry({ storage, logger, key: KEY, schema });
    const theirs = createStoredEntry({ storage, logger, key: KEY, schema });
    expect(mine.read()).toBeUndefined();
    theirs.write({ size: 2, label: 'x' });
    expect(mine.read()).toEqual({ size: 2, label: 'x' });
    theirs.remove();
    expect(mine.read()).toBeUndefined();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('dropInvalid removes a refused value; messages word the warnings', () => {
    const messages = { invalid: 'Dropping a bad thing', notJson: 'Dropping a thing that is not JSON' };
    for (const text of [JSON.stringify({ size: 1.5, label: 'x' }), '{oops']) {
      const storage = createMemoryStorage({ [KEY]: text });
      const logger = createRecordingLogger();
      expect(createStoredEntry({ storage, logger, key: KEY, schema, dropInvalid: true, messages }).read()).toBeUndefined();
      expect(storage.getItem(KEY)).toBeNull();
      expect(logger.messages('warn')).toEqual([text === '{oops' ? messages.notJson : messages.invalid]);
    }
  });

  it('plain text is stored and read as it is, still checked by the schema', () => {
    const storage = createMemoryStorage({ [KEY]: 'sim' });
    const logger = createRecordingLogger();
    const entry = createStoredEntry({ storage, logger, key: KEY, schema: z.enum(['sim', 'mainnet']), format: plainText, name: 'a stored profile' });
    expect(entry.read()).toBe('sim');
    entry.write('mainnet');
    expect(storage.getItem(KEY)).toBe('mainnet');
    storage.setItem(KEY, 'devnet');
    expect(entry.read()).toBeUndefined();
    expect(logger.messages('warn')).toEqual(['Ignoring a stored profile']);
  });
});

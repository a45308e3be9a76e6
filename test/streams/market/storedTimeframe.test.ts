import fc from 'fast-check';
import { createMemoryStorage, silentLogger } from '@streams/core/ports';
import { createListSettings } from '@streams/market/listSettings';
import { listSettingsKey, storedTimeframe } from '@streams/market/listSettingsKey';
import { timeframes } from '@streams/market/tokenRow';

/** Stored text as a user's browser may hold it: settings of any version, hand edits, garbage. */
const storedText = fc.oneof(
  fc
    .record({ timeframe: fc.oneof(fc.constantFrom(...timeframes), fc.anything()), filter: fc.anything(), sort: fc.anything() }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string(),
  fc.constantFrom('null', '[]', '["1h"]', '{"timeframe":"1h"', '{"timeframe":["1h"]}', '{"timeframe":"1H"}', '"1h"'),
);

describe('the stored timeframe, read without the settings schema (storedTimeframe)', () => {
  it('is what the list settings read, for any stored text', () => {
    fc.assert(
      fc.property(fc.option(storedText, { nil: undefined }), (text) => {
        const stored = text === undefined ? {} : { [listSettingsKey('toptrending')]: text };
        const settings = createListSettings({ storage: createMemoryStorage(stored), logger: silentLogger });
        expect(storedTimeframe(createMemoryStorage(stored), 'toptrending')).toBe(settings.current('toptrending').timeframe);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the timeframe the user chose, per list', () => {
    const storage = createMemoryStorage({ [listSettingsKey('recent')]: JSON.stringify({ filter: {}, timeframe: '5m' }) });
    expect(storedTimeframe(storage, 'recent')).toBe('5m');
    expect(storedTimeframe(storage, 'toptrending')).toBe('24h');
  });
});

import { createMemoryStorage } from '@streams/core/ports';
import { createDrawerSettings, valueFilterMinimum } from '@streams/portfolio/drawerSettings';
import { createRecordingLogger } from '../../support/fakeLogger';

describe('drawer settings (persisted: hideBalance false, holdingsValueFilter show_all, healthMode ratio)', () => {
  it('starts from the defaults, persists each change, and a new session reads them back', () => {
    const storage = createMemoryStorage();
    const logger = createRecordingLogger();
    const first = createDrawerSettings({ storage, logger });
    expect(first.current()).toEqual({
      hideBalance: false,
      holdingsValueFilter: 'show_all',
      healthMode: 'ratio',
      hideSpamActivity: true,
      hideFailedActivity: false,
    });
    first.update({ hideBalance: true });
    first.update({ holdingsValueFilter: 'above_5' });
    first.update({ healthMode: 'factor', hideSpamActivity: true, hideFailedActivity: false });
    expect(createDrawerSettings({ storage, logger }).current()).toEqual({
      hideBalance: true,
      holdingsValueFilter: 'above_5',
      healthMode: 'factor',
      hideSpamActivity: true,
      hideFailedActivity: false,
    });
  });

  it.each([
    ['not JSON', '{oops', { hideBalance: false, holdingsValueFilter: 'show_all', healthMode: 'ratio', hideSpamActivity: true, hideFailedActivity: false }],
    [
      'an unknown filter',
      JSON.stringify({ hideBalance: true, holdingsValueFilter: 'above_1000' }),
      { hideBalance: true, holdingsValueFilter: 'show_all', healthMode: 'ratio', hideSpamActivity: true, hideFailedActivity: false },
    ],
    [
      'a string flag',
      JSON.stringify({ hideBalance: 'yes' }),
      { hideBalance: false, holdingsValueFilter: 'show_all', healthMode: 'ratio', hideSpamActivity: true, hideFailedActivity: false },
    ],
    [
      'an unknown health mode',
      JSON.stringify({ healthMode: 'percent' }),
      { hideBalance: false, holdingsValueFilter: 'show_all', healthMode: 'ratio', hideSpamActivity: true, hideFailedActivity: false },
    ],
  ])('a stored value that is %s falls back field by field', (_name, stored, expected) => {
    const storage = createMemoryStorage({ 'callisto.drawer.settings': stored });
    expect(createDrawerSettings({ storage, logger: createRecordingLogger() }).current()).toEqual(expected);
  });

  it('thresholds: Show All, Above $0.01, $1, $5, $10', () => {
    expect(valueFilterMinimum).toEqual({ show_all: 0, 'above_0.01': 0.01, above_1: 1, above_5: 5, above_10: 10 });
  });
});

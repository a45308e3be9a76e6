import { createMemoryStorage } from '@streams/core/ports';
import { createSwapSettings } from '@streams/swap/settings';
import { SLIPPAGE_TOO_LOOSE, SLIPPAGE_TOO_TIGHT, createSlippageSetting, slippageWarning } from '@streams/swap/slippageSetting';
import { createSwapProfile } from '@streams/swap/swapProfile';
import { map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const setup = (m: MarbleContext, storage = createMemoryStorage()) => {
  const logger = createRecordingLogger();
  const settings = createSwapSettings({ storage, logger });
  const profile = createSwapProfile({ storage, logger, scheduler: m.scheduler });
  return { setting: createSlippageSetting({ settings, profile }), profile, logger };
};

describe('the slippage setting as the user reads it', () => {
  it('the warnings, word for word', () => {
    expect(slippageWarning(0.05)).toBe('Your transaction may fail: the price can move more than this before it lands.');
    expect(slippageWarning(10)).toBe('Your transaction may be frontrun: a worse price than quoted can fill it.');
    expect([SLIPPAGE_TOO_TIGHT, SLIPPAGE_TOO_LOOSE]).toEqual([slippageWarning(0.05), slippageWarning(10)]);
  });

  it(
    'the custom field starts empty, with no percentage to set',
    marbles((m) => {
      const { setting } = setup(m);
      m.expect(setting.view$.pipe(map((view) => [view.custom, view.customPercent])), '^ 5ms !').toBeObservable('a', { a: ['', undefined] });
    }),
  );

  it(
    'Auto shows no warning even when the stored manual percentage would deserve one',
    marbles((m) => {
      const { setting } = setup(m);
      setting.chooseManual(10);
      m.scheduler.schedule(() => setting.chooseAuto(), 5);
      m.expect(setting.view$.pipe(map((view) => [view.summary, view.warning])), '^ 10ms !').toBeObservable('a 4ms b', {
        a: ['Slippage: 10%', SLIPPAGE_TOO_LOOSE],
        b: ['Slippage: Auto', undefined],
      });
    }),
  );

  it(
    'choosing Auto is remembered across a reload without complaint',
    marbles((m) => {
      const storage = createMemoryStorage();
      const first = setup(m, storage);
      first.setting.chooseManual(1);
      first.setting.chooseAuto();
      const reloaded = setup(m, storage);
      expect(reloaded.profile.current()).toBe('auto');
      reloaded.profile.applyRemote({ swapProfile: { key: 'v1', defaultProfile: 'manual' } });
      expect(reloaded.profile.current()).toBe('auto');
      expect(reloaded.logger.entries).toEqual([]);
    }),
  );
});

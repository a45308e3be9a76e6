import { createMemoryStorage } from '@streams/core/ports';
import { createSwapSettings } from '@streams/swap/settings';
import { SLIPPAGE_TOO_LOOSE, SLIPPAGE_TOO_TIGHT, type SlippageView, createSlippageSetting } from '@streams/swap/slippageSetting';
import { createSwapProfile } from '@streams/swap/swapProfile';
import { map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const setup = (m: MarbleContext) => {
  const storage = createMemoryStorage();
  const logger = createRecordingLogger();
  const settings = createSwapSettings({ storage, logger });
  const profile = createSwapProfile({ storage, logger, scheduler: m.scheduler });
  return { setting: createSlippageSetting({ settings, profile }), settings };
};

const warningOf = (view: SlippageView) => (view.warning === SLIPPAGE_TOO_TIGHT ? 'tight' : view.warning === SLIPPAGE_TOO_LOOSE ? 'loose' : 'none');

describe('the slippage setting model (spec 001 §2.3, §4)', () => {
  it(
    'Auto warns of nothing; Manual at a preset stores it, then the profile (two views in one frame); Auto again keeps the percentage',
    marbles((m) => {
      const { setting, settings } = setup(m);
      m.scheduler.schedule(() => setting.chooseManual(1), 1);
      m.scheduler.schedule(() => setting.chooseAuto(), 10);
      m.scheduler.schedule(() => setting.chooseManual(), 20);
      // the profile's 14-day return to Auto (T21) is swapProfile.test.ts's: 30 ms are watched here
      const views = setting.view$.pipe(map((view) => `${view.summary} ${warningOf(view)}`));
      m.expect(views, '^ 30ms !').toBeObservable('a(bc) 5ms d 9ms (ef)', {
        a: 'Slippage: Auto none',
        b: 'Slippage: Auto none',
        c: 'Slippage: 1% none',
        d: 'Slippage: Auto none',
        e: 'Slippage: Auto none',
        f: 'Slippage: 1% none',
      });
      m.flush();
      expect(settings.current().slippage).toBe(1);
    }),
  );

  it(
    'the warnings: under 0.1 % may fail, over 5 % may be frontrun; both limits themselves are safe',
    marbles((m) => {
      const { setting } = setup(m);
      m.scheduler.schedule(() => setting.chooseManual(0.1), 1);
      [0.09, 5, 5.01, 0].forEach((percent, index) => m.scheduler.schedule(() => setting.chooseManual(percent), 10 * (index + 1)));
      const views = setting.view$.pipe(map((view) => `${view.slippage} ${warningOf(view)}`));
      m.expect(views, '^ 50ms !').toBeObservable('a(bc) 5ms d 9ms e 9ms f 9ms g', {
        a: '0.5 none',
        b: '0.1 none',
        c: '0.1 none',
        d: '0.09 tight',
        e: '5 none',
        f: '5.01 loose',
        g: '0 tight',
      });
    }),
  );

  it(
    'a custom percentage is one above 0 and up to 100: Set stores it, and nothing else',
    marbles((m) => {
      const { setting, settings } = setup(m);
      const seen: string[] = [];
      const watching = setting.view$.subscribe((view) => seen.push(`${view.custom}→${view.customPercent}`));
      ['0', '0.01', '100', '100.01', ''].forEach((text, index) => m.scheduler.schedule(() => setting.setCustom(text), index + 1));
      m.scheduler.schedule(() => watching.unsubscribe(), 10);
      m.flush();
      expect(seen.slice(1)).toEqual(['0→undefined', '0.01→0.01', '100→100', '100.01→undefined', '→undefined']);
      setting.applyCustom();
      expect(settings.current().slippage).toBe(0.5);
      setting.setCustom('2.5');
      setting.applyCustom();
      expect(settings.current().slippage).toBe(2.5);
    }),
  );
});

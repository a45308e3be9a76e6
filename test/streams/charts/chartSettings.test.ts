import { CHART_STATE_KEY, createChartSettings } from '@streams/charts/chartSettings';
import { DEFAULT_INTERVAL, FAVOURITE_INTERVALS, intervalSpecs } from '@streams/charts/intervals';
import { periodSeconds } from '@streams/charts/liveBars';
import { createMemoryStorage } from '@streams/core/ports';
import { createRecordingLogger } from '../../support/fakeLogger';

const latest = <T>(subscribe: (next: (value: T) => void) => void): T | undefined => {
  let value: T | undefined;
  subscribe((next) => (value = next));
  return value;
};

describe('chart settings and intervals (spec 001 §2.6, §4)', () => {
  it('favourites are 1, 30 and 1h; the default interval is 15', () => {
    expect(FAVOURITE_INTERVALS).toEqual(['1', '30', '60']);
    expect(DEFAULT_INTERVAL).toBe('15');
  });

  it('bar periods agree with the live-bar table', () => {
    for (const [interval, seconds] of Object.entries(periodSeconds)) expect(intervalSpecs[interval as keyof typeof intervalSpecs].periodSeconds).toBe(seconds);
  });

  it('remembers the last interval, the type and the zoom across reloads', () => {
    const storage = createMemoryStorage();
    const settings = createChartSettings({ storage, logger: createRecordingLogger() });
    expect(latest((next) => settings.interval$.subscribe(next))).toBe('15');
    settings.setInterval('60');
    settings.setType('area');
    settings.saveBarsInView(120);
    const reloaded = createChartSettings({ storage, logger: createRecordingLogger() });
    expect(latest((next) => reloaded.interval$.subscribe(next))).toBe('60');
    expect(latest((next) => reloaded.type$.subscribe(next))).toBe('area');
    expect(reloaded.barsInView()).toBe(120);
  });

  it('a stored interval the chart does not support falls back to 15, keeping the rest', () => {
    const storage = createMemoryStorage({ [CHART_STATE_KEY]: JSON.stringify({ interval: '7', type: 'columns', barsInView: 80, layout: { panes: 1 } }) });
    const settings = createChartSettings({ storage, logger: createRecordingLogger() });
    expect(latest((next) => settings.interval$.subscribe(next))).toBe('15');
    expect(latest((next) => settings.type$.subscribe(next))).toBe('columns');
    expect(settings.barsInView()).toBe(80);
  });
});

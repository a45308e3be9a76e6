import { createMemoryStorage } from '@streams/core/ports';
import { PANEL_LAYOUT_KEY, createPanelLayout } from '@streams/swap/panelLayout';
import { createRecordingLogger } from '../../support/fakeLogger';

const layoutFrom = (stored?: string) => {
  const storage = createMemoryStorage();
  if (stored !== undefined) storage.setItem('callisto.swap.panels', stored);
  return { storage, panels: createPanelLayout({ storage, logger: createRecordingLogger() }) };
};

describe('the swap page panels (Show/Hide Chart, Show/Hide History)', () => {
  it('a first visit shows both the chart and the history', () => {
    expect(layoutFrom().panels.current()).toEqual({ chart: true, history: true });
  });

  it('hiding a panel is stored under callisto.swap.panels and comes back on the next visit', () => {
    const { storage, panels } = layoutFrom();
    panels.update({ chart: false });
    expect(PANEL_LAYOUT_KEY).toBe('callisto.swap.panels');
    expect(JSON.parse(storage.getItem('callisto.swap.panels') ?? 'null')).toEqual({ chart: false, history: true });
    expect(createPanelLayout({ storage, logger: createRecordingLogger() }).current()).toEqual({ chart: false, history: true });
  });

  it('each stored choice is kept on its own: a hidden history stays hidden beside the shown chart', () => {
    expect(layoutFrom('{"chart":true,"history":false}').panels.current()).toEqual({ chart: true, history: false });
    expect(layoutFrom('{"chart":false,"history":true}').panels.current()).toEqual({ chart: false, history: true });
  });

  it('a stored value that is not a yes or no shows that panel, and keeps the other choice', () => {
    expect(layoutFrom('{"chart":"no","history":false}').panels.current()).toEqual({ chart: true, history: false });
    expect(layoutFrom('{"chart":false,"history":0}').panels.current()).toEqual({ chart: false, history: true });
  });

  it('stored text that is not JSON shows both panels', () => {
    expect(layoutFrom('chart=false').panels.current()).toEqual({ chart: true, history: true });
  });
});

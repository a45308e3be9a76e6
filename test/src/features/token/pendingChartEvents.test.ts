import type { ChartEvent } from '@streams/charts';
import { createChartSlot, pendEvent } from '@/features/token/pendingChartEvents';

const bar = (time: number, close: number) => ({ time, open: close, high: close, low: close, close, volume: 1 });
const reset = (...closes: number[]): ChartEvent => ({ kind: 'reset', bars: closes.map((close, index) => bar(index, close)) });
const update = (close: number): ChartEvent => ({ kind: 'update', bars: [bar(9, close)] });

describe('chart events that arrive before the chart library', () => {
  it('keeps updates in order on top of the last reset, which replaces everything before it', () => {
    const first = reset(1, 2);
    const second = reset(3);
    const pending = [first, update(4), update(5), second, update(6)].reduce<ChartEvent[]>(pendEvent, []);
    expect(pending).toEqual([second, update(6)]);
  });

  it('draws what waited the moment the chart is attached, then passes events straight through until it is detached', () => {
    const drawn: ChartEvent[] = [];
    const slot = createChartSlot<{ apply(event: ChartEvent): void }>();
    slot.apply(reset(1));
    slot.apply(update(2));
    expect(slot.current()).toBeNull();

    const chart = { apply: (event: ChartEvent) => void drawn.push(event) };
    slot.attach(chart);
    expect(drawn).toEqual([reset(1), update(2)]);
    expect(slot.current()).toBe(chart);
    slot.apply(update(3));
    expect(drawn).toEqual([reset(1), update(2), update(3)]);

    // Gone (the page left): later events wait for the next chart, not drawn on the old one.
    slot.detach();
    slot.apply(update(4));
    expect(drawn).toHaveLength(3);
    const next: ChartEvent[] = [];
    slot.attach({ apply: (event) => void next.push(event) });
    expect(next).toEqual([update(4)]);
  });
});

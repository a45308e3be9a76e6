import { ChartSeries } from '@streams/charts/chartSeries';
import { barsFromCandles } from '@streams/charts/history';
import { MAX_BARS } from '@streams/charts/intervals';
import type { Bar } from '@streams/charts/liveBars';

const flat = (time: number, price = 1): Bar => ({ time, open: price, high: price, low: price, close: price, volume: 0 });

describe('chart series model', () => {
  it('holds at most 10,000 bars: history is cut to the newest, and a new bar past the cap resets without the oldest', () => {
    const series = new ChartSeries(60);
    series.load(Array.from({ length: MAX_BARS + 5 }, (_, index) => flat(index * 60)));
    const first = series.take();
    expect(first?.kind).toBe('reset');
    expect(first?.bars).toHaveLength(MAX_BARS);
    expect(first?.bars[0]?.time).toBe(5 * 60);
    series.tick({ time: (MAX_BARS + 5) * 60, price: 2 });
    const next = series.take();
    expect(next?.kind).toBe('reset');
    expect(next?.bars).toHaveLength(MAX_BARS);
    expect(next?.bars[0]?.time).toBe(6 * 60);
    expect(next?.bars.at(-1)).toEqual(flat((MAX_BARS + 5) * 60, 2));
    expect(series.take()).toBeUndefined();
  });

  it('a tick older than the newest bar is dropped; nothing to tell means no event', () => {
    const series = new ChartSeries(60);
    series.load([flat(120)]);
    series.take();
    series.tick({ time: 30, price: 5 });
    expect(series.take()).toBeUndefined();
  });

  it('history bars: sorted, one per time (the last wins)', () => {
    const candle = (time: number, close: number) => ({ time, open: 1, high: 1, low: 1, close, volume: 1 });
    expect(barsFromCandles([candle(120, 1), candle(60, 1), candle(120, 2)]).map((bar) => [bar.time, bar.close])).toEqual([
      [60, 1],
      [120, 2],
    ]);
  });
});

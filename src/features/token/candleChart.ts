import type { Bar } from '@streams/charts/liveBars';
import type { ChartEvent } from '@streams/charts/chartSeries';
import { CandlestickSeries, ColorType, HistogramSeries, type UTCTimestamp, createChart } from 'lightweight-charts';
import { formatPrice } from '@/format/number';

/** A chart the page feeds with events: nothing else of the chart library leaks out. */
export interface CandleChart {
  apply(event: ChartEvent): void;
  remove(): void;
}

/** Bars in view after a reset. */
const VISIBLE_BARS = 90;
const UP = '#22c55e';
const DOWN = '#ef4444';

const candle = (bar: Bar) => ({ time: bar.time as UTCTimestamp, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
const volume = (bar: Bar) => ({ time: bar.time as UTCTimestamp, value: bar.volume, color: bar.close >= bar.open ? `${UP}55` : `${DOWN}55` });

/**
 * Candles and volume with lightweight-charts v5 in `container` (sized by the container). Events
 * come from the chart feed: `reset` replaces the bars, `update` moves the live ones.
 */
export const createCandleChart = (container: HTMLElement): CandleChart => {
  const chart = createChart(container, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#8d97ab', attributionLogo: false },
    grid: { vertLines: { color: '#1e263655' }, horzLines: { color: '#1e263655' } },
    rightPriceScale: { borderColor: '#252e3f' },
    timeScale: { borderColor: '#252e3f', timeVisible: true, secondsVisible: false },
    crosshair: { mode: 1 },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    borderVisible: false,
    wickUpColor: UP,
    wickDownColor: DOWN,
    priceFormat: { type: 'custom', formatter: (price: number) => formatPrice(price), minMove: 1e-12 },
  });
  const volumes = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: 'volume', lastValueVisible: false, priceLineVisible: false });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.22 } });

  return {
    apply: (event) => {
      if (event.kind === 'reset') {
        candles.setData(event.bars.map(candle));
        volumes.setData(event.bars.map(volume));
        // The newest bars at the right, at a readable width even when there are few of them.
        const count = event.bars.length;
        if (count > 0) chart.timeScale().setVisibleLogicalRange({ from: count - VISIBLE_BARS, to: count + 3 });
        return;
      }
      for (const bar of event.bars) {
        candles.update(candle(bar));
        volumes.update(volume(bar));
      }
    },
    remove: () => chart.remove(),
  };
};

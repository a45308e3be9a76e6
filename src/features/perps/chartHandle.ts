import type { Bar } from '@streams/charts/liveBars';
import type { PositionLine, PositionLineChanges } from '@streams/perps/positionLines';
import { CandlestickSeries, type CandlestickData, type IChartApi, type IPriceLine, type ISeriesApi, LineStyle, type UTCTimestamp, createChart } from 'lightweight-charts';
import { formatUsdCompact } from '@/format/number';
import { chartTheme, lineColors } from './chartColors';

const candle = (bar: Bar): CandlestickData<UTCTimestamp> => ({ time: bar.time as UTCTimestamp, open: bar.open, high: bar.high, low: bar.low, close: bar.close });

const isEntry = (line: PositionLine) => line.action === 'long' || line.action === 'short';

const lineOptions = (line: PositionLine) => ({
  price: line.price,
  color: lineColors[line.color],
  lineWidth: 1 as const,
  lineStyle: isEntry(line) ? LineStyle.Solid : LineStyle.Dashed,
  axisLabelVisible: true,
  title: isEntry(line) ? `${line.label} ${formatUsdCompact(line.sizeUsd)}` : line.label,
});

/**
 * The imperative side of the candle chart: one lightweight-charts chart with a candlestick
 * series, its history and live bars, and the position lines (spec 001 §4 Position lines:
 * created, updated in place by id, removed when gone).
 */
export const createChartHandle = () => {
  let chart: IChartApi | null = null;
  let series: ISeriesApi<'Candlestick'> | null = null;
  const lines = new Map<string, IPriceLine>();

  const clearLines = () => {
    if (series) for (const line of lines.values()) series.removePriceLine(line);
    lines.clear();
  };

  return {
    mount: (element: HTMLElement) => {
      const created = createChart(element, {
        autoSize: true,
        layout: { background: { color: chartTheme.background }, textColor: chartTheme.text, attributionLogo: false },
        grid: { vertLines: { color: chartTheme.grid }, horzLines: { color: chartTheme.grid } },
        rightPriceScale: { borderColor: chartTheme.border },
        timeScale: { borderColor: chartTheme.border, timeVisible: true, secondsVisible: false },
      });
      chart = created;
      series = created.addSeries(CandlestickSeries, {
        upColor: chartTheme.up,
        downColor: chartTheme.down,
        borderVisible: false,
        wickUpColor: chartTheme.up,
        wickDownColor: chartTheme.down,
      });
      return () => {
        clearLines();
        series = null;
        chart = null;
        created.remove();
      };
    },
    history: (bars: readonly Bar[]) => {
      series?.setData(bars.map(candle));
      chart?.timeScale().fitContent();
    },
    update: (bar: Bar) => series?.update(candle(bar)),
    applyLines: (changes: PositionLineChanges) => {
      const target = series;
      if (!target) return;
      for (const line of changes.create) lines.set(line.id, target.createPriceLine(lineOptions(line)));
      for (const line of changes.update) lines.get(line.id)?.applyOptions(lineOptions(line));
      for (const id of changes.remove) {
        const existing = lines.get(id);
        if (existing) target.removePriceLine(existing);
        lines.delete(id);
      }
    },
    clearLines,
    /** The lines on the chart, as their titles say ('Long 5.0x $1K', 'Liq.'): for screen readers. */
    lineTitles: (): string[] => [...lines.values()].map((line) => line.options().title),
  };
};

export type ChartHandle = ReturnType<typeof createChartHandle>;

import type { Bar } from '@streams/charts';
import type { PositionLine, PositionLineChanges } from '@streams/perps';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  type CandlestickData,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
  createChart,
} from 'lightweight-charts';
import { chartLocalization, tickMarkFormatter } from '@/components/chartTickMarks';
import { formatUsdCompact } from '@/format/number';
import { chartTheme, lineColors } from './chartColors';

const candle = (bar: Bar): CandlestickData<UTCTimestamp> => ({
  time: bar.time as UTCTimestamp,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

const isEntry = (line: PositionLine) => line.action === 'long' || line.action === 'short';

/** TP and SL lines move under the pointer; a closing position's lines stay put. */
export const isDraggable = (line: PositionLine) => (line.action === 'tp' || line.action === 'sl') && !line.closing;

/** How close to a line (CSS pixels) the pointer picks it up. */
const HIT_PX = 8;

const lineOptions = (line: PositionLine, price: number) => ({
  price,
  color: lineColors[line.color],
  lineWidth: isDraggable(line) ? (2 as const) : (1 as const),
  lineStyle: isEntry(line) ? LineStyle.Solid : LineStyle.Dashed,
  axisLabelVisible: true,
  title: isEntry(line) ? `${line.label} ${formatUsdCompact(line.sizeUsd)}` : line.label,
});

/** A dragged price on the chart's tick: two decimals (the series' default price format). */
const onTick = (price: number) => Math.round(price * 100) / 100;

/**
 * The imperative side of the candle chart: one lightweight-charts chart with a candlestick
 * series, its history and live bars, and the position lines (spec 001 §4 Position lines:
 * created, updated in place by id, removed when gone). A line may be held at a dragged price
 * until its change is confirmed or put back; HTML controls laid over the chart (the entry
 * line's Close) follow their line's height on every change of the view.
 */
export const createChartHandle = () => {
  let chart: IChartApi | null = null;
  let series: ISeriesApi<'Candlestick'> | null = null;
  const lines = new Map<string, IPriceLine>();
  const models = new Map<string, PositionLine>();
  const held = new Map<string, number>();
  const overlays = new Map<string, HTMLElement>();
  let dragging: string | undefined;
  let frame = 0;

  const priceOf = (line: PositionLine) => held.get(line.id) ?? line.price;
  const yOf = (price: number): number | null => series?.priceToCoordinate(price) ?? null;

  // The chart draws on the next animation frame; controls are placed after it, once per frame.
  const layout = () => {
    frame = 0;
    const height = chart?.paneSize().height ?? 0;
    for (const [id, element] of overlays) {
      const model = models.get(id);
      const y = model ? yOf(priceOf(model)) : null;
      const inside = y !== null && y >= 0 && y <= height;
      element.style.visibility = inside ? 'visible' : 'hidden';
      if (inside) element.style.transform = `translateY(${Math.round(y)}px)`;
    }
  };
  const scheduleLayout = () => {
    if (frame === 0 && overlays.size > 0) frame = requestAnimationFrame(layout);
  };

  const clearLines = () => {
    if (series) for (const line of lines.values()) series.removePriceLine(line);
    lines.clear();
    models.clear();
    held.clear();
  };

  // The price scale takes in the entry, TP and SL lines (not liquidation, which may sit far off
  // and squash the candles), so the lines a user acts on are on screen. Models only: a line held
  // under the pointer never rescales the chart while it moves.
  const withLines = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const base = original();
    const prices = [...models.values()].filter((line) => line.action !== 'lq').map((line) => line.price);
    if (!base?.priceRange || prices.length === 0) return base;
    return { ...base, priceRange: { minValue: Math.min(base.priceRange.minValue, ...prices), maxValue: Math.max(base.priceRange.maxValue, ...prices) } };
  };

  const show = (line: PositionLine) => lines.get(line.id)?.applyOptions(lineOptions(line, priceOf(line)));

  return {
    mount: (element: HTMLElement) => {
      const created = createChart(element, {
        autoSize: true,
        layout: { background: { color: chartTheme.background }, textColor: chartTheme.text, attributionLogo: false },
        grid: { vertLines: { color: chartTheme.grid }, horzLines: { color: chartTheme.grid } },
        rightPriceScale: { borderColor: chartTheme.border },
        timeScale: { borderColor: chartTheme.border, timeVisible: true, secondsVisible: false, tickMarkFormatter },
        localization: chartLocalization,
      });
      chart = created;
      series = created.addSeries(CandlestickSeries, {
        upColor: chartTheme.up,
        downColor: chartTheme.down,
        borderVisible: false,
        wickUpColor: chartTheme.up,
        wickDownColor: chartTheme.down,
        autoscaleInfoProvider: withLines,
      });
      created.timeScale().subscribeVisibleLogicalRangeChange(scheduleLayout);
      created.timeScale().subscribeSizeChange(scheduleLayout);
      return () => {
        cancelAnimationFrame(frame);
        frame = 0;
        clearLines();
        series = null;
        chart = null;
        created.remove();
      };
    },
    history: (bars: readonly Bar[]) => {
      series?.setData(bars.map(candle));
      chart?.timeScale().fitContent();
      scheduleLayout();
    },
    update: (bar: Bar) => {
      series?.update(candle(bar));
      scheduleLayout();
    },
    applyLines: (changes: PositionLineChanges) => {
      const target = series;
      if (!target) return;
      for (const line of changes.create) {
        models.set(line.id, line);
        lines.set(line.id, target.createPriceLine(lineOptions(line, line.price)));
      }
      for (const line of changes.update) {
        models.set(line.id, line);
        // A new model ends a hold (the change landed), unless the pointer still drags it.
        if (dragging !== line.id) held.delete(line.id);
        show(line);
      }
      for (const id of changes.remove) {
        const existing = lines.get(id);
        if (existing) target.removePriceLine(existing);
        lines.delete(id);
        models.delete(id);
        held.delete(id);
      }
      // Setting the provider again makes the chart ask it again: the range follows the lines.
      target.applyOptions({ autoscaleInfoProvider: withLines });
      scheduleLayout();
    },
    clearLines,
    /** The lines on the chart, as their titles say ('Long 5.0x $1K', 'TP'): for screen readers. */
    lineTitles: (): string[] => [...lines.values()].map((line) => line.options().title),
    /** The lines' models, in the order they were drawn. */
    lineModels: (): PositionLine[] => [...models.values()],
    /** The draggable line within reach of a height in the chart (CSS pixels from its top), nearest first. */
    draggableAt: (y: number): PositionLine | undefined => {
      let best: { line: PositionLine; distance: number } | undefined;
      for (const line of models.values()) {
        const lineY = isDraggable(line) ? yOf(priceOf(line)) : null;
        const distance = lineY === null ? Infinity : Math.abs(lineY - y);
        if (distance <= HIT_PX && (!best || distance < best.distance)) best = { line, distance };
      }
      return best?.line;
    },
    /** The price at a height in the chart, on the price tick; undefined off the scale. */
    priceAt: (y: number): number | undefined => {
      const price = series?.coordinateToPrice(y) ?? null;
      return price === null || !(price > 0) ? undefined : onTick(price);
    },
    /** Starts or ends a drag: the chart neither scrolls nor scales under it, and updates leave the line where the pointer is. */
    setDragging: (id: string | undefined) => {
      dragging = id;
      chart?.applyOptions({ handleScroll: id === undefined, handleScale: id === undefined });
    },
    /** Shows a line at a price of the user's until it is confirmed (a model update) or put back. */
    hold: (id: string, price: number) => {
      const model = models.get(id);
      if (!model) return;
      held.set(id, price);
      show(model);
      scheduleLayout();
    },
    /** Puts a held line back at its model's price. */
    release: (id: string) => {
      const model = models.get(id);
      held.delete(id);
      if (model) show(model);
      scheduleLayout();
    },
    /** An HTML control that follows a line's height (null when it unmounts). */
    placeOverlay: (id: string, element: HTMLElement | null) => {
      if (element) overlays.set(id, element);
      else overlays.delete(id);
      scheduleLayout();
    },
    /** The view may have moved (a drag on the price scale, a wheel): place the controls again. */
    relayout: scheduleLayout,
  };
};

export type ChartHandle = ReturnType<typeof createChartHandle>;

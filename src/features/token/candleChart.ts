import type { Bar, ChartEvent, ChartType } from '@streams/charts';
import {
  AreaSeries,
  type AutoscaleInfo,
  type CandlestickData,
  CandlestickSeries,
  ColorType,
  type HistogramData,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type SeriesType,
  type SingleValueData,
  type UTCTimestamp,
  createChart,
} from 'lightweight-charts';
import { chartLocalization, tickMarkFormatter } from '@/components/chartTickMarks';
import { formatPrice } from '@/format/number';

/** A chart the page feeds with events: nothing else of the chart library leaks out. */
export interface CandleChart {
  apply(event: ChartEvent): void;
  /** Draws the price as candles, an area or columns, keeping the bars and the zoom. */
  setType(type: ChartType): void;
  /** How many bars are in view now (the zoom to remember). */
  barsInView(): number | undefined;
  /** A horizontal line at a price (a limit order's target rate), or none. */
  setTargetLine(line: TargetLine | undefined): void;
  /** The price at a height in the chart (CSS pixels from its top), and the height of a price: for dragging the line. */
  priceAt(y: number): number | undefined;
  yOf(price: number): number | undefined;
  remove(): void;
}

export interface TargetLine {
  readonly price: number;
  readonly title: string;
  /** Kept in view by the price scale; a line being dragged is not (the scale would run after the pointer). */
  readonly inView: boolean;
}

/** Bars in view after a reset when no zoom was saved. */
const VISIBLE_BARS = 90;
const UP = '#22c55e';
const DOWN = '#ef4444';
const ACCENT = '#7dd3fc';

const time = (bar: Bar) => bar.time as UTCTimestamp;
const priceFormat = { type: 'custom' as const, formatter: (price: number) => formatPrice(price), minMove: 1e-12 };
const volume = (bar: Bar) => ({ time: time(bar), value: bar.volume, color: bar.close >= bar.open ? `${UP}55` : `${DOWN}55` });

/** One way to draw the price: its series and how a bar becomes a point of it. */
type PricePoint = CandlestickData<UTCTimestamp> | SingleValueData<UTCTimestamp> | HistogramData<UTCTimestamp>;

const priceSeries = (chart: IChartApi, type: ChartType): { series: ISeriesApi<SeriesType>; point: (bar: Bar) => PricePoint } => {
  switch (type) {
    case 'area':
      return {
        series: chart.addSeries(AreaSeries, { lineColor: ACCENT, topColor: `${ACCENT}55`, bottomColor: `${ACCENT}05`, lineWidth: 2, priceFormat }),
        point: (bar) => ({ time: time(bar), value: bar.close }),
      };
    case 'columns':
      return {
        series: chart.addSeries(HistogramSeries, { priceFormat }),
        point: (bar) => ({ time: time(bar), value: bar.close, color: bar.close >= bar.open ? UP : DOWN }),
      };
    default:
      return {
        series: chart.addSeries(CandlestickSeries, { upColor: UP, downColor: DOWN, borderVisible: false, wickUpColor: UP, wickDownColor: DOWN, priceFormat }),
        point: (bar) => ({ time: time(bar), open: bar.open, high: bar.high, low: bar.low, close: bar.close }),
      };
  }
};

/**
 * The price (candles, area or columns) and volume with lightweight-charts v5 in `container`
 * (sized by the container). Events come from the chart feed: `reset` replaces the bars,
 * `update` moves the live ones. The zoom starts at `barsInView` when one was saved.
 */
export const createCandleChart = (container: HTMLElement, options: { readonly type: ChartType; readonly barsInView: number | undefined }): CandleChart => {
  const chart = createChart(container, {
    autoSize: true,
    // TradingView is credited under the chart instead (ChartCredit), as the library's NOTICE allows.
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: '#8d97ab', attributionLogo: false },
    grid: { vertLines: { color: '#1e263655' }, horzLines: { color: '#1e263655' } },
    rightPriceScale: { borderColor: '#252e3f' },
    timeScale: { borderColor: '#252e3f', timeVisible: true, secondsVisible: false, tickMarkFormatter },
    localization: chartLocalization,
    crosshair: { mode: 1 },
  });
  let price = priceSeries(chart, options.type);
  const volumes = chart.addSeries(HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: 'volume',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  const placePrice = () => price.series.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.22 } });
  placePrice();
  // The bars drawn, so a type change can draw them again.
  let bars = new Map<number, Bar>();
  let target: { readonly line: TargetLine; readonly drawn: IPriceLine } | undefined;
  // The price the scale keeps in view besides the bars: the target's, unless it is being dragged.
  let anchor: number | undefined;
  const withTarget = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const base = original();
    if (!base?.priceRange || anchor === undefined) return base;
    return { ...base, priceRange: { minValue: Math.min(base.priceRange.minValue, anchor), maxValue: Math.max(base.priceRange.maxValue, anchor) } };
  };
  const keepInView = (line: TargetLine | undefined) => {
    const next = line?.inView ? line.price : line ? anchor : undefined;
    if (next === anchor) return;
    anchor = next;
    // Setting the provider again makes the chart ask it again.
    price.series.applyOptions({ autoscaleInfoProvider: withTarget });
  };
  const drawTarget = (line: TargetLine | undefined) => {
    if (target) price.series.removePriceLine(target.drawn);
    target = line
      ? {
          line,
          drawn: price.series.createPriceLine({
            price: line.price,
            color: ACCENT,
            lineWidth: 2,
            lineStyle: LineStyle.Dashed,
            axisLabelVisible: true,
            title: line.title,
          }),
        }
      : undefined;
  };

  return {
    apply: (event) => {
      if (event.kind === 'reset') {
        bars = new Map(event.bars.map((bar) => [bar.time, bar]));
        price.series.setData(event.bars.map(price.point));
        volumes.setData(event.bars.map(volume));
        // The newest bars at the right, at the saved zoom or a readable width.
        const count = event.bars.length;
        if (count > 0) chart.timeScale().setVisibleLogicalRange({ from: count - (options.barsInView ?? VISIBLE_BARS), to: count + 3 });
        return;
      }
      for (const bar of event.bars) {
        bars.set(bar.time, bar);
        price.series.update(price.point(bar));
        volumes.update(volume(bar));
      }
    },
    setType: (type) => {
      const range = chart.timeScale().getVisibleLogicalRange();
      chart.removeSeries(price.series);
      price = priceSeries(chart, type);
      placePrice();
      price.series.setData([...bars.values()].sort((a, b) => a.time - b.time).map(price.point));
      if (range) chart.timeScale().setVisibleLogicalRange(range);
      // The old series took its line with it.
      const line = target?.line;
      target = undefined;
      drawTarget(line);
      price.series.applyOptions({ autoscaleInfoProvider: withTarget });
    },
    setTargetLine: (line) => {
      keepInView(line);
      if (line && target) {
        target.drawn.applyOptions({ price: line.price, title: line.title });
        target = { line, drawn: target.drawn };
      } else drawTarget(line);
    },
    priceAt: (y) => price.series.coordinateToPrice(y) ?? undefined,
    yOf: (value) => price.series.priceToCoordinate(value) ?? undefined,
    barsInView: () => {
      const range = chart.timeScale().getVisibleLogicalRange();
      return range ? range.to - range.from - 3 : undefined;
    },
    remove: () => chart.remove(),
  };
};

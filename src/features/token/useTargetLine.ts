import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatPrice } from '@/format/number';
import type { CandleChart } from './candleChart';
import { attachTargetDrag } from './targetDrag';

/** A limit order's target on its pair chart: the rate, the market's, and what a drag sets. */
export interface ChartTarget {
  readonly price: number | undefined;
  readonly market: number | undefined;
  readonly onChange: (price: number) => void;
}

/** 'Target 151.2 (+1.52% vs market)': what the line says. */
export const targetTitle = (price: number, market: number | undefined): string => {
  if (market === undefined || !(market > 0)) return `Target ${formatPrice(price)}`;
  const percent = (price / market - 1) * 100;
  return `Target ${formatPrice(price)} (${percent >= 0 ? '+' : ''}${percent.toFixed(2)}% vs market)`;
};

/**
 * Draws the target as a line on the chart once the chart is there (`ready`), follows the rate
 * field, and lets the user drag it: the line follows the pointer and the release sets the rate.
 */
export const useTargetLine = (
  container: RefObject<HTMLDivElement | null>,
  chart: () => CandleChart | null,
  target: ChartTarget | undefined,
  ready: boolean,
) => {
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const shown = dragged ?? target?.price;
  const latest = useRef({ shown, target });
  // The drag's listeners are attached once; they read the newest values through this.
  useEffect(() => {
    latest.current = { shown, target };
  });

  const dragging = dragged !== undefined;
  useEffect(() => {
    if (!ready) return;
    chart()?.setTargetLine(shown !== undefined && shown > 0 ? { price: shown, title: targetTitle(shown, target?.market), inView: !dragging } : undefined);
  }, [chart, ready, shown, dragging, target?.market]);

  const enabled = target !== undefined;
  useEffect(() => {
    const frame = container.current;
    if (!frame || !enabled) return;
    return attachTargetDrag(frame, chart, () => latest.current.shown, {
      move: setDragged,
      drop: (price) => {
        setDragged(undefined);
        latest.current.target?.onChange(price);
      },
      cancel: () => setDragged(undefined),
    });
  }, [container, chart, enabled]);
};

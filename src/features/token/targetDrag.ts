import type { CandleChart } from './candleChart';

/** How close to the line (CSS pixels) a press picks it up. */
const HIT_PX = 8;
/** Pointer travel under which a press is a click, not a move. */
const MOVE_THRESHOLD_PX = 3;

export interface TargetDragEvents {
  /** While dragging: the price under the pointer. */
  readonly move: (price: number) => void;
  /** Released after a real move: the price to keep. A press without a move drops nothing. */
  readonly drop: (price: number) => void;
  /** Released without a move, or cancelled: the line goes back. */
  readonly cancel: () => void;
}

/**
 * Dragging a limit order's target line on the pair chart (issue 29 item 5). A press near the line
 * takes the pointer before the chart sees it (capture phase), so the view does not scroll while
 * the line moves; the price comes from the series' own scale. Returns the cleanup.
 */
export const attachTargetDrag = (
  frame: HTMLElement,
  chart: () => CandleChart | null,
  target: () => number | undefined,
  events: TargetDragEvents,
): (() => void) => {
  let drag: { pointerId: number; startY: number; price: number | undefined } | undefined;
  const yIn = (event: PointerEvent) => event.clientY - frame.getBoundingClientRect().top;
  const lineY = (): number | undefined => {
    const price = target();
    return price === undefined ? undefined : chart()?.yOf(price);
  };
  const near = (y: number): boolean => {
    const at = lineY();
    return at !== undefined && Math.abs(at - y) <= HIT_PX;
  };

  const onDown = (event: PointerEvent) => {
    if (drag || event.button !== 0 || !near(yIn(event))) return;
    event.preventDefault();
    event.stopPropagation();
    drag = { pointerId: event.pointerId, startY: yIn(event), price: undefined };
    frame.setPointerCapture?.(event.pointerId);
    frame.style.cursor = 'ns-resize';
  };
  const onMove = (event: PointerEvent) => {
    if (!drag) {
      frame.style.cursor = near(yIn(event)) ? 'ns-resize' : '';
      // The line's height as the chart has it now (the scale moves with the bars), for a test that drags it.
      const at = lineY();
      frame.dataset.targetY = at === undefined ? '' : String(Math.round(at));
      return;
    }
    if (event.pointerId !== drag.pointerId) return;
    event.stopPropagation();
    const price = chart()?.priceAt(yIn(event));
    if (price === undefined || !(price > 0)) return;
    drag.price = price;
    events.move(price);
  };
  const end = (event: PointerEvent, dropped: boolean) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { price, startY } = drag;
    drag = undefined;
    frame.style.cursor = '';
    if (frame.hasPointerCapture?.(event.pointerId)) frame.releasePointerCapture(event.pointerId);
    if (dropped && price !== undefined && Math.abs(yIn(event) - startY) >= MOVE_THRESHOLD_PX) events.drop(price);
    else events.cancel();
  };
  const onUp = (event: PointerEvent) => end(event, true);
  const onCancel = (event: PointerEvent) => end(event, false);

  frame.addEventListener('pointerdown', onDown, { capture: true });
  frame.addEventListener('pointermove', onMove, { capture: true });
  frame.addEventListener('pointerup', onUp, { capture: true });
  frame.addEventListener('pointercancel', onCancel, { capture: true });
  return () => {
    frame.removeEventListener('pointerdown', onDown, { capture: true });
    frame.removeEventListener('pointermove', onMove, { capture: true });
    frame.removeEventListener('pointerup', onUp, { capture: true });
    frame.removeEventListener('pointercancel', onCancel, { capture: true });
  };
};

import type { PositionLine } from '@streams/perps';
import type { ChartHandle } from './chartHandle';

/** Pointer travel (CSS pixels) under which a press on a line is a click, not a move. */
const MOVE_THRESHOLD_PX = 3;

export interface LineDrop {
  readonly line: PositionLine;
  readonly price: number;
}

/**
 * Dragging TP and SL lines (issue 16 item 5). lightweight-charts' price lines do not move by
 * themselves: a press near one (or on its grip) on the chart takes the pointer before the chart
 * sees it (capture phase; a mouse's compatibility events are cancelled, and scrolling and
 * scaling are off while it drags), moves the line with the pointer through the series' price
 * scale, and hands the price over on release. A press without a move puts the line back.
 * Returns the cleanup.
 */
export const attachLineDrag = (frame: HTMLElement, canvas: HTMLElement, handle: ChartHandle, onDrop: (drop: LineDrop) => void): (() => void) => {
  let drag: { line: PositionLine; pointerId: number; startY: number; price: number } | undefined;
  const yIn = (event: PointerEvent) => event.clientY - canvas.getBoundingClientRect().top;

  const end = (event: PointerEvent, dropped: boolean) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { line, price, startY } = drag;
    drag = undefined;
    handle.setDragging(undefined);
    frame.style.cursor = '';
    if (frame.hasPointerCapture?.(event.pointerId)) frame.releasePointerCapture(event.pointerId);
    if (dropped && Math.abs(yIn(event) - startY) >= MOVE_THRESHOLD_PX && price !== line.price) onDrop({ line, price });
    else handle.release(line.id);
  };

  const onDown = (event: PointerEvent) => {
    if (drag || event.button !== 0 || !(event.target instanceof Node) || !canvas.contains(event.target)) return;
    const y = yIn(event);
    const line = handle.draggableAt(y);
    if (!line) return;
    event.preventDefault();
    event.stopPropagation();
    drag = { line, pointerId: event.pointerId, startY: y, price: line.price };
    handle.setDragging(line.id);
    // Moves outside the chart still reach it (absent where pointer capture is not implemented, e.g. jsdom).
    frame.setPointerCapture?.(event.pointerId);
    frame.style.cursor = 'ns-resize';
  };

  const onMove = (event: PointerEvent) => {
    if (!drag) {
      // Hovering a draggable line says so; anything else may move the view (a drag on the price scale).
      if (event.target instanceof Node && canvas.contains(event.target)) frame.style.cursor = handle.draggableAt(yIn(event)) ? 'ns-resize' : '';
      handle.relayout();
      return;
    }
    if (event.pointerId !== drag.pointerId) return;
    event.stopPropagation();
    const price = handle.priceAt(yIn(event));
    if (price === undefined) return;
    drag.price = price;
    handle.hold(drag.line.id, price);
  };

  const onUp = (event: PointerEvent) => end(event, true);
  const onCancel = (event: PointerEvent) => end(event, false);
  const onWheel = () => handle.relayout();

  frame.addEventListener('pointerdown', onDown, { capture: true });
  frame.addEventListener('pointermove', onMove, { capture: true });
  frame.addEventListener('pointerup', onUp, { capture: true });
  frame.addEventListener('pointercancel', onCancel, { capture: true });
  frame.addEventListener('wheel', onWheel, { passive: true });
  return () => {
    frame.removeEventListener('pointerdown', onDown, { capture: true });
    frame.removeEventListener('pointermove', onMove, { capture: true });
    frame.removeEventListener('pointerup', onUp, { capture: true });
    frame.removeEventListener('pointercancel', onCancel, { capture: true });
    frame.removeEventListener('wheel', onWheel);
  };
};

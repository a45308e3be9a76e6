import { type Rect, type Virtualizer, elementScroll, observeElementRect } from '@tanstack/react-virtual';

/**
 * TanStack Virtual's element options without the two reads and writes that made the browser lay
 * out the whole page in the grid's layout effect, before its rows were rendered (issue 27: ~120–150
 * ms of a phone's first-rows time, and the page was laid out again when the rows came). Spread
 * into `useVirtualizer`'s options; `initialRect` must be tall enough for the first paint.
 */

/** The scroller's size from the ResizeObserver only, after the browser's own layout (the stock one reads it at once). */
const observeRectAfterLayout = <TScroll extends Element, TItem extends Element>(
  instance: Virtualizer<TScroll, TItem>,
  cb: (rect: Rect) => void,
): undefined | (() => void) => {
  const element = instance.scrollElement;
  const ResizeObserverClass = instance.targetWindow?.ResizeObserver;
  if (!element || !ResizeObserverClass) return observeElementRect(instance, cb);
  const observer = new ResizeObserverClass(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

// Scrollers the virtualizer has written to.
const written = new WeakSet<Element>();

/**
 * The stock scroll write, except the first write to a new scroller when it is to the top: the
 * virtualizer mounts by writing its initial offset, and a new element is at the top already.
 */
const scrollSkippingMountWrite = <TScroll extends Element, TItem extends Element>(
  offset: number,
  options: { adjustments?: number | undefined; behavior?: ScrollBehavior | undefined },
  instance: Virtualizer<TScroll, TItem>,
): void => {
  const element = instance.scrollElement;
  if (element && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};

export const withoutForcedLayout = { observeElementRect: observeRectAfterLayout, scrollToFn: scrollSkippingMountWrite };

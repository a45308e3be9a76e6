import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { withoutForcedLayout } from '@/components/virtualWithoutForcedLayout';

/** A scroller whose size reads are counted: each one would make the browser lay the page out. */
const scroller = () => {
  const reads = { count: 0 };
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { get: () => (reads.count++, 390) });
  Object.defineProperty(element, 'clientHeight', { get: () => (reads.count++, 600) });
  const writes: ScrollToOptions[] = [];
  element.scrollTo = ((options: ScrollToOptions) => void writes.push(options)) as typeof element.scrollTo;
  return { element, reads, writes };
};

/** A ResizeObserver the test fires by hand, as the browser does after its layout. */
class HandResizeObserver {
  static last: HandResizeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    HandResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

const instanceOf = (element: HTMLElement, targetWindow: object) =>
  ({ scrollElement: element, targetWindow, options: { horizontal: false, isRtl: false } }) as unknown as Virtualizer<HTMLElement, Element>;

describe('TanStack Virtual without forced layouts', () => {
  it('reads the scroller size only when the ResizeObserver reports it (after the browser laid the page out), never while mounting', () => {
    const { element, reads } = scroller();
    const rects: Rect[] = [];
    const stop = withoutForcedLayout.observeElementRect(instanceOf(element, { ResizeObserver: HandResizeObserver }), (rect) => rects.push(rect));
    expect(reads.count).toBe(0);
    expect(rects).toEqual([]);
    expect(HandResizeObserver.last?.observed).toEqual([element]);
    HandResizeObserver.last?.callback();
    expect(rects).toEqual([{ width: 390, height: 600 }]);
    stop?.();
    expect(HandResizeObserver.last?.observed).toEqual([]);
  });

  it('without a ResizeObserver, falls back to the stock observer, which reads at once', () => {
    const { element, reads } = scroller();
    const rects: Rect[] = [];
    withoutForcedLayout.observeElementRect(instanceOf(element, {}), (rect) => rects.push(rect));
    expect(reads.count).toBeGreaterThan(0);
    expect(rects).toEqual([{ width: 390, height: 600 }]);
  });

  it("skips only the mount's write to the top of a new scroller; every other write goes through", () => {
    const first = scroller();
    const instance = instanceOf(first.element, {});
    withoutForcedLayout.scrollToFn(0, {}, instance);
    expect(first.writes).toEqual([]);
    withoutForcedLayout.scrollToFn(0, {}, instance); // Home, later: a real write
    withoutForcedLayout.scrollToFn(560, { behavior: 'smooth' }, instance);
    expect(first.writes).toEqual([{ top: 0 }, { top: 560, behavior: 'smooth' }]);

    // A new scroller whose first write is not to the top: it goes through.
    const second = scroller();
    withoutForcedLayout.scrollToFn(280, {}, instanceOf(second.element, {}));
    expect(second.writes).toEqual([{ top: 280 }]);
  });
});

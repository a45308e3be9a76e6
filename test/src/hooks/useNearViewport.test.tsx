import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from '@/hooks/useNearViewport';

/** A stand-in IntersectionObserver the test drives: it records what is observed and with which margin. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const Probe = () => {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return <div ref={place}>{near ? 'near' : 'far'}</div>;
};

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
  });

  it('is far until the element comes within 300 px of the screen, then stays near and stops observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe('300px');
    expect(observer?.observed).toEqual([screen.getByText('far')]);
    observer?.fire(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    observer?.fire(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('counts as near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});

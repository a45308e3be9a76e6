import { renderHook } from '@testing-library/react';
import { settledPreloads, useIdlePreload } from '@/hooks/useIdlePreload';

describe('preloading a chunk when the browser is idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once the page has been idle (2 s without requestIdleCallback), and tests can wait for it to settle', async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderHook(() => useIdlePreload(load));
    vi.advanceTimersByTime(1_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    let settled = false;
    const waiting = settledPreloads().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive();
    await waiting;
    expect(settled).toBe(true);
  });

  it('a component unmounted before the browser is idle preloads nothing', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => useIdlePreload(load));
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed preload is not an unhandled rejection: the chunk is asked for again when used', async () => {
    renderHook(() => useIdlePreload(() => Promise.reject(new Error('offline'))));
    vi.advanceTimersByTime(2_000);
    await expect(settledPreloads()).resolves.toBeUndefined();
  });
});

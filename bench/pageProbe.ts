/**
 * Instrumentation injected into the page before it loads (runs in the browser): frame times,
 * long tasks, stream frames and pool updates received, and the time from a frame's arrival to
 * the next painted frame that changed the page.
 */
export const pageProbe = () => {
  const probe = {
    frames: [] as number[],
    longTasks: [] as number[],
    messages: 0,
    updates: 0,
    latencies: [] as number[],
    pending: [] as number[],
    lastMutation: 0,
    reset() {
      this.frames = [];
      this.longTasks = [];
      this.messages = 0;
      this.updates = 0;
      this.latencies = [];
      this.pending = [];
    },
  };
  (window as unknown as { __probe: typeof probe }).__probe = probe;

  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered first, so it sees each frame before the app's handler.
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        probe.messages++;
        let count = 0;
        for (let at = event.data.indexOf('"pool":{'); at !== -1; at = event.data.indexOf('"pool":{', at + 8)) count++;
        if (count > 0) {
          probe.updates += count;
          probe.pending.push(performance.now());
        }
      });
    }
  };

  new MutationObserver(() => {
    probe.lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });

  const tick = (time: number) => {
    probe.frames.push(time);
    // Frames that arrived before the page last changed have been painted by this frame.
    if (probe.pending.length > 0 && probe.lastMutation > 0) {
      const keep: number[] = [];
      for (const arrived of probe.pending) {
        if (arrived <= probe.lastMutation) probe.latencies.push(time - arrived);
        else keep.push(arrived);
      }
      probe.pending = keep;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

import { MAX_BARS } from './intervals';
import { type Bar, type Tick, applyTick } from './liveBars';

/**
 * What a chart series is told, at most once per frame: `reset` replaces every bar (history
 * loaded, or the oldest bars dropped at the cap); `update` passes the bars that changed since,
 * oldest first (nearly always one), each for `series.update(bar)`.
 */
export type ChartEvent = { readonly kind: 'reset'; readonly bars: readonly Bar[] } | { readonly kind: 'update'; readonly bars: readonly Bar[] };

/**
 * One chart series as data: history plus live ticks (the live-bar rule of liveBars.ts). Ticks
 * that arrive while history loads wait and are applied on top of it. Changes accumulate until
 * `take()` turns them into one event.
 */
export class ChartSeries {
  private bars: Bar[] = [];
  private loaded = false;
  private pending: Tick[] = [];
  private resetDue = false;
  private readonly touched = new Map<number, Bar>();

  constructor(private readonly periodSeconds: number) {}

  /** History is being (re)loaded: hold ticks until it arrives. */
  unload(): void {
    this.loaded = false;
  }

  load(bars: readonly Bar[]): void {
    this.bars = bars.slice(-MAX_BARS);
    this.loaded = true;
    this.resetDue = true;
    this.touched.clear();
    const queued = this.pending;
    this.pending = [];
    for (const tick of queued) this.apply(tick);
  }

  tick(tick: Tick): void {
    if (this.loaded) this.apply(tick);
    else if (this.pending.length < MAX_BARS) this.pending.push(tick);
  }

  /** The changes since the last call, as one event; undefined when nothing changed. */
  take(): ChartEvent | undefined {
    if (this.resetDue) {
      this.resetDue = false;
      this.touched.clear();
      return { kind: 'reset', bars: [...this.bars] };
    }
    if (this.touched.size === 0) return undefined;
    const bars = [...this.touched.values()];
    this.touched.clear();
    return { kind: 'update', bars };
  }

  get size(): number {
    return this.bars.length;
  }

  private apply(tick: Tick): void {
    const update = applyTick(this.bars[this.bars.length - 1], tick, this.periodSeconds);
    if (!update) return;
    if (update.isNew) {
      this.bars.push(update.bar);
      if (this.bars.length > MAX_BARS) {
        // A series cannot drop its first bar in place: the chart is reset with the newest bars.
        this.bars.splice(0, this.bars.length - MAX_BARS);
        this.resetDue = true;
      }
    } else {
      this.bars[this.bars.length - 1] = update.bar;
    }
    if (!this.resetDue) this.touched.set(update.bar.time, update.bar);
  }
}

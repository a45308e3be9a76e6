/**
 * A ring of time buckets (a minute or an hour each) in typed-array columns: price OHLC,
 * flows, per-bucket distinct traders and net buyers, holders and liquidity at the close.
 * Cheap to update per trade and to sum over a window, whatever the trade rate.
 */
export const bucketFields = [
  'open',
  'high',
  'low',
  'close',
  'buyVol',
  'sellVol',
  'buys',
  'sells',
  'orgBuyVol',
  'orgSellVol',
  'orgBuyers',
  'traders',
  'netBuyers',
  'holders',
  'liquidity',
] as const;
export type BucketField = (typeof bucketFields)[number];

export class BucketSeries {
  private readonly stamps: Float64Array;
  private readonly columns: Record<BucketField, Float64Array>;
  private latest = -1;

  constructor(
    readonly size: number,
    readonly bucketMs: number,
  ) {
    this.stamps = new Float64Array(size).fill(-1);
    this.columns = Object.fromEntries(bucketFields.map((field) => [field, new Float64Array(size)])) as Record<BucketField, Float64Array>;
  }

  bucketOf(time: number) {
    return Math.floor(time / this.bucketMs);
  }

  /** The newest bucket index written, or -1. */
  latestBucket() {
    return this.latest;
  }

  private slotOf(bucket: number) {
    return bucket % this.size;
  }

  has(bucket: number) {
    return this.stamps[this.slotOf(bucket)] === bucket;
  }

  get(bucket: number, field: BucketField): number {
    return this.has(bucket) ? (this.columns[field][this.slotOf(bucket)] ?? 0) : 0;
  }

  set(bucket: number, field: BucketField, value: number) {
    const slot = this.ensure(bucket);
    this.columns[field][slot] = value;
  }

  add(bucket: number, field: BucketField, value: number) {
    const slot = this.ensure(bucket);
    this.columns[field][slot] = (this.columns[field][slot] ?? 0) + value;
  }

  /** Records a price in its bucket: opens it at the price if new, moves high, low and close. */
  price(bucket: number, price: number) {
    const isNew = !this.has(bucket);
    const slot = this.ensure(bucket);
    const { open, high, low, close } = this.columns;
    if (isNew) {
      open[slot] = price;
      high[slot] = price;
      low[slot] = price;
    } else {
      if (price > (high[slot] ?? 0)) high[slot] = price;
      if (price < (low[slot] ?? Infinity)) low[slot] = price;
    }
    close[slot] = price;
  }

  /** Sum of a field over buckets [from, to] that exist. */
  sum(field: BucketField, from: number, to: number): number {
    let total = 0;
    const column = this.columns[field];
    for (let bucket = Math.max(from, to - this.size + 1); bucket <= to; bucket++) {
      const slot = this.slotOf(bucket);
      if (this.stamps[slot] === bucket) total += column[slot] ?? 0;
    }
    return total;
  }

  /** The first existing bucket in [from, to], if any. */
  firstIn(from: number, to: number): number | undefined {
    for (let bucket = Math.max(from, to - this.size + 1); bucket <= to; bucket++) if (this.has(bucket)) return bucket;
    return undefined;
  }

  /** The last existing bucket at or before `bucket`, within the ring. */
  lastAtOrBefore(bucket: number): number | undefined {
    for (let b = bucket; b > bucket - this.size && b >= 0; b--) if (this.has(b)) return b;
    return undefined;
  }

  /** Existing buckets in [from, to], oldest first. */
  *buckets(from: number, to: number): Generator<number> {
    for (let bucket = Math.max(from, to - this.size + 1); bucket <= to; bucket++) if (this.has(bucket)) yield bucket;
  }

  private ensure(bucket: number): number {
    const slot = this.slotOf(bucket);
    if (this.stamps[slot] !== bucket) {
      this.stamps[slot] = bucket;
      for (const field of bucketFields) this.columns[field][slot] = 0;
    }
    if (bucket > this.latest) this.latest = bucket;
    return slot;
  }
}

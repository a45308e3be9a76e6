/** Balances per trader index, with O(1) random pick of a holder (sellers come from holders). */
export class Holdings {
  private readonly balances = new Map<number, number>();
  private readonly list: number[] = [];
  private readonly index = new Map<number, number>();

  get count() {
    return this.list.length;
  }

  balance(holder: number) {
    return this.balances.get(holder) ?? 0;
  }

  /** Adds (or with a negative amount removes) tokens; a holder at zero leaves the list. */
  change(holder: number, amount: number) {
    const next = Math.max(0, this.balance(holder) + amount);
    if (next <= 1e-9) {
      this.balances.delete(holder);
      const at = this.index.get(holder);
      if (at !== undefined) {
        const last = this.list.pop() as number;
        if (last !== holder) {
          this.list[at] = last;
          this.index.set(last, at);
        }
        this.index.delete(holder);
      }
      return;
    }
    if (!this.balances.has(holder)) {
      this.index.set(holder, this.list.length);
      this.list.push(holder);
    }
    this.balances.set(holder, next);
  }

  /** A holder chosen by `unit` in [0, 1), or undefined when nobody holds. */
  pick(unit: number): number | undefined {
    return this.list[Math.floor(unit * this.list.length)];
  }

  /**
   * The largest holders, biggest first (ties in the order they first held). One pass keeping the
   * best `count`, not a sort of every holder: lists ask this of every token (serialize.ts), and a
   * popular token has thousands of holders.
   */
  top(count: number): { holder: number; amount: number }[] {
    const best: { holder: number; amount: number }[] = [];
    if (count <= 0) return best;
    for (const [holder, amount] of this.balances) {
      if (best.length === count && amount <= (best[count - 1] as { amount: number }).amount) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1] as { amount: number }).amount < amount) at--;
      best.splice(at, 0, { holder, amount });
      if (best.length > count) best.pop();
    }
    return best;
  }

  total() {
    let sum = 0;
    for (const amount of this.balances.values()) sum += amount;
    return sum;
  }
}

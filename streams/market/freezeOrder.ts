import type { OperatorFunction } from 'rxjs';
import { map, scan } from 'rxjs';

export interface FreezeInput<Row extends { readonly key: string }> {
  readonly rows: readonly Row[];
  /** The pointer is over the list: keep the order it saw. */
  readonly frozen: boolean;
  /** The user's own view (sort, filter); a new one applies even while frozen. Compared by identity. */
  readonly view: unknown;
}

export interface FrozenRows<Row> {
  readonly rows: readonly Row[];
  /** Rows that arrived while frozen, not shown yet. */
  readonly waiting: number;
}

interface Frozen {
  readonly order: readonly string[] | null;
  readonly view: unknown;
}

/**
 * Pause on hover (spec 000 §2 lists that hold while the data moves): while `frozen`, the rows
 * keep the order they had when it began; values still update in place, but nothing moves or
 * enters under the pointer. New rows wait and are counted; they appear when it ends. A row that
 * leaves the list leaves the frozen view too.
 */
export const freezeOrder =
  <Row extends { readonly key: string }, In extends FreezeInput<Row>>(): OperatorFunction<In, In & FrozenRows<Row>> =>
  (source) =>
    source.pipe(
      scan(
        (state: Frozen & { readonly out?: In & FrozenRows<Row> }, input: In) => {
          const order = !input.frozen ? null : state.order !== null && state.view === input.view ? state.order : input.rows.map((row) => row.key);
          if (order === null) return { order, view: input.view, out: { ...input, waiting: 0 } };
          const byKey = new Map(input.rows.map((row) => [row.key, row]));
          const shown = order.flatMap((key) => byKey.get(key) ?? []);
          const known = new Set(order);
          return {
            order,
            view: input.view,
            out: { ...input, rows: shown, waiting: input.rows.reduce((count, row) => (known.has(row.key) ? count : count + 1), 0) },
          };
        },
        { order: null, view: undefined },
      ),
      map((state) => state.out as In & FrozenRows<Row>),
    );

import type { BridgeProvider, BridgeRoute } from '../schemas/onboard';

/** One route beside the others: what it costs, what arrives, and how it ranks. */
export interface RouteComparison {
  readonly route: BridgeRoute;
  readonly fee: bigint;
  readonly receive: bigint;
  readonly minimum: bigint;
  /** Under this route's minimum: it cannot take the amount. */
  readonly belowMinimum: boolean;
  /** Delivers the most of the routes that can take the amount (ties: all of them). */
  readonly cheapest: boolean;
  /** Takes the fewest seconds of the routes that can take the amount. */
  readonly fastest: boolean;
}

/**
 * The bridge compare (the 'bridge compare' page): each route for the amount with its fee, what
 * arrives and its time, marked cheapest and fastest among those that can take the amount (a
 * route whose minimum is above it is shown, never marked).
 */
export const compareRoutes = (routes: readonly BridgeRoute[], amount: bigint): RouteComparison[] => {
  const rows = routes.map((route) => {
    const minimum = BigInt(route.minimum);
    return { route, fee: BigInt(route.fee), receive: BigInt(route.receive), minimum, belowMinimum: amount < minimum };
  });
  const usable = rows.filter((row) => !row.belowMinimum);
  const most = usable.reduce((best, row) => (row.receive > best ? row.receive : best), -1n);
  const quickest = Math.min(...usable.map((row) => row.route.seconds));
  return rows.map((row) => ({ ...row, cheapest: !row.belowMinimum && row.receive === most, fastest: !row.belowMinimum && row.route.seconds === quickest }));
};

/**
 * The route to preselect: the one the user chose while it can take the amount, else the one
 * that delivers the most (then the fastest), else none.
 */
export const chosenRoute = (rows: readonly RouteComparison[], choice: BridgeProvider | undefined): RouteComparison | undefined => {
  const picked = rows.find((row) => row.route.provider === choice && !row.belowMinimum);
  if (picked) return picked;
  const usable = rows.filter((row) => !row.belowMinimum);
  return usable.find((row) => row.cheapest && row.fastest) ?? usable.find((row) => row.cheapest);
};

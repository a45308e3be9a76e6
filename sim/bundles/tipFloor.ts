/**
 * The tip floor service (GET /api/v1/bundles/tip_floor): the landed-tip percentiles of recent
 * bundles, in SOL, as the real one answers. On the simulator one number drives them, set from
 * the switchboard; `down` makes the service fail so the client's T28 staleness shows.
 */
export const DEFAULT_TIP_FLOOR_LAMPORTS = 10_000;
const LAMPORTS_PER_SOL = 1e9;

export interface TipFloorState {
  lamports: number;
  down: boolean;
}

export const tipFloorJson = (state: TipFloorState, now: number) => {
  const sol = (multiple: number) => (state.lamports * multiple) / LAMPORTS_PER_SOL;
  return [
    {
      time: new Date(now).toISOString(),
      landed_tips_25th_percentile: sol(0.5),
      landed_tips_50th_percentile: sol(1),
      landed_tips_75th_percentile: sol(2),
      landed_tips_95th_percentile: sol(10),
      landed_tips_99th_percentile: sol(40),
      ema_landed_tips_50th_percentile: sol(1),
    },
  ];
};

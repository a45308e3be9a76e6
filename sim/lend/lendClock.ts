/**
 * Simulated time for accrual: the wall clock since the lend markets opened, plus what
 * POST /__sim/lend/warp added (so a test sees a month of yield in a second).
 */
export const MAX_WARP_MS = 5 * 365 * 24 * 3600 * 1000;

export const createLendClock = (now: () => number) => {
  let openedAt = now();
  let warped = 0;
  return {
    elapsed: () => now() - openedAt + warped,
    warp: (ms: number) => {
      warped = Math.min(MAX_WARP_MS, warped + Math.max(0, ms));
      return warped;
    },
    reset: () => {
      openedAt = now();
      warped = 0;
    },
  };
};

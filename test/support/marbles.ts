/**
 * Marble testing, RxJS-spec style. `marbles(m => …)` gives every test its own TestScheduler
 * (frame counters never leak between tests, RxJS issue #7141). Inside, time operators run
 * on virtual time when they are handed `m.scheduler`.
 */
export { cases, marbles } from 'rxjs-marbles/jest';
export type { Context as MarbleContext } from 'rxjs-marbles/jest';

/**
 * A held socket session watches for silence and reconnects for as long as it is held, so a
 * marble test that holds one never runs out of scheduled work: it flushes only `ms` of virtual
 * time. Tests of sockets pick a budget below the watchdog's (or above it, to test it).
 */
export const flushWithin = (m: { readonly scheduler: { maxFrames: number } }, ms: number): void => {
  m.scheduler.maxFrames = ms;
};

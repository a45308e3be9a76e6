/**
 * Marble testing, RxJS-spec style. `marbles(m => …)` gives every test its own TestScheduler
 * (frame counters never leak between tests, RxJS issue #7141). Inside, time operators run
 * on virtual time when they are handed `m.scheduler`.
 */
export { cases, marbles } from 'rxjs-marbles/jest';
export type { Context as MarbleContext } from 'rxjs-marbles/jest';

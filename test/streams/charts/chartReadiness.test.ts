import { createChartReadiness } from '@streams/charts/chartReadiness';
import { BehaviorSubject, timer } from 'rxjs';
import { marbles } from '../../support/marbles';

describe('chart loading overlay (T33)', () => {
  it(
    'the library is checked every 1 s; the overlay goes 250 ms after library and data are both ready; new data loading (a new interval) brings it back',
    marbles((m) => {
      const data = new BehaviorSubject(false);
      timer(500, m.scheduler).subscribe(() => data.next(true));
      // The interval changes at 4 s: its feed loads for 300 ms.
      timer(4000, m.scheduler).subscribe(() => data.next(false));
      timer(4300, m.scheduler).subscribe(() => data.next(true));
      const checks: number[] = [];
      const readiness = createChartReadiness({
        scheduler: m.scheduler,
        // the script finishes loading at 2.5 s: seen by the check at 3 s
        isLibraryLoaded: () => (checks.push(m.scheduler.now()), m.scheduler.now() >= 2500),
        dataReady$: data,
      });
      m.expect(readiness.overlay$, '^ 5000ms !').toBeObservable('l 3249ms r 749ms l 549ms r', { l: 'loading', r: 'ready' });
      m.flush();
      // Once loaded, the library is not checked again.
      expect(checks).toEqual([0, 1000, 2000, 3000]);
    }),
  );

  it(
    'data that is ready only after the library: the overlay goes 250 ms after the data',
    marbles((m) => {
      const data = new BehaviorSubject(false);
      timer(1500, m.scheduler).subscribe(() => data.next(true));
      const readiness = createChartReadiness({ scheduler: m.scheduler, isLibraryLoaded: () => true, dataReady$: data });
      m.expect(readiness.overlay$, '^ 3000ms !').toBeObservable('l 1749ms r', { l: 'loading', r: 'ready' });
    }),
  );

  it(
    'closing the chart stops the checks and lets go of the data (subscription logs)',
    marbles((m) => {
      const check = m.time('1000ms |'); // T33
      const data = m.cold('f', { f: false });
      const checks: number[] = [];
      // A library that never loads: the checks would go on for as long as the overlay is watched.
      const readiness = createChartReadiness({ scheduler: m.scheduler, isLibraryLoaded: () => (checks.push(m.scheduler.now()), false), dataReady$: data });
      const close = 2 * check + 200;
      m.expect(readiness.overlay$, `^ ${close - 1}ms !`).toBeObservable('l', { l: 'loading' });
      m.expect(data).toHaveSubscriptions([`^ ${close - 1}ms !`]);
      m.flush();
      // None after the chart closed at 2,200 ms.
      expect(checks).toEqual([0, check, 2 * check]);
    }),
  );
});

import { createChartReadiness } from '@streams/charts/chartReadiness';
import { BehaviorSubject, timer } from 'rxjs';
import { marbles } from '../../support/marbles';

describe('chart loading overlay (T33)', () => {
  it(
    'the library is checked every 1 s; the overlay goes 250 ms after library and data are both ready; a restart brings it back',
    marbles((m) => {
      const data = new BehaviorSubject(false);
      timer(500, m.scheduler).subscribe(() => data.next(true));
      const checks: number[] = [];
      const readiness = createChartReadiness({
        scheduler: m.scheduler,
        // the script finishes loading at 2.5 s: seen by the check at 3 s
        isLibraryLoaded: () => (checks.push(m.scheduler.now()), m.scheduler.now() >= 2500),
        dataReady$: data,
      });
      timer(4000, m.scheduler).subscribe(() => readiness.restart());
      m.expect(readiness.overlay$, '^ 5000ms !').toBeObservable('l 3249ms r 749ms l 249ms r', { l: 'loading', r: 'ready' });
      m.flush();
      expect(checks).toEqual([0, 1000, 2000, 3000, 4000]);
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
});

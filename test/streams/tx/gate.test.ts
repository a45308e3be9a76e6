import { TX_BUSY_MESSAGE, createTxGate } from '@streams/tx/gate';
import { mergeMap } from 'rxjs';
import { marbles } from '../../support/marbles';

describe('transaction gate: one write at a time', () => {
  it(
    'a second submit while one runs is refused at once; after it ends, the next one runs',
    marbles((m) => {
      const gate = createTxGate();
      const work = () => m.cold('--r|');
      const submits = m.hot('  a-b---c', { a: 'a', b: 'b', c: 'c' });
      const results = submits.pipe(mergeMap((name) => gate.submit(work(), () => `refused ${name}`)));
      m.expect(results).toBeObservable('--(xr)--r', { r: 'r', x: 'refused b' });
      // Watched from frame 1: busy while a runs (0–3) and while c runs (6–9), never for b.
      m.expect(gate.busy$, '-^').toBeObservable('-t-f--t--f', { t: true, f: false });
      expect(TX_BUSY_MESSAGE).toMatch(/in progress/);
    }),
  );

  it(
    'a refused submit never starts its work; an accepted one runs once, to its end (subscription logs)',
    marbles((m) => {
      const gate = createTxGate();
      const [a, b, c] = [m.cold('--r|'), m.cold('--r|'), m.cold('--r|')];
      const works = new Map([
        ['a', a],
        ['b', b],
        ['c', c],
      ]);
      const submits = m.hot('  a-b---c', { a: 'a', b: 'b', c: 'c' });
      const results = submits.pipe(mergeMap((name) => gate.submit(works.get(name) ?? m.cold('#'), () => `refused ${name}`)));
      m.expect(results).toBeObservable('--(xr)--r', { r: 'r', x: 'refused b' });
      m.expect(a).toHaveSubscriptions('^--!');
      // b came while a ran: refused in the stream, its work never subscribed (nothing was built or signed).
      m.expect(b).toHaveSubscriptions([]);
      m.expect(c).toHaveSubscriptions('------^--!');
    }),
  );

  it(
    'held work (a transaction resumed after a reload) keeps the gate closed until it ends',
    marbles((m) => {
      const gate = createTxGate();
      gate.hold(m.cold('-----|')).subscribe();
      const attempt = m.cold('--a|').pipe(mergeMap(() => gate.submit(m.cold('(r|)'), () => 'refused')));
      const later = m.cold('-------a|').pipe(mergeMap(() => gate.submit(m.cold('(r|)'), () => 'refused')));
      m.expect(attempt).toBeObservable('--x|', { x: 'refused' });
      m.expect(later).toBeObservable('-------r|', { r: 'r' });
    }),
  );
});

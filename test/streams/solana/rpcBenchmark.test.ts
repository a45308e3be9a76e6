import { latencyTone, rpcLatencies$ } from '@streams/solana/rpcBenchmark';
import { type Observable, map, throwError } from 'rxjs';
import { flushWithin, marbles } from '../../support/marbles';

const A = 'http://127.0.0.1:8899';
const B = 'http://127.0.0.1:8898';

describe('the RPC benchmark (T36)', () => {
  it(
    'pings every choice at once every 5,000 ms and measures each answer; a failure or 5 s of silence is down',
    marbles((m) => {
      const answers: Record<string, () => Observable<void>> = {
        [A]: () => m.cold<void>('40ms (a|)', { a: undefined }),
        [B]: () => m.cold<void>('-'),
      };
      const pings: string[] = [];
      const ping = (url: string) => {
        pings.push(`${m.scheduler.now()}:${url === A ? 'A' : 'B'}`);
        return answers[url]?.() ?? throwError(() => new Error('no such RPC'));
      };
      flushWithin(m, 10_001);
      const rounds: string[] = [];
      rpcLatencies$([A, B], ping, m.scheduler).subscribe((latencies) => rounds.push(`${m.scheduler.now()}: A ${latencies.get(A)} B ${latencies.get(B)}`));
      m.flush();
      // the round waits for B to be given up on (5 s); the next tick, due then, starts the next round
      expect(rounds).toEqual(['5000: A 40 B down', '10000: A 40 B down']);
      expect(pings).toEqual(['0:A', '0:B', '5000:A', '5000:B', '10000:A', '10000:B']);
    }),
  );

  it(
    'closing the RPC settings stops the benchmark: the pings in flight are cancelled and no round starts again',
    marbles((m) => {
      const period = m.time('5000ms |'); // T36
      const quick = m.cold<void>('40ms (a|)', { a: undefined });
      const silent = m.cold<void>('-');
      const pings: string[] = [];
      const ping = (url: string) => {
        pings.push(`${m.scheduler.now()}:${url === A ? 'A' : 'B'}`);
        return url === A ? quick : silent;
      };
      const rounds = rpcLatencies$([A, B], ping, m.scheduler).pipe(map((latencies) => `A ${latencies.get(A)} B ${latencies.get(B)}`));
      // Watched from 0 to 7,000: the first round ends when B is given up on at 5,000; the second is cut short at 7,000.
      const closed = period + 2000;
      m.expect(rounds, `^ ${closed - 1}ms !`).toBeObservable(`${period}ms r`, { r: 'A 40 B down' });
      m.expect(quick).toHaveSubscriptions(['^ 39ms !', `${period}ms ^ 39ms !`]);
      m.expect(silent).toHaveSubscriptions([`^ ${period - 1}ms !`, `${period}ms ^ ${closed - period - 1}ms !`]);
      m.flush();
      expect(pings).toEqual(['0:A', '0:B', `${period}:A`, `${period}:B`]);
    }),
  );

  it('colours: green under 100 ms, amber under 200 ms, else red', () => {
    expect([99, 100, 199, 200, 'down' as const, undefined].map(latencyTone)).toEqual(['good', 'fair', 'fair', 'poor', 'poor', undefined]);
  });
});

import { latencyTone, rpcLatencies$ } from '@streams/solana/rpcBenchmark';
import { type Observable, throwError } from 'rxjs';
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

  it('colours: green under 100 ms, amber under 200 ms, else red', () => {
    expect([99, 100, 199, 200, 'down' as const, undefined].map(latencyTone)).toEqual(['good', 'fair', 'fair', 'poor', 'poor', undefined]);
  });
});

import { HttpNetworkError, HttpSchemaError, HttpStatusError, HttpTimeoutError } from '@streams/core/httpErrors';
import { choiceLatencies$, latencyProblem, latencyText, latencyTone, rpcLatencies$ } from '@streams/solana/rpcBenchmark';
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
    expect([99, 100, 199, 200, 'down' as const, 'unhealthy' as const, undefined].map(latencyTone)).toEqual([
      'good',
      'fair',
      'fair',
      'poor',
      'poor',
      'poor',
      undefined,
    ]);
  });

  it.each<[string, Error, 'down' | 'unhealthy']>([
    ['unreachable (fetch failed)', new HttpNetworkError('Solana RPC', A, new TypeError('Failed to fetch')), 'down'],
    ['no answer in time', new HttpTimeoutError('Solana RPC', A, 5000), 'down'],
    ['unavailable (503)', new HttpStatusError('Solana RPC', A, 503, '', undefined, undefined), 'down'],
    ['rate limited (429)', new HttpStatusError('Solana RPC', A, 429, '', undefined, undefined), 'down'],
    ['no RPC at that path (404)', new HttpStatusError('Solana RPC', A, 404, '', '<html>', undefined), 'unhealthy'],
    ['a key refused (401)', new HttpStatusError('Solana RPC', A, 401, '', undefined, undefined), 'unhealthy'],
    ['a body that is not JSON-RPC', new HttpSchemaError('Solana RPC', A, 'health', []), 'unhealthy'],
    ['a node that says it is unhealthy', new Error('unhealthy'), 'unhealthy'],
  ])('a ping that fails with %s is %s, with what is wrong in words', (_name, error, expected) =>
    marbles((m) => {
      const rounds = rpcLatencies$([A], () => throwError(() => error), m.scheduler).pipe(map((latencies) => latencies.get(A)));
      m.expect(rounds, '^ 1ms !').toBeObservable('r', { r: expected });
      m.flush();
      expect(latencyText(expected)).toBe(expected === 'down' ? 'down' : 'error');
      expect(latencyProblem(expected)).toBe(
        expected === 'down' ? 'No answer: the RPC is unreachable or took more than 5 s.' : 'It answers, but not as a healthy Solana RPC: check the URL.',
      );
    })(),
  );

  it('as text: milliseconds rounded, down, error, and … before the first answer', () => {
    expect([42.4, 'down' as const, 'unhealthy' as const, undefined].map(latencyText)).toEqual(['42 ms', 'down', 'error', '…']);
    expect(latencyProblem(42)).toBeUndefined();
  });

  it(
    'a list that changes (a custom RPC saved) starts a new round at once, the new one included; the same list again changes nothing',
    marbles((m) => {
      const C = 'http://localhost:8899';
      const urls$ = m.hot<readonly string[]>('a 99ms b 99ms c', { a: [A], b: [A, C], c: [A, C] });
      const ping = () => m.cold<void>('10ms (a|)', { a: undefined });
      flushWithin(m, 5_000);
      const rounds = choiceLatencies$(urls$, ping, m.scheduler).pipe(map((latencies) => [...latencies.keys()].join(' ')));
      m.expect(rounds).toBeObservable('10ms x 99ms y', { x: A, y: `${A} ${C}` });
    }),
  );
});

import type { Tx } from '@streams/schemas/market';
import { olderTrades$ } from '@streams/tokenPage/tradeHistory';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const tx = (hash: string) => ({ txHash: hash }) as Tx;

describe('older trades on scroll', () => {
  it(
    'each scroll near the end loads the next page once; scrolls while one loads are ignored; the end stops it',
    marbles((m) => {
      const asked: string[] = [];
      const pages: Record<string, { txs: Tx[]; next: string | undefined }> = {
        c1: { txs: [tx('a'), tx('b')], next: 'c2' },
        c2: { txs: [tx('b'), tx('c')], next: undefined },
      };
      const page = (next: string) => {
        asked.push(next);
        return m.cold('--(p|)', { p: pages[next] ?? { txs: [], next: undefined } });
      };
      const more$ = m.cold('-xx---x---x', { x: undefined });
      const text$ = olderTrades$('c1', more$, page).pipe(
        map((state) => `${state.trades.map((trade) => trade.txHash).join('')}${state.loading ? '…' : ''}${state.next ? '' : '.'}`),
      );
      m.expect(text$).toBeObservable('il-p--x-q', { i: '', l: '…', p: 'ab', x: 'ab…', q: 'abc.' });
      m.flush();
      expect(asked).toEqual(['c1', 'c2']);
    }),
  );
});

describe('older trades: a failed page', () => {
  it(
    'is kept to retry on the next scroll',
    marbles((m) => {
      let calls = 0;
      const page = () => (calls++ === 0 ? m.cold<never>('----#') : m.cold('-(p|)', { p: { txs: [tx('z')], next: undefined } }));
      const text$ = olderTrades$('c1', m.cold('x-----x', { x: undefined }), page).pipe(
        map((state) => (state.failed ? 'failed' : state.trades.map((trade) => trade.txHash).join('') || (state.loading ? 'loading' : 'none'))),
      );
      m.expect(text$).toBeObservable('(il)f-lz', { i: 'none', l: 'loading', f: 'failed', z: 'z' });
    }),
  );
});

describe('older trades: the page request (subscription logs)', () => {
  it(
    'a scroll while a page loads does not ask it again, and leaving the list cancels the page in flight',
    marbles((m) => {
      const answer = m.cold('---(p|)', { p: { txs: [tx('a')], next: 'c2' } });
      const asked: string[] = [];
      const page = (next: string) => (asked.push(next), answer);
      // Scrolled at 1 (answered at 4), again at 3 (ignored), again at 7; the list leaves at 9.
      const more$ = m.hot('-x-x---x', { x: undefined });
      const text$ = olderTrades$('c1', more$, page).pipe(map((state) => `${state.trades.map((trade) => trade.txHash).join('')}${state.loading ? '…' : ''}`));
      m.expect(text$, '^ 8ms !').toBeObservable('il--p--L', { i: '', l: '…', p: 'a', L: 'a…' });
      m.expect(answer).toHaveSubscriptions(['-^ 2ms !', '7ms ^ 1ms !']);
      m.flush();
      expect(asked).toEqual(['c1', 'c2']);
    }),
  );
});

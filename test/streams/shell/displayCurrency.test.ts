import type { ResourceState } from '@streams/core/cachedResource';
import { createMemoryStorage } from '@streams/core/ports';
import { SOL_MINT } from '@streams/search/builtinTokens';
import { createDisplayCurrency } from '@streams/shell/displayCurrency';
import { DEFAULT_CURRENCY_KEY } from '@streams/shell/displayCurrency';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const ready = (value: number): ResourceState<number | undefined> => ({ status: 'ready', value, updatedAt: 0, stale: false, refreshing: false });

describe('Default Currency: the denomination values show in', () => {
  it(
    'USD by default; SOL at its live price once the user picks SOL (USD until the price is known); back to USD',
    marbles((m) => {
      const storage = createMemoryStorage();
      const asked: string[] = [];
      const prices = {
        price$: (mint: string): Observable<ResourceState<number | undefined>> => {
          asked.push(mint);
          return m.cold('a 9ms b 9ms c', { a: { status: 'loading' }, b: ready(200), c: ready(210) });
        },
      };
      const currency = createDisplayCurrency({ storage, logger: createRecordingLogger(), prices });
      m.scheduler.schedule(() => currency.choice.update({ currency: 'SOL' }), 5);
      m.scheduler.schedule(() => currency.choice.update({ currency: 'USDC' }), 30);
      const text$ = currency.denomination$.pipe(map((value) => (value.currency === 'USD' ? 'usd' : `sol@${value.solPriceUsd}`)));
      // the loading price at 5 ms repeats USD: not emitted again
      m.expect(text$, '^ 40ms !').toBeObservable('u 14ms b 9ms c 4ms u', { u: 'usd', b: 'sol@200', c: 'sol@210' });
      m.flush();
      expect(asked).toEqual([SOL_MINT]);
      expect(JSON.parse(storage.getItem(DEFAULT_CURRENCY_KEY) ?? '{}')).toEqual({ currency: 'USDC' });
    }),
  );
});

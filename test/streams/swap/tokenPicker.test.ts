import type { VerifiedListState } from '@streams/prices/verifiedTokens';
import type { SearchState } from '@streams/search/search';
import type { SearchItem } from '@streams/search/searchItem';
import type { Asset } from '@streams/schemas/asset';
import { type TokenPickerView, createTokenPicker } from '@streams/swap/tokenPicker';
import { USDC_MINT } from '@streams/swap/addresses';
import { BehaviorSubject, NEVER, type Observable, map, of, startWith, switchMap } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const WOOF = 'Woof111111111111111111111111111111111111111';
const ODD = 'Odd1111111111111111111111111111111111111111';

const item = (id: string, symbol: string): SearchItem => ({
  id,
  symbol,
  name: symbol,
  icon: undefined,
  isVerified: true,
  mcap: undefined,
  liquidity: undefined,
  organicScore: undefined,
  organicScoreLabel: undefined,
  volume24h: undefined,
  usdPrice: undefined,
  launchpad: undefined,
  unsupported: false,
});

/** Search answers 3 frames after the text (the real debounce is pinned in search's own tests, T03); it finds SOL and Bonk too, which the local list has. */
const fakeResults = (m: MarbleContext) => (text$: Observable<string>) =>
  text$.pipe(
    switchMap((text): Observable<SearchState> =>
      text.trim() === ''
        ? of({ status: 'idle' })
        : m.cold('---r', {
            r: {
              status: 'ready',
              query: { kind: 'text', text },
              items: [item('So11111111111111111111111111111111111111112', 'SOL'), item(BONK, 'BONK'), item(WOOF, 'WOOF'), item(ODD, 'ODD')],
              moreResults: [],
              stale: false,
            } as unknown as SearchState,
          }),
    ),
    startWith<SearchState>({ status: 'idle' }),
  );

const asset = (id: string, symbol: string, decimals: number | null) => ({ id, name: symbol, symbol, decimals, icon: null, tags: [] }) as unknown as Asset;

const setup = (m: MarbleContext) => {
  const logger = createRecordingLogger();
  const picker = createTokenPicker({
    results$: fakeResults(m),
    verified$: of({ status: 'ready', tokens: [], source: 'network' } as const),
    // WOOF has decimals; ODD's are unknown to the token service (amounts cannot become base units)
    info$: (mint) => m.cold('--a|', { a: mint === WOOF ? asset(WOOF, 'WOOF', 5) : asset(ODD, 'ODD', null) }),
    logger,
  });
  return { picker, logger };
};

const symbols = (view: TokenPickerView) => view.choices.map((choice) => `${choice.symbol}${choice.unsupported ? '!' : ''}`).join(',');

describe('the token picker model', () => {
  it(
    'filters the local list at once as the text changes; search answers follow, each token once',
    marbles((m) => {
      const { picker } = setup(m);
      m.scheduler.schedule(() => picker.setText('o'), 2);
      m.expect(picker.view$(of(undefined)).pipe(map((view) => `${view.text}:${symbols(view)}:${view.searching ? 'searching' : ''}`))).toBeObservable('a-b--c', {
        a: ':SOL,USDC,USDT,JUP,Bonk:',
        b: 'o:SOL,USDC,Bonk:searching',
        c: 'o:SOL,USDC,Bonk,WOOF,ODD:',
      });
    }),
  );

  it(
    'a searched token is looked up before it is picked; one the app cannot use is marked unsupported and logged',
    marbles((m) => {
      const { picker, logger } = setup(m);
      const views: string[] = [];
      picker.view$(of(undefined)).subscribe((view) => views.push(symbols(view)));
      m.scheduler.schedule(() => picker.setText('o'), 1);
      const woof = { id: WOOF, symbol: 'WOOF', name: 'WOOF', icon: undefined, trust: { level: 'verified' }, token: undefined, balance: undefined } as const;
      m.scheduler.schedule(() => picker.pick(woof), 10);
      m.scheduler.schedule(() => picker.pick({ ...woof, id: ODD, symbol: 'ODD' }), 20);
      m.expect(picker.picked$.pipe(map((token) => `${token.symbol}/${token.decimals}`))).toBeObservable('------------a', { a: 'WOOF/5' });
      m.flush();
      expect(views.at(-1)).toBe('SOL,USDC,Bonk,WOOF,ODD!');
      expect(logger.messages('warn')).toEqual(['A token without usable decimals cannot be picked']);
      expect(logger.entries.map((entry) => entry.context)).toEqual([{ mint: ODD }]);
    }),
  );

  it(
    'a token already known is picked at once; reset empties the text; dispose drops a lookup in flight',
    marbles((m) => {
      const { picker } = setup(m);
      const picked: string[] = [];
      picker.picked$.subscribe((token) => picked.push(token.symbol));
      let last: TokenPickerView | undefined;
      picker.view$(of(undefined)).subscribe((view) => (last = view));
      const sol = last?.choices[0];
      if (sol) picker.pick(sol);
      picker.setText('bonk');
      picker.reset();
      picker.pick({ id: WOOF, symbol: 'WOOF', name: 'WOOF', icon: undefined, trust: { level: 'verified' }, token: undefined, balance: undefined });
      picker.dispose();
      m.flush();
      expect(picked).toEqual(['SOL']);
      expect(last?.text).toBe('');
    }),
  );
});

/** A picker whose search state and verified list the test sets directly (whatever the text). */
const driven = (verified$: Observable<VerifiedListState> = of({ status: 'ready', tokens: [], source: 'network' })) => {
  const results = new BehaviorSubject<SearchState>({ status: 'idle' });
  const picker = createTokenPicker({ results$: () => results, verified$, info$: () => NEVER, logger: createRecordingLogger() });
  let last: TokenPickerView | undefined;
  picker.view$(of(undefined)).subscribe((view) => (last = view));
  const shown = (text: string) => {
    picker.setText(text);
    return last ? symbols(last) : 'no view';
  };
  const searching = (text: string) => {
    picker.setText(text);
    return last?.searching;
  };
  return { results, shown, searching };
};

const answered = (text: string, items: readonly SearchItem[]): SearchState => ({
  status: 'ready',
  query: { text, exact: false, isAddress: false },
  items,
  moreResults: [],
  stale: false,
});

describe('what the token picker lists for the typed text', () => {
  it('matches symbols whatever their case, with the spaces around the text ignored', () => {
    const { shown } = driven();
    expect(shown('usdc')).toBe('USDC');
    expect(shown('USDC')).toBe('USDC');
    expect(shown('  uSdT ')).toBe('USDT');
    expect(shown('bonk')).toBe('Bonk');
  });

  it('matches names too (USD Coin, Jupiter), and nothing when no symbol or name has the text', () => {
    const { shown } = driven();
    expect(shown('coin')).toBe('USDC');
    expect(shown('JUPITER')).toBe('JUP');
    expect(shown('xyz')).toBe('');
  });

  it('finds a token by its pasted address, spaces around it included', () => {
    const { shown } = driven();
    expect(shown(` ${USDC_MINT} `)).toBe('USDC');
    expect(shown(USDC_MINT.toLowerCase())).toBe('');
  });

  it('lists every local choice for an empty or blank text', () => {
    const { shown } = driven();
    expect(shown('')).toBe('SOL,USDC,USDT,JUP,Bonk');
    expect(shown('   ')).toBe('SOL,USDC,USDT,JUP,Bonk');
  });

  it('offers the verified list’s tokens once it has loaded, not while it loads or after it failed', () => {
    const woof = { address: WOOF, name: 'Woof', symbol: 'WOOF', decimals: 5, tags: ['verified'] };
    expect(driven(of({ status: 'ready', tokens: [woof], source: 'cache' })).shown('woof')).toBe('WOOF');
    expect(driven(NEVER).shown('woof')).toBe('');
    expect(driven(of({ status: 'error', error: new Error('offline') })).shown('woof')).toBe('');
  });

  it('never shows search answers for an empty or blank text, even a stale answer still held', () => {
    const { results, shown } = driven();
    results.next(answered('w', [item(WOOF, 'WOOF')]));
    expect(shown('')).toBe('SOL,USDC,USDT,JUP,Bonk');
    expect(shown('  ')).toBe('SOL,USDC,USDT,JUP,Bonk');
    expect(shown('w')).toBe('WOOF');
  });

  it('says a search is under way while it loads, or while typed text waits for it; not for a blank text or once answered', () => {
    const { results, searching } = driven();
    expect(searching('')).toBe(false);
    expect(searching('   ')).toBe(false);
    expect(searching('w')).toBe(true);
    results.next({ status: 'loading', query: { text: 'w', exact: false, isAddress: false } });
    expect(searching('w')).toBe(true);
    expect(searching('')).toBe(true);
    results.next(answered('w', []));
    expect(searching('w')).toBe(false);
    results.next({ status: 'error', query: { text: 'w', exact: false, isAddress: false }, message: 'Search failed' });
    expect(searching('w')).toBe(false);
  });
});

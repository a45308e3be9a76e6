import { createHttpClient } from '@streams/core/http';
import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { Asset } from '@streams/schemas/asset';
import type { SwapRequest, SwapState } from '@streams/swap/executeSwap';
import { type QuoteState, createQuotes } from '@streams/swap/quotes';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import { type SwapFormDeps, type SwapFormState, createSwapForm } from '@streams/swap/swapForm';
import { choiceOf } from '@streams/swap/swapFormReducer';
import type { SwapUrlResult } from '@streams/swap/urlResolution';
import { type Observable, NEVER, combineLatest, debounceTime, distinctUntilChanged, map, of, switchMap, tap } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { assetOf, JUP, QUICK_WALLET, quickSigner, quoteFor, SOL, SWAP_API, USDC } from './fixtures';

const asset = assetOf;
const SOL_ASSET = asset(SOL, 'SOL', 9);
const USDC_ASSET = asset(USDC, 'USDC', 6);
const JUP_ASSET = asset(JUP, 'JUP', 6);
const signer = quickSigner;
const connected = QUICK_WALLET;
const holdings = [{ mint: SOL, native: true, amount: 2_000_000_000n } as HoldingRow];
const SOL_USDC: SwapUrlResult = { kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' };

interface Setup {
  readonly lastPair?: { get(): string | undefined; set(path: string): void };
  readonly resolve?: (pathname: string) => Observable<SwapUrlResult>;
  readonly quote?: (amount: bigint) => Observable<QuoteState>;
  /** The whole quote pipeline, instead of the fake that answers each amount. */
  readonly quote$?: SwapFormDeps['quote$'];
  readonly swap?: Observable<SwapState>;
  readonly holdings$?: Observable<readonly HoldingRow[] | undefined>;
}

const setup = (_m: MarbleContext, options: Setup = {}) => {
  const resolved: string[] = [];
  const quoted: string[] = [];
  const executed: SwapRequest[] = [];
  const form = createSwapForm({
    resolveUrl: (input) => {
      resolved.push(input.pathname);
      return options.resolve?.(input.pathname) ?? of(SOL_USDC);
    },
    quote$:
      options.quote$ ??
      (({ amount$ }) =>
        amount$.pipe(
          tap((amount) => quoted.push(String(amount))),
          switchMap((amount) =>
            amount === 0n
              ? of<QuoteState>({ status: 'idle' })
              : (options.quote?.(amount) ?? of<QuoteState>({ status: 'ready', request: {} as never, quote: quoteFor(amount), fetchedAt: 0 })),
          ),
        )),
    execute: (request) => {
      executed.push(request);
      return options.swap ?? of<SwapState>({ status: 'settled', label: 'Swap', signature: 's', slot: 1, result: undefined });
    },
    settings: () => DEFAULT_SWAP_SETTINGS,
    dynamicSlippage: () => true,
    wallet$: of(connected),
    signer: () => signer,
    holdings$: () => options.holdings$ ?? of(holdings),
    ...(options.lastPair ? { lastPair: options.lastPair } : {}),
  });
  return { form, resolved, quoted, executed };
};

/** What the user does, at a virtual time: the page's address, typing, the buttons. */
const at = (m: MarbleContext, frame: number, act: () => void) => m.scheduler.schedule(act, frame);

const brief = (state: SwapFormState) =>
  `${state.sell?.symbol ?? '-'}/${state.buy?.symbol ?? '-'} ${state.amountText || '0'} ${state.button.label}${state.address ? ` →${state.address.path}` : ''}`;

/**
 * The form as the page renders it: the last state of each frame (a change reaches the form's
 * parts one after the other within a frame), one line per change. With every input at hand,
 * the form's first state goes to its own wiring before the page subscribes: the page sees the
 * form from the first event on (the page sends its address at once).
 */
const settled =
  (m: MarbleContext) =>
  <T>(view: (state: SwapFormState) => T, state$: Observable<SwapFormState>, same: (a: T, b: T) => boolean = (a, b) => a === b): Observable<T> =>
    state$.pipe(map(view), debounceTime(0, m.scheduler), distinctUntilChanged(same));

const briefs = (m: MarbleContext, state$: Observable<SwapFormState>) => settled(m)(brief, state$);

describe('the swap form stream', () => {
  it(
    'resolves the address once, asks for its canonical form, and does not resolve the address it wrote',
    marbles((m) => {
      const answer = m.cold<SwapUrlResult>('-(r|)', { r: SOL_USDC });
      const { form, resolved } = setup(m, { resolve: () => answer });
      // The page opens /swap?sell=SOL&buy=USDC at 10; the answer comes at 11; the page follows the form's address at 20.
      m.expect(briefs(m, form.state$), '^ 49ms !').toBeObservable('11ms b', {
        b: 'SOL/USDC 0 Enter an amount →/swap/SOL-USDC',
      });
      at(m, 10, () => form.location({ pathname: '/swap', search: '?sell=SOL&buy=USDC', pair: undefined }));
      // The form wrote it, so nothing is resolved again.
      at(m, 20, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      m.expect(answer).toHaveSubscriptions('10ms ^!');
      m.flush();
      expect(resolved).toEqual(['/swap']);
    }),
  );

  it(
    'a newer address cancels the resolution still in flight: only the newer pair is shown',
    marbles((m) => {
      const slow = m.cold<SwapUrlResult>('----------(r|)', {
        r: { kind: 'resolved', sell: JUP_ASSET, buy: SOL_ASSET, inAmount: undefined, path: '/swap/JUP-SOL' },
      });
      const quick = m.cold<SwapUrlResult>('-(r|)', { r: SOL_USDC });
      const { form, resolved } = setup(m, { resolve: (pathname) => (pathname === '/swap/JUP-SOL' ? slow : quick) });
      // JUP-SOL is opened at 10 and still resolving when the user goes to SOL-USDC at 15.
      m.expect(briefs(m, form.state$), '^ 49ms !').toBeObservable('16ms b', { b: 'SOL/USDC 0 Enter an amount' });
      at(m, 10, () => form.location({ pathname: '/swap/JUP-SOL', search: '', pair: 'JUP-SOL' }));
      at(m, 15, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      m.expect(slow).toHaveSubscriptions('10ms ^ 4ms !');
      m.expect(quick).toHaveSubscriptions('15ms ^!');
      m.flush();
      expect(resolved).toEqual(['/swap/JUP-SOL', '/swap/SOL-USDC']);
    }),
  );

  it(
    'a bare /swap keeps its address; an address the user opens later is resolved',
    marbles((m) => {
      const bare = m.cold<SwapUrlResult>('(r|)', { r: { kind: 'default', sell: SOL_ASSET, buy: USDC_ASSET, path: '/swap/SOL-USDC', reason: 'bare' } });
      const jupSol = m.cold<SwapUrlResult>('(r|)', { r: { kind: 'resolved', sell: JUP_ASSET, buy: SOL_ASSET, inAmount: '3', path: '/swap/JUP-SOL' } });
      const { form, resolved } = setup(m, { resolve: (pathname) => (pathname === '/swap' ? bare : jupSol) });
      // No address is written for the bare /swap (no arrow in b); the one opened at 20 is made canonical.
      m.expect(briefs(m, form.state$), '^ 49ms !').toBeObservable('10ms b 9ms c', {
        b: 'SOL/USDC 0 Enter an amount',
        c: 'JUP/SOL 3 Insufficient JUP →/swap/JUP-SOL',
      });
      at(m, 10, () => form.location({ pathname: '/swap', search: '', pair: undefined }));
      at(m, 20, () => form.location({ pathname: '/swap/JUP-SOL', search: '?inAmount=3', pair: 'JUP-SOL' }));
      m.expect(bare).toHaveSubscriptions('10ms (^!)');
      m.expect(jupSol).toHaveSubscriptions('20ms (^!)');
      m.flush();
      expect(resolved).toEqual(['/swap', '/swap/JUP-SOL']);
    }),
  );

  it(
    'picking and flipping move the pair and the address, and the quote follows the amount',
    marbles((m) => {
      const { form, resolved, quoted } = setup(m);
      m.expect(briefs(m, form.state$), '^ 49ms !').toBeObservable('10ms b 9ms c 9ms d 9ms e', {
        b: 'SOL/USDC 0 Enter an amount',
        c: 'SOL/USDC 1 Swap',
        d: 'USDC/SOL 1 Insufficient USDC →/swap/USDC-SOL',
        // The wallet holds no JUP: the button says so.
        e: 'JUP/SOL 1 Insufficient JUP →/swap/JUP-SOL',
      });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      at(m, 20, () => form.setAmount('1'));
      at(m, 30, () => form.flip());
      at(m, 40, () =>
        form.choose('sell', { id: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6, icon: undefined, verified: true, trust: { level: 'verified' } }),
      );
      m.flush();
      expect(resolved).toEqual(['/swap/SOL-USDC']);
      expect(quoted).toContain('1000000000');
    }),
  );

  it(
    'HALF and MAX fill the amount from the balance, keeping the SOL reserve',
    marbles((m) => {
      const { form } = setup(m);
      const amounts = settled(m)((state) => state.amountText, form.state$);
      m.expect(amounts, '^ 49ms !').toBeObservable('10ms a 9ms b 9ms c', { a: '', b: '1.99', c: '1' });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      at(m, 20, () => form.fill('max'));
      at(m, 30, () => form.fill('half'));
    }),
  );

  it(
    'an address that cannot be found asks to close; closing goes to the default pair’s address',
    marbles((m) => {
      const title = 'One of the token addresses in the URL cannot be found.';
      const nope = m.cold<SwapUrlResult>('(r|)', {
        r: { kind: 'not-found', title, description: 'You will be redirected back to the swap page.', path: '/swap/SOL-USDC' },
      });
      const { form, resolved } = setup(m, { resolve: (pathname) => (pathname === '/swap/NOPE-USDC' ? nope : of(SOL_USDC)) });
      const dialog = settled(m)((state) => `${state.resolution} ${state.notFound?.title ?? '-'} ${state.address?.path ?? '-'}`, form.state$);
      m.expect(dialog, '^ 49ms !').toBeObservable('10ms a 9ms b 9ms c', {
        a: `not-found ${title} -`,
        b: 'pending - /swap/SOL-USDC',
        c: 'ready - /swap/SOL-USDC',
      });
      at(m, 10, () => form.location({ pathname: '/swap/NOPE-USDC', search: '', pair: 'NOPE-USDC' }));
      at(m, 20, () => form.dismissNotFound());
      // The page follows the default pair's address: it is resolved, and the form is ready.
      at(m, 30, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      m.expect(nope).toHaveSubscriptions('10ms (^!)');
      m.flush();
      expect(resolved).toEqual(['/swap/NOPE-USDC', '/swap/SOL-USDC']);
    }),
  );

  it(
    'Swap runs the quote on screen: busy while it runs, the amount cleared once it settled',
    marbles((m) => {
      const swap$ = m.cold<SwapState>('a 9ms b 9ms (c|)', {
        a: { status: 'awaiting-signature', label: 'Swap 1 SOL to USDC', autoSigns: true },
        b: { status: 'confirming', label: 'Swap 1 SOL to USDC', signature: 's' },
        c: { status: 'settled', label: 'Swap 1 SOL to USDC', signature: 's', slot: 9, result: undefined },
      });
      const { form, executed } = setup(m, { swap: swap$ });
      const buttons = form.state$.pipe(
        map((state) => `${state.amountText || '0'}:${state.button.label}`),
        distinctUntilChanged(),
      );
      // Typed at 0 (the quote comes at once here), pressed: signing, confirming at 10, settled at 20.
      m.expect(buttons, '^ 40ms !').toBeObservable('(abcd) 4ms e 9ms (fg)', {
        a: '0:Enter an amount',
        b: '1:Fetching the best route',
        c: '1:Swap',
        d: '1:Signing',
        e: '1:Confirming',
        f: '1:Swap',
        g: '0:Enter an amount',
      });
      at(m, 0, () => {
        form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
        form.setAmount('1');
        form.swap();
      });
      // The swap is run once, and held until it settles.
      m.expect(swap$).toHaveSubscriptions('^ 19ms !');
      m.flush();
      expect(executed).toHaveLength(1);
      expect(executed[0]).toMatchObject({ quote: quoteFor(1_000_000_000n), input: { mint: SOL }, output: { mint: USDC }, dynamicSlippage: true });
    }),
  );

  it(
    'pressing Swap again while a swap runs starts nothing: the one in flight goes on to the end',
    marbles((m) => {
      const swap$ = m.cold<SwapState>('a 19ms (c|)', {
        a: { status: 'awaiting-signature', label: 'Swap 1 SOL to USDC', autoSigns: true },
        c: { status: 'settled', label: 'Swap 1 SOL to USDC', signature: 's', slot: 9, result: undefined },
      });
      const { form, executed } = setup(m, { swap: swap$ });
      const buttons = form.state$.pipe(
        map((state) => `${state.amountText || '0'}:${state.button.label}`),
        distinctUntilChanged(),
      );
      // Typed and pressed at 10: signing until the swap settles at 30; the press at 15 is dropped.
      m.expect(buttons, '^ 49ms !').toBeObservable('10ms (abcd) 14ms (ef)', {
        a: '0:Enter an amount',
        b: '1:Fetching the best route',
        c: '1:Swap',
        d: '1:Signing',
        e: '1:Swap',
        f: '0:Enter an amount',
      });
      at(m, 10, () => {
        form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
        form.setAmount('1');
        form.swap();
      });
      at(m, 15, () => form.swap());
      m.expect(swap$).toHaveSubscriptions('10ms ^ 19ms !');
      m.flush();
      expect(executed).toHaveLength(1);
    }),
  );

  it(
    'leaving the page lets go of the wallet’s holdings and of the quote in flight',
    marbles((m) => {
      const held = m.cold<readonly HoldingRow[]>('h', { h: holdings });
      const quote = m.cold<QuoteState>('l', { l: { status: 'loading', last: undefined } });
      const { form } = setup(m, { holdings$: held, quote: () => quote });
      m.expect(briefs(m, form.state$), '^ 29ms !').toBeObservable('a 9ms b 4ms c', {
        a: '-/- 0 Enter an amount',
        b: 'SOL/USDC 0 Enter an amount',
        c: 'SOL/USDC 1 Fetching the best route',
      });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      at(m, 15, () => form.setAmount('1'));
      // The page leaves at 30: the holdings watched since it opened and the quote asked at 15 are both unsubscribed.
      m.expect(held).toHaveSubscriptions('^ 29ms !');
      m.expect(quote).toHaveSubscriptions('15ms ^ 14ms !');
    }),
  );

  it(
    'typing is quoted 250 ms (T17) after the last keystroke; a newer amount cancels the request in flight, and leaving the page cancels the last one',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const logger = createRecordingLogger();
      const times: number[] = [];
      const first = m.cold('10ms r|', { r: jsonResponse(quoteFor(1_200_000_000n)) });
      const second = m.cold('100ms r|', { r: jsonResponse(quoteFor(2_000_000_000n)) });
      const third = m.cold('100ms r|', { r: jsonResponse(quoteFor(1_500_000_000n)) });
      const answers = [first, second, third];
      const { transport, requests } = createFakeTransport((_request, index) => {
        times.push(m.scheduler.now());
        return answers[index]!;
      });
      const quotes = createQuotes({ http: createHttpClient({ transport, scheduler: m.scheduler, logger }), swapApi: SWAP_API, scheduler: m.scheduler, logger });
      const { form } = setup(m, { quote$: (inputs) => quotes.quote$({ ...inputs, options$: of({ slippageBps: 50 }), paused$: NEVER }) });
      // '1' typed at 10 and '1.2' at 20: asked once, 250 ms after the last keystroke, and answered 10 ms later.
      const asked = 20 + debounce;
      // '2' typed at 300 is asked at 550; '1.5' typed at 600, while that request is on its way, cancels it and is asked at 850.
      // The page leaves at 900, before that answer.
      m.expect(briefs(m, form.state$), `^ ${600 + debounce + 49}ms !`).toBeObservable(
        `a 9ms b 9ms c ${asked + 10 - 21}ms d ${300 - (asked + 10) - 1}ms e 299ms f`,
        {
          a: 'SOL/USDC 0 Enter an amount',
          b: 'SOL/USDC 1 Fetching the best route',
          c: 'SOL/USDC 1.2 Fetching the best route',
          d: 'SOL/USDC 1.2 Swap',
          e: 'SOL/USDC 2 Fetching the best route',
          f: 'SOL/USDC 1.5 Fetching the best route',
        },
      );
      at(m, 0, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      at(m, 10, () => form.setAmount('1'));
      at(m, 20, () => form.setAmount('1.2'));
      at(m, 300, () => form.setAmount('2'));
      at(m, 600, () => form.setAmount('1.5'));
      m.expect(first).toHaveSubscriptions(`${asked}ms ^ 9ms !`);
      m.expect(second).toHaveSubscriptions(`${300 + debounce}ms ^ 49ms !`);
      m.expect(third).toHaveSubscriptions(`${600 + debounce}ms ^ 49ms !`);
      m.flush();
      expect(times).toEqual([asked, 300 + debounce, 600 + debounce]);
      expect(requests.map((request) => new URL(request.url).searchParams.get('amount'))).toEqual(['1200000000', '2000000000', '1500000000']);
    }),
  );

  const moon = (id: string, name: string, liquidity: number): Asset => ({ ...asset(id, 'MOON', 6), name, liquidity }) as Asset;
  const MOONS = [
    moon('Moon1111111111111111111111111111111111111111', 'Moon', 900_000),
    moon('Moon2222222222222222222222222222222222222222', 'Moon Token', 50_000),
    moon('Moon3333333333333333333333333333333333333333', 'To The Moon', 1_200),
  ];

  it(
    'a symbol several tokens share is asked, never guessed: nothing is quoted until the user chooses, then the address names the chosen mint',
    marbles((m) => {
      const duplicate: Extract<SwapUrlResult, { kind: 'duplicate-symbol' }> = {
        kind: 'duplicate-symbol',
        message: 'There are more than 2 tokens with the same symbol. Please select the token you want to swap.',
        selling: undefined,
        buying: MOONS,
        sell: SOL_ASSET,
        buy: undefined,
        inAmount: '2',
      };
      const answer = m.cold<SwapUrlResult>('(r|)', { r: duplicate });
      const { form, quoted } = setup(m, { resolve: () => answer });
      const choice = choiceOf(duplicate);
      const chosen = choice.buying?.[1];
      if (!chosen || !choice.sell) throw new Error('no options');
      const view = form.state$.pipe(
        map((state) => ({
          resolution: state.resolution,
          options: state.choosing?.buying?.map((option) => [option.name, option.liquidity]),
          buy: state.buy?.id,
          amountText: state.amountText,
          address: state.address?.path,
        })),
        debounceTime(0, m.scheduler),
        distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
      );
      m.expect(view, '^ 49ms !').toBeObservable('10ms b 9ms c', {
        b: {
          resolution: 'choosing',
          options: [
            ['Moon', 900_000],
            ['Moon Token', 50_000],
            ['To The Moon', 1_200],
          ],
          buy: undefined,
          amountText: '',
          address: undefined,
        },
        c: { resolution: 'ready', options: undefined, buy: MOONS[1]?.id, amountText: '2', address: `/swap/SOL-${MOONS[1]?.id}` },
      });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-MOON', search: '', pair: 'SOL-MOON' }));
      // Nothing quoted while the user chooses.
      at(m, 19, () => expect(quoted.filter((amount) => amount !== '0')).toEqual([]));
      at(m, 20, () => form.confirmChoice(choice.sell as NonNullable<typeof choice.sell>, chosen));
      m.expect(answer).toHaveSubscriptions('10ms (^!)');
      m.flush();
      expect(quoted.filter((amount) => amount !== '0')).toEqual(['2000000000']);
    }),
  );

  it(
    'closing the chooser without a choice goes to the default pair',
    marbles((m) => {
      const { form } = setup(m, {
        resolve: (pathname) =>
          pathname === '/swap/SOL-USDC'
            ? of(SOL_USDC)
            : of({ kind: 'duplicate-symbol', message: 'choose', selling: MOONS, buying: undefined, sell: undefined, buy: USDC_ASSET, inAmount: undefined }),
      });
      const chooser = settled(m)((state) => `${state.choosing ? 'choosing' : '-'} ${state.address?.path ?? '-'}`, form.state$);
      m.expect(chooser, '^ 49ms !').toBeObservable('10ms b 9ms c', { b: 'choosing -', c: '- /swap/SOL-USDC' });
      at(m, 10, () => form.location({ pathname: '/swap/MOON-USDC', search: '', pair: 'MOON-USDC' }));
      at(m, 20, () => form.dismissNotFound());
    }),
  );

  it(
    'the Swap link (a bare /swap) reopens the last pair, and the address follows',
    marbles((m) => {
      let stored: string | undefined = '/swap/JUP-SOL';
      const answer = m.cold<SwapUrlResult>('(r|)', { r: { kind: 'resolved', sell: JUP_ASSET, buy: SOL_ASSET, inAmount: undefined, path: '/swap/JUP-SOL' } });
      const { form, resolved } = setup(m, { lastPair: { get: () => stored, set: (path) => (stored = path) }, resolve: () => answer });
      m.expect(briefs(m, form.state$), '^ 49ms !').toBeObservable('10ms b 9ms c', {
        b: 'JUP/SOL 0 Enter an amount →/swap/JUP-SOL',
        c: 'SOL/JUP 0 Enter an amount →/swap/SOL-JUP',
      });
      at(m, 10, () => form.location({ pathname: '/swap', search: '', pair: undefined }));
      at(m, 19, () => expect(stored).toBe('/swap/JUP-SOL'));
      at(m, 20, () => form.flip());
      m.expect(answer).toHaveSubscriptions('10ms (^!)');
      m.flush();
      expect(resolved).toEqual(['/swap/JUP-SOL']);
      expect(stored).toBe('/swap/SOL-JUP');
    }),
  );

  it(
    'typing in the buy field quotes ExactOut: the sell field shows the quoted input, the button checks it against the balance, and typing in the sell field goes back to ExactIn',
    marbles((m) => {
      const asked: string[] = [];
      const { form } = setup(m, {
        quote$: ({ amount$, swapMode$ }) =>
          combineLatest([amount$, swapMode$]).pipe(
            tap(([amount, mode]) => asked.push(`${mode}:${amount}`)),
            map(([amount, mode]): QuoteState => {
              if (amount === 0n) return { status: 'idle' };
              // 1 SOL = 150 USDC in this fake
              const quote =
                mode === 'ExactOut'
                  ? quoteFor((amount * 1_000n) / 150n, { swapMode: 'ExactOut', outAmount: String(amount) })
                  : quoteFor(amount, { outAmount: String((amount * 150n) / 1_000n) });
              return { status: 'ready', request: {} as never, quote, fetchedAt: 0 };
            }),
          ),
      });
      const fields = settled(m)(
        (state) => `${state.mode} '${state.amountText}'/'${state.outText}' ${state.amount}/${state.outAmount} ${state.button.label}`,
        form.state$,
      );
      m.expect(fields, '^ 49ms !').toBeObservable('10ms a 9ms b 9ms c 9ms d', {
        a: "ExactIn ''/'' 0/0 Enter an amount",
        b: "ExactOut '1'/'150' 1000000000/150000000 Swap",
        // 3 SOL wanted, 2 held
        c: "ExactOut '3'/'450' 3000000000/450000000 Insufficient SOL",
        d: "ExactIn '0.5'/'' 500000000/75000000 Swap",
      });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' }));
      at(m, 20, () => form.setOutAmount('150'));
      at(m, 29, () => expect(asked.at(-1)).toBe('ExactOut:150000000'));
      at(m, 30, () => form.setOutAmount('450'));
      at(m, 40, () => form.setAmount('0.5'));
      m.flush();
      expect(asked.at(-1)).toBe('ExactIn:500000000');
    }),
  );
});

import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { Asset } from '@streams/schemas/asset';
import type { SwapRequest, SwapState } from '@streams/swap/executeSwap';
import type { QuoteState } from '@streams/swap/quotes';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import { type SwapFormState, createSwapForm } from '@streams/swap/swapForm';
import type { SwapUrlResult } from '@streams/swap/urlResolution';
import type { WalletState } from '@streams/wallet/walletSession';
import { type Observable, combineLatest, distinctUntilChanged, map, of, switchMap, tap } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createSigner } from '../tx/fixtures';
import { JUP, SOL, USDC, quoteFor } from './fixtures';

const asset = (id: string, symbol: string, decimals: number): Asset => ({ id, symbol, name: symbol, decimals, isVerified: true }) as Asset;
const SOL_ASSET = asset(SOL, 'SOL', 9);
const USDC_ASSET = asset(USDC, 'USDC', 6);
const JUP_ASSET = asset(JUP, 'JUP', 6);
const signer = createSigner(() => of(new Uint8Array())).signer;
const connected: WalletState = {
  status: 'connected',
  walletName: 'Quick Account',
  walletIcon: undefined,
  publicKey: signer.publicKey,
  kind: 'quick',
  autoSigns: true,
  canSignMessage: true,
};
const holdings = [{ mint: SOL, native: true, amount: 2_000_000_000n } as HoldingRow];

interface Setup {
  readonly lastPair?: { get(): string | undefined; set(path: string): void };
  readonly resolve?: (pathname: string) => Observable<SwapUrlResult>;
  readonly quote?: (amount: bigint) => Observable<QuoteState>;
  readonly swap?: Observable<SwapState>;
}

const setup = (_m: MarbleContext, options: Setup = {}) => {
  const resolved: string[] = [];
  const quoted: string[] = [];
  const executed: SwapRequest[] = [];
  const form = createSwapForm({
    resolveUrl: (input) => {
      resolved.push(input.pathname);
      return options.resolve?.(input.pathname) ?? of({ kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' });
    },
    quote$: ({ amount$ }) =>
      amount$.pipe(
        tap((amount) => quoted.push(String(amount))),
        switchMap((amount) =>
          amount === 0n
            ? of<QuoteState>({ status: 'idle' })
            : (options.quote?.(amount) ?? of<QuoteState>({ status: 'ready', request: {} as never, quote: quoteFor(amount), fetchedAt: 0 })),
        ),
      ),
    execute: (request) => {
      executed.push(request);
      return options.swap ?? of<SwapState>({ status: 'settled', label: 'Swap', signature: 's', slot: 1, result: undefined });
    },
    settings: () => DEFAULT_SWAP_SETTINGS,
    dynamicSlippage: () => true,
    wallet$: of(connected),
    signer: () => signer,
    holdings$: () => of(holdings),
    ...(options.lastPair ? { lastPair: options.lastPair } : {}),
  });
  return { form, resolved, quoted, executed };
};

const brief = (state: SwapFormState) =>
  `${state.sell?.symbol ?? '-'}/${state.buy?.symbol ?? '-'} ${state.amountText || '0'} ${state.button.label}${state.address ? ` →${state.address.path}` : ''}`;

describe('the swap form stream', () => {
  it(
    'resolves the address once, asks for its canonical form, and does not resolve the address it wrote',
    marbles((m) => {
      const { form, resolved } = setup(m);
      const seen: string[] = [];
      form.state$.subscribe((state) => seen.push(brief(state)));
      form.location({ pathname: '/swap', search: '?sell=SOL&buy=USDC', pair: undefined });
      // The page follows the form's address: the form wrote it, so nothing is resolved again.
      form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
      m.flush();
      expect(resolved).toEqual(['/swap']);
      expect(seen.at(-1)).toBe('SOL/USDC 0 Enter an amount →/swap/SOL-USDC');
    }),
  );

  it(
    'a bare /swap keeps its address; an address the user opens later is resolved',
    marbles((m) => {
      const { form, resolved } = setup(m, {
        resolve: (pathname) =>
          of(
            pathname === '/swap'
              ? { kind: 'default', sell: SOL_ASSET, buy: USDC_ASSET, path: '/swap/SOL-USDC', reason: 'bare' }
              : { kind: 'resolved', sell: JUP_ASSET, buy: SOL_ASSET, inAmount: '3', path: '/swap/JUP-SOL' },
          ),
      });
      const seen: SwapFormState[] = [];
      form.state$.subscribe((state) => seen.push(state));
      form.location({ pathname: '/swap', search: '', pair: undefined });
      expect(seen.at(-1)?.address).toBeUndefined();
      form.location({ pathname: '/swap/JUP-SOL', search: '?inAmount=3', pair: 'JUP-SOL' });
      m.flush();
      expect(resolved).toEqual(['/swap', '/swap/JUP-SOL']);
      expect(brief(seen.at(-1) as SwapFormState)).toBe('JUP/SOL 3 Insufficient JUP →/swap/JUP-SOL');
    }),
  );

  it(
    'picking and flipping move the pair and the address, and the quote follows the amount',
    marbles((m) => {
      const { form, resolved, quoted } = setup(m);
      const seen: string[] = [];
      form.state$.subscribe((state) => seen.push(brief(state)));
      form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
      form.setAmount('1');
      form.flip();
      form.choose('sell', { id: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6, icon: undefined, verified: true, trust: { level: 'verified' } });
      m.flush();
      expect(resolved).toEqual(['/swap/SOL-USDC']);
      expect(quoted).toContain('1000000000');
      // The wallet holds no JUP: the button says so.
      expect(seen.at(-1)).toBe('JUP/SOL 1 Insufficient JUP →/swap/JUP-SOL');
    }),
  );

  it(
    'HALF and MAX fill the amount from the balance, keeping the SOL reserve',
    marbles((m) => {
      const { form } = setup(m);
      const seen: SwapFormState[] = [];
      form.state$.subscribe((state) => seen.push(state));
      form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
      form.fill('max');
      expect(seen.at(-1)?.amountText).toBe('1.99');
      form.fill('half');
      expect(seen.at(-1)?.amountText).toBe('1');
      m.flush();
    }),
  );

  it(
    'an address that cannot be found asks to close; closing goes to the default pair’s address',
    marbles((m) => {
      const { form } = setup(m, {
        resolve: (pathname) =>
          pathname === '/swap/NOPE-USDC'
            ? of({
                kind: 'not-found',
                title: 'One of the token addresses in the URL cannot be found.',
                description: 'You will be redirected back to the swap page.',
                path: '/swap/SOL-USDC',
              })
            : of({ kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' }),
      });
      const seen: SwapFormState[] = [];
      form.state$.subscribe((state) => seen.push(state));
      form.location({ pathname: '/swap/NOPE-USDC', search: '', pair: 'NOPE-USDC' });
      expect(seen.at(-1)?.notFound?.title).toBe('One of the token addresses in the URL cannot be found.');
      form.dismissNotFound();
      expect(seen.at(-1)?.address?.path).toBe('/swap/SOL-USDC');
      form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
      m.flush();
      expect(seen.at(-1)?.resolution).toBe('ready');
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
      m.scheduler.schedule(() => {
        form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
        form.setAmount('1');
        form.swap();
      }, 0);
      m.flush();
      expect(executed).toHaveLength(1);
      expect(executed[0]).toMatchObject({ quote: quoteFor(1_000_000_000n), input: { mint: SOL }, output: { mint: USDC }, dynamicSlippage: true });
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
      const { form, quoted } = setup(m, {
        resolve: () =>
          of({
            kind: 'duplicate-symbol',
            message: 'There are more than 2 tokens with the same symbol. Please select the token you want to swap.',
            selling: undefined,
            buying: MOONS,
            sell: SOL_ASSET,
            buy: undefined,
            inAmount: '2',
          }),
      });
      let state: SwapFormState | undefined;
      form.state$.subscribe((next) => (state = next));
      form.location({ pathname: '/swap/SOL-MOON', search: '', pair: 'SOL-MOON' });
      m.flush();
      expect(state?.resolution).toBe('choosing');
      expect(state?.choosing?.buying?.map((option) => [option.name, option.liquidity])).toEqual([
        ['Moon', 900_000],
        ['Moon Token', 50_000],
        ['To The Moon', 1_200],
      ]);
      expect(state?.buy).toBeUndefined();
      expect(quoted.filter((amount) => amount !== '0')).toEqual([]);

      const chosen = state?.choosing?.buying?.[1];
      if (!chosen || !state?.choosing?.sell) throw new Error('no options');
      form.confirmChoice(state.choosing.sell, chosen);
      m.flush();
      expect(state.resolution).toBe('ready');
      expect(state.buy?.id).toBe(MOONS[1]?.id);
      expect(state.amountText).toBe('2');
      expect(state.address?.path).toBe(`/swap/SOL-${MOONS[1]?.id}`);
    }),
  );

  it(
    'closing the chooser without a choice goes to the default pair',
    marbles((m) => {
      const { form } = setup(m, {
        resolve: (pathname) =>
          pathname === '/swap/SOL-USDC'
            ? of({ kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' })
            : of({ kind: 'duplicate-symbol', message: 'choose', selling: MOONS, buying: undefined, sell: undefined, buy: USDC_ASSET, inAmount: undefined }),
      });
      let state: SwapFormState | undefined;
      form.state$.subscribe((next) => (state = next));
      form.location({ pathname: '/swap/MOON-USDC', search: '', pair: 'MOON-USDC' });
      form.dismissNotFound();
      m.flush();
      expect(state?.choosing).toBeUndefined();
      expect(state?.address?.path).toBe('/swap/SOL-USDC');
    }),
  );

  it(
    'the Swap link (a bare /swap) reopens the last pair, and the address follows',
    marbles((m) => {
      let stored: string | undefined = '/swap/JUP-SOL';
      const { form, resolved } = setup(m, {
        lastPair: { get: () => stored, set: (path) => (stored = path) },
        resolve: (pathname) => of({ kind: 'resolved', sell: JUP_ASSET, buy: SOL_ASSET, inAmount: undefined, path: pathname }),
      });
      let state: SwapFormState | undefined;
      form.state$.subscribe((next) => (state = next));
      form.location({ pathname: '/swap', search: '', pair: undefined });
      m.flush();
      expect(resolved).toEqual(['/swap/JUP-SOL']);
      expect(state?.address?.path).toBe('/swap/JUP-SOL');
      form.flip();
      m.flush();
      expect(stored).toBe('/swap/SOL-JUP');
    }),
  );

  it(
    'typing in the buy field quotes ExactOut: the sell field shows the quoted input, the button checks it against the balance, and typing in the sell field goes back to ExactIn',
    marbles((m) => {
      const asked: string[] = [];
      const form = createSwapForm({
        resolveUrl: () => of({ kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' }),
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
        execute: () => of<SwapState>({ status: 'settled', label: 'Swap', signature: 's', slot: 1, result: undefined }),
        settings: () => DEFAULT_SWAP_SETTINGS,
        dynamicSlippage: () => true,
        wallet$: of(connected),
        signer: () => signer,
        holdings$: () => of(holdings),
      });
      let state: SwapFormState | undefined;
      form.state$.subscribe((next) => (state = next));
      form.location({ pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' });
      form.setOutAmount('150');
      m.flush();
      expect(asked.at(-1)).toBe('ExactOut:150000000');
      expect(state).toMatchObject({ mode: 'ExactOut', outText: '150', amountText: '1', amount: 1_000_000_000n, outAmount: 150_000_000n });
      expect(state?.button.label).toBe('Swap');

      form.setOutAmount('450');
      m.flush();
      // 3 SOL wanted, 2 held
      expect(state?.button.label).toBe('Insufficient SOL');

      form.setAmount('0.5');
      m.flush();
      expect(asked.at(-1)).toBe('ExactIn:500000000');
      expect(state).toMatchObject({ mode: 'ExactIn', outText: '', amountText: '0.5', outAmount: 75_000_000n });
    }),
  );
});

import type { HoldingRow } from '@streams/portfolio/holdingRows';
import type { SwapMode } from '@streams/schemas/quote';
import type { TransactionSigner } from '@streams/solana/ports';
import type { SwapRequest, SwapState } from '@streams/swap/executeSwap';
import type { QuoteState } from '@streams/swap/quotes';
import { DEFAULT_SWAP_SETTINGS, type SwapSettings } from '@streams/swap/settings';
import { type SwapFormDeps, type SwapFormState, balanceOf, createSwapForm } from '@streams/swap/swapForm';
import type { SwapUrlResult } from '@streams/swap/urlResolution';
import { txError } from '@streams/tx/errors';
import type { WalletState } from '@streams/wallet/walletSession';
import { type Observable, combineLatest, debounceTime, distinctUntilChanged, map, of } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { assetOf, JUP, QUICK_WALLET, quickSigner, quoteFor, SOL, USDC } from './fixtures';

const asset = assetOf;
const SOL_ASSET = asset(SOL, 'SOL', 9);
const USDC_ASSET = asset(USDC, 'USDC', 6);
const signer = quickSigner;
const connected = QUICK_WALLET;
const row = (mint: string, amount: bigint, native = false): HoldingRow => ({ mint, native, amount }) as HoldingRow;
/** 2 SOL and 37 USDC. */
const HOLDINGS = [row(SOL, 2_000_000_000n, true), row(USDC, 37_000_000n)];
const SOL_USDC: SwapUrlResult = { kind: 'resolved', sell: SOL_ASSET, buy: USDC_ASSET, inAmount: undefined, path: '/swap/SOL-USDC' };
const AT_SOL_USDC = { pathname: '/swap/SOL-USDC', search: '', pair: 'SOL-USDC' };

type ResolveInput = Parameters<SwapFormDeps['resolveUrl']>[0];

/** 1 SOL = 150 USDC: each amount is answered at once with a quote of the form's mode. */
const priced = (amount: bigint, mode: SwapMode): QuoteState => {
  if (amount === 0n) return { status: 'idle' };
  const quote =
    mode === 'ExactOut'
      ? quoteFor((amount * 1_000n) / 150n, { swapMode: 'ExactOut', outAmount: String(amount) })
      : quoteFor(amount, { outAmount: String((amount * 150n) / 1_000n) });
  return { status: 'ready', request: {} as never, quote, fetchedAt: 0 };
};

interface Setup {
  readonly resolve?: (input: ResolveInput) => Observable<SwapUrlResult>;
  readonly quote?: (amount: bigint, mode: SwapMode) => QuoteState;
  readonly quote$?: SwapFormDeps['quote$'];
  readonly swap?: Observable<SwapState>;
  readonly wallet$?: Observable<WalletState>;
  readonly holdings?: readonly HoldingRow[];
  readonly signer?: () => TransactionSigner | undefined;
  readonly settings?: SwapSettings;
  readonly feeAccount?: SwapFormDeps['feeAccount'];
  readonly tip?: SwapFormDeps['tip'];
  readonly acceptedFeeBps?: SwapFormDeps['acceptedFeeBps'];
  readonly lastPair?: SwapFormDeps['lastPair'];
}

const setup = (options: Setup = {}) => {
  const asked: ResolveInput[] = [];
  const executed: SwapRequest[] = [];
  const form = createSwapForm({
    resolveUrl: (input) => {
      asked.push(input);
      return options.resolve?.(input) ?? of(SOL_USDC);
    },
    quote$:
      options.quote$ ??
      (({ amount$, swapMode$ }) => combineLatest([amount$, swapMode$]).pipe(map(([amount, mode]) => (options.quote ?? priced)(amount, mode)))),
    execute: (request) => {
      executed.push(request);
      return options.swap ?? of<SwapState>({ status: 'settled', label: 'Swap', signature: 's', slot: 1, result: undefined });
    },
    settings: () => options.settings ?? DEFAULT_SWAP_SETTINGS,
    dynamicSlippage: () => false,
    wallet$: options.wallet$ ?? of(connected),
    signer: options.signer ?? (() => signer),
    holdings$: () => of(options.holdings ?? HOLDINGS),
    ...(options.feeAccount ? { feeAccount: options.feeAccount } : {}),
    ...(options.tip ? { tip: options.tip } : {}),
    ...(options.acceptedFeeBps ? { acceptedFeeBps: options.acceptedFeeBps } : {}),
    ...(options.lastPair ? { lastPair: options.lastPair } : {}),
  });
  return { form, asked, executed };
};

const at = (m: MarbleContext, frame: number, act: () => void) => m.scheduler.schedule(act, frame);

/** The last state of each frame, one line per change (see swapForm.test.ts). */
const settled = <T>(m: MarbleContext, view: (state: SwapFormState) => T, state$: Observable<SwapFormState>): Observable<T> =>
  state$.pipe(
    map(view),
    debounceTime(0, m.scheduler),
    distinctUntilChanged(
      (a, b) =>
        JSON.stringify(a, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)) ===
        JSON.stringify(b, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)),
    ),
  );

/** The form as the page holds it: the latest state. */
const watch = (state$: Observable<SwapFormState>) => {
  let latest: SwapFormState | undefined;
  const subscription = state$.subscribe((state) => (latest = state));
  return {
    get state(): SwapFormState {
      if (!latest) throw new Error('no state yet');
      return latest;
    },
    leave: () => subscription.unsubscribe(),
  };
};

describe('balanceOf: the wallet’s balance of the token on each side', () => {
  it('is unknown while the holdings load, and for a side with no token yet', () => {
    expect(balanceOf(undefined, SOL)).toBeUndefined();
    expect(balanceOf(HOLDINGS, undefined)).toBeUndefined();
  });

  it('is native SOL for the SOL mint, even when wrapped SOL is listed first', () => {
    expect(balanceOf([row(SOL, 5n), row(SOL, 7n, true)], SOL)).toBe(7n);
  });

  it('is the token account’s amount for any other mint, and 0 for a token the wallet does not hold', () => {
    expect(balanceOf(HOLDINGS, USDC)).toBe(37_000_000n);
    expect(balanceOf([row(SOL, 5n)], SOL)).toBe(5n);
    expect(balanceOf(HOLDINGS, JUP)).toBe(0n);
  });
});

describe('the swap form: the address it resolves', () => {
  it(
    'hands the resolver the pair segment and every query parameter of the address',
    marbles((m) => {
      const { form, asked } = setup();
      const page = watch(form.state$);
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '?sell=JUP&buy=BONK&inAmount=2.5&inOut=X-Y', pair: 'SOL-USDC' }));
      at(m, 20, () => form.location({ pathname: '/swap', search: '?inOut=JUP-SOL', pair: undefined }));
      m.flush();
      page.leave();
      expect(asked).toEqual([
        { pathname: '/swap/SOL-USDC', inOut: 'SOL-USDC', sell: 'JUP', buy: 'BONK', inAmount: '2.5' },
        { pathname: '/swap', inOut: 'JUP-SOL', sell: null, buy: null, inAmount: null },
      ]);
    }),
  );

  it(
    'the last pair stands only for a bare /swap: a pair address or a /swap with a query is resolved as it is',
    marbles((m) => {
      const { form, asked } = setup({ lastPair: { get: () => '/swap/JUP-SOL', set: () => undefined } });
      const page = watch(form.state$);
      at(m, 10, () => form.location({ pathname: '/swap/USDC-SOL', search: '', pair: 'USDC-SOL' }));
      at(m, 20, () => form.location({ pathname: '/swap', search: '?sell=SOL&buy=USDC', pair: undefined }));
      at(m, 30, () => form.location({ pathname: '/swap', search: '', pair: undefined }));
      m.flush();
      page.leave();
      expect(asked).toEqual([
        { pathname: '/swap/USDC-SOL', inOut: 'USDC-SOL', sell: null, buy: null, inAmount: null },
        { pathname: '/swap', inOut: null, sell: 'SOL', buy: 'USDC', inAmount: null },
        { pathname: '/swap/JUP-SOL', inOut: 'JUP-SOL', sell: null, buy: null, inAmount: null },
      ]);
    }),
  );

  it(
    'an address the resolver skips changes nothing: the form keeps waiting, without an error',
    marbles((m) => {
      const { form } = setup({ resolve: () => of<SwapUrlResult>({ kind: 'skip' }) });
      const view = settled(m, (state) => `${state.resolution} ${state.sell?.symbol ?? '-'} ${state.address?.path ?? '-'} ${state.button.label}`, form.state$);
      // The amount typed at 20 is the first change the page sees: no pair, nothing quoted.
      m.expect(view, '^ 29ms !').toBeObservable('20ms a', { a: 'pending - - Enter an amount' });
      at(m, 10, () => form.location({ pathname: '/swap/WHAT-EVER', search: '', pair: 'WHAT-EVER' }));
      at(m, 20, () => form.setAmount('1'));
    }),
  );

  it(
    'the address becomes the resolver’s canonical path without its query, even where it names a token by its mint',
    marbles((m) => {
      // USDC's symbol is shared here: the canonical address names it by its mint.
      const canonical = `/swap/SOL-${USDC}`;
      const { form } = setup({ resolve: () => of<SwapUrlResult>({ ...SOL_USDC, inAmount: '3', path: `${canonical}?inAmount=3` }) });
      const view = settled(m, (state) => `${state.amountText} ${state.address?.path ?? '-'}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms a', { a: `3 ${canonical}` });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC', search: '?inAmount=3', pair: 'SOL-USDC' }));
    }),
  );

  it(
    'a malformed address falls back to the default pair at the resolver’s path, which names a shared symbol by its mint (no chooser again)',
    marbles((m) => {
      const canonical = `/swap/SOL-${USDC}`;
      const fallback: SwapUrlResult = { kind: 'default', sell: SOL_ASSET, buy: USDC_ASSET, path: canonical, reason: 'malformed pair' };
      const { form } = setup({ resolve: () => of(fallback) });
      const view = settled(m, (state) => `${state.resolution} ${state.address?.path ?? '-'}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms a', { a: `ready ${canonical}` });
      at(m, 10, () => form.location({ pathname: '/swap/SOL-USDC-JUP', search: '', pair: 'SOL-USDC-JUP' }));
    }),
  );

  it(
    'a pair address in another spelling is replaced with the canonical one; the canonical one is kept as it is',
    marbles((m) => {
      const { form } = setup();
      const view = settled(m, (state) => `${state.resolution} ${state.address?.path ?? '-'}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms a', { a: 'ready /swap/SOL-USDC' });
      at(m, 10, () => form.location({ pathname: '/swap/sol-usdc', search: '', pair: 'sol-usdc' }));

      const again = setup();
      const kept = settled(m, (state) => `${state.resolution} ${state.address?.path ?? '-'}`, again.form.state$);
      m.expect(kept, '^ 29ms !').toBeObservable('10ms a', { a: 'ready -' });
      at(m, 10, () => again.form.location(AT_SOL_USDC));
    }),
  );
});

describe('the swap form: wallet, balances and quote on screen', () => {
  it(
    'without a wallet no balance is shown, the button asks to connect, and MAX fills nothing',
    marbles((m) => {
      const { form } = setup({ wallet$: of<WalletState>({ status: 'disconnected' }) });
      const view = settled(m, (state) => `${String(state.sellBalance)}/${String(state.buyBalance)} '${state.amountText}' ${state.button.label}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms a', { a: "undefined/undefined '' Connect Wallet" });
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.fill('max'));
    }),
  );

  it(
    'with a wallet both sides show its balances',
    marbles((m) => {
      const { form } = setup();
      const view = settled(m, (state) => `${String(state.sellBalance)}/${String(state.buyBalance)}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms b', { b: '2000000000/37000000' });
      at(m, 10, () => form.location(AT_SOL_USDC));
    }),
  );

  it(
    'leaving the page lets go of the wallet',
    marbles((m) => {
      const wallet$ = m.cold<WalletState>('w', { w: connected });
      const { form } = setup({ wallet$ });
      m.expect(
        settled(m, (state) => state.wallet.status, form.state$),
        '^ 29ms !',
      ).toBeObservable('w', { w: 'connected' });
      m.expect(wallet$).toHaveSubscriptions('^ 29ms !');
    }),
  );

  it(
    'before the quote pipeline answers, the quote is idle and nothing is shown',
    marbles((m) => {
      const { form } = setup({ quote$: () => m.cold<QuoteState>('-') });
      const view = settled(m, (state) => `${state.quote.status} ${state.shown ? 'shown' : '-'} ${state.button.label}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms a 9ms b', { a: 'idle - Enter an amount', b: 'idle - Fetching the best route' });
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setAmount('1'));
    }),
  );

  it(
    'while a quote refreshes the last one stays on screen and can be swapped',
    marbles((m) => {
      const last = quoteFor(1_000_000_000n, { outAmount: '150000000' });
      const { form } = setup({ quote: (amount) => (amount === 0n ? { status: 'idle' } : { status: 'loading', last }) });
      const view = settled(m, (state) => `${state.shown?.outAmount ?? '-'} ${state.outAmount} ${state.button.label}`, form.state$);
      m.expect(view, '^ 29ms !').toBeObservable('10ms b 9ms c', { b: '- 0 Enter an amount', c: '150000000 150000000 Swap' });
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setAmount('1'));
    }),
  );

  it(
    'typing in the buy field, a quote of the other mode is not shown, nothing is filled in the sell field, and Swap runs nothing',
    marbles((m) => {
      // The pipeline still holds the ExactIn quote while the ExactOut one is fetched.
      const stale = quoteFor(1_000_000_000n, { outAmount: '150000000' });
      const { form, executed } = setup({ quote: (amount) => (amount === 0n ? { status: 'idle' } : { status: 'loading', last: stale }) });
      const page = watch(form.state$);
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setAmount('1'));
      at(m, 30, () => form.setOutAmount('300'));
      at(m, 31, () => {
        expect(page.state.mode).toBe('ExactOut');
        expect(page.state.shown).toBeUndefined();
        expect(page.state.amountText).toBe('');
        expect(page.state.amount).toBe(0n);
        expect(page.state.outAmount).toBe(300_000_000n);
      });
      at(m, 40, () => form.swap());
      m.flush();
      page.leave();
      expect(executed).toEqual([]);
    }),
  );

  it(
    'typing a buy amount larger than the sell balance waits for the quote’s input before judging the balance',
    marbles((m) => {
      const { form } = setup({ quote: (amount) => (amount === 0n ? { status: 'idle' } : { status: 'loading', last: undefined }) });
      const view = settled(m, (state) => state.button.label, form.state$);
      // 5000 USDC wanted (5e9 base units) against 2 SOL (2e9 lamports): not comparable, the route is fetched.
      m.expect(view, '^ 29ms !').toBeObservable('10ms a 9ms b', { a: 'Enter an amount', b: 'Fetching the best route' });
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setOutAmount('5000'));
    }),
  );

  it(
    'Refresh asks the quote pipeline again',
    marbles((m) => {
      const refreshed: number[] = [];
      const { form } = setup({
        quote$: ({ refresh$ }) => {
          refresh$.subscribe(() => refreshed.push(m.scheduler.now()));
          return m.cold<QuoteState>('-');
        },
      });
      const page = watch(form.state$);
      at(m, 10, () => form.refresh());
      at(m, 25, () => form.refresh());
      m.flush();
      page.leave();
      expect(refreshed).toEqual([10, 25]);
    }),
  );
});

describe('the swap form: the swap the user signs', () => {
  const jito: SwapSettings = { ...DEFAULT_SWAP_SETTINGS, broadcastMode: 'jito' };

  it(
    'an ExactIn swap carries the fee account, the tip, and an intent of the typed amount, the quoted output, the accepted fee and the tip',
    marbles((m) => {
      const feePairs: unknown[] = [];
      const { form, executed } = setup({
        settings: jito,
        feeAccount: () => 'FeeAccount111111111111111111111111111111111',
        tip: () => 12_345,
        acceptedFeeBps: (pair) => {
          feePairs.push(pair);
          return 20;
        },
      });
      const page = watch(form.state$);
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setAmount('1'));
      at(m, 30, () => form.swap());
      m.flush();
      page.leave();
      expect(executed).toHaveLength(1);
      const [request] = executed;
      expect(request?.feeAccount).toBe('FeeAccount111111111111111111111111111111111');
      expect(request?.tipLamports).toBe(12_345);
      expect(request?.intent).toEqual({
        input: { mint: SOL, symbol: 'SOL', decimals: 9 },
        output: { mint: USDC, symbol: 'USDC', decimals: 6 },
        mode: 'ExactIn',
        amount: 1_000_000_000n,
        quoted: 150_000_000n,
        slippageBps: 50,
        platformFeeBps: 20,
        tipLamports: 12_345n,
      });
      expect(feePairs).toEqual([{ inputMint: SOL, outputMint: USDC, swapMode: 'ExactIn' }]);
    }),
  );

  it(
    'an ExactOut swap holds the quote to the wanted output, and to the input it quoted',
    marbles((m) => {
      const { form, executed } = setup();
      const page = watch(form.state$);
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setOutAmount('150'));
      at(m, 30, () => form.swap());
      m.flush();
      page.leave();
      expect(executed).toHaveLength(1);
      expect(executed[0]?.intent).toMatchObject({ mode: 'ExactOut', amount: 150_000_000n, quoted: 1_000_000_000n, platformFeeBps: 0 });
    }),
  );

  it(
    'without a referral fee or a tip, none is sent and the intent accepts no fee',
    marbles((m) => {
      const { form, executed } = setup();
      const page = watch(form.state$);
      at(m, 10, () => form.location(AT_SOL_USDC));
      at(m, 20, () => form.setAmount('1'));
      at(m, 30, () => form.swap());
      m.flush();
      page.leave();
      expect(executed).toHaveLength(1);
      expect(executed[0]?.feeAccount).toBeUndefined();
      expect(executed[0]?.tipLamports).toBeUndefined();
      expect(executed[0]?.intent.platformFeeBps).toBe(0);
      expect(executed[0]?.intent.tipLamports).toBeUndefined();
    }),
  );

  it(
    'Swap runs nothing when the button does not say Swap; a wallet gone since it said Swap reaches the executor without a signer (which says Wallet is required)',
    marbles((m) => {
      const poor = setup();
      const poorPage = watch(poor.form.state$);
      at(m, 10, () => poor.form.location(AT_SOL_USDC));
      // 3 SOL with 2 held: the button says Insufficient SOL.
      at(m, 20, () => poor.form.setAmount('3'));
      at(m, 21, () => expect(poorPage.state.button.label).toBe('Insufficient SOL'));
      at(m, 30, () => poor.form.swap());

      const unsigned = setup({ signer: () => undefined });
      const unsignedPage = watch(unsigned.form.state$);
      at(m, 10, () => unsigned.form.location(AT_SOL_USDC));
      at(m, 20, () => unsigned.form.setAmount('1'));
      at(m, 21, () => expect(unsignedPage.state.button.label).toBe('Swap'));
      at(m, 30, () => unsigned.form.swap());
      m.flush();
      poorPage.leave();
      unsignedPage.leave();
      expect(poor.executed).toEqual([]);
      expect(unsigned.executed).toHaveLength(1);
      expect(unsigned.executed[0]?.signer).toBeUndefined();
    }),
  );

  const failure = txError('unknown', 'Transaction failed');
  const ends: readonly [string, SwapState][] = [
    ['failed', { status: 'failed', label: 'Swap 1 SOL to USDC', error: failure }],
    ['expired', { status: 'expired', label: 'Swap 1 SOL to USDC', signature: 's', error: failure }],
    ['settled', { status: 'settled', label: 'Swap 1 SOL to USDC', signature: 's', slot: 9, result: undefined }],
  ];
  it.each(ends)('a swap that %s is no longer in flight, even before its stream ends', (_name, end) =>
    marbles((m) => {
      const swap$ = m.cold<SwapState>('a 9ms b', { a: { status: 'awaiting-signature', label: 'Swap 1 SOL to USDC', autoSigns: true }, b: end });
      const { form } = setup({ swap: swap$ });
      const view = settled(m, (state) => `${state.running?.status ?? '-'} ${state.button.label}`, form.state$);
      m.expect(view, '^ 49ms !').toBeObservable('10ms a 9ms b 9ms c', {
        a: '- Swap',
        b: 'awaiting-signature Signing',
        c: end.status === 'settled' ? '- Enter an amount' : '- Swap',
      });
      at(m, 10, () => {
        form.location(AT_SOL_USDC);
        form.setAmount('1');
      });
      at(m, 20, () => form.swap());
    })(),
  );

  it(
    'a swap whose stream ends without a final state frees the button',
    marbles((m) => {
      const swap$ = m.cold<SwapState>('a 9ms |', { a: { status: 'awaiting-signature', label: 'Swap 1 SOL to USDC', autoSigns: true } });
      const { form } = setup({ swap: swap$ });
      const view = settled(m, (state) => `${state.running?.status ?? '-'} ${state.button.label}`, form.state$);
      m.expect(view, '^ 49ms !').toBeObservable('10ms a 9ms b 9ms c', { a: '- Swap', b: 'awaiting-signature Signing', c: '- Swap' });
      at(m, 10, () => {
        form.location(AT_SOL_USDC);
        form.setAmount('1');
      });
      at(m, 20, () => form.swap());
    }),
  );
});

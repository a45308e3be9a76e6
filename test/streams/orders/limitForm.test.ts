import { type LimitFormContext, createLimitForm } from '@streams/orders/limitForm';
import { MIN_LIMIT_ORDER_USD } from '@streams/orders/limitDraft';
import type { PlaceLimitOrder } from '@streams/orders/orderCommands';
import type { CommandState } from '@streams/tx/command';
import { type Observable, NEVER, map, of } from 'rxjs';
import { marbles } from '../../support/marbles';

const SOL = { id: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 };
const USDC = { id: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 };
const context: LimitFormContext = { sell: SOL, buy: USDC, connected: true, sellBalance: 10_000_000_000n, sellUsd: 200, buyUsd: 1 };

type Order = Omit<PlaceLimitOrder, 'signer'>;

const setup = (place: (order: Order) => Observable<CommandState> = () => NEVER, busy$: Observable<boolean> = of(false)) => {
  const placed: Order[] = [];
  const form = createLimitForm({
    write: (order) => {
      placed.push(order);
      return place(order);
    },
    busy$,
  });
  return { form, placed };
};

describe('the limit order form model', () => {
  it(
    'each keystroke is a new view at once; a pair change clears the rate; the context and busy flag flow in',
    marbles((m) => {
      const { form } = setup(undefined, m.cold('a 9ms b', { a: false, b: true }));
      const context$ = m.cold('c', { c: context });
      m.scheduler.schedule(() => form.setAmount('1'), 2);
      m.scheduler.schedule(() => form.setRate('210'), 4);
      m.scheduler.schedule(() => form.pairChanged(), 6);
      m.expect(form.view$(context$).pipe(map((view) => `${view.amountText}|${view.rateText}|${view.button.label}`))).toBeObservable('a-b-c-d---e', {
        a: '||Enter an amount',
        b: '1||Enter a rate',
        c: '1|210|Place Limit Order',
        d: '1||Enter a rate',
        e: '1||Transaction in progress',
      });
    }),
  );

  it(
    'the minimum order value: 5 USD is placed, a base unit less is refused',
    marbles((m) => {
      const { form } = setup();
      // 5 USD at 200 USD per SOL is 0.025 SOL
      const atMinimum = String(MIN_LIMIT_ORDER_USD / 200);
      const labels: string[] = [];
      form.view$(m.cold('c', { c: context })).subscribe((view) => labels.push(view.button.label));
      m.scheduler.schedule(() => form.setRate('210'), 1);
      m.scheduler.schedule(() => form.setAmount(atMinimum), 2);
      m.scheduler.schedule(() => form.setAmount('0.024999999'), 3);
      m.flush();
      expect(labels.slice(-2)).toEqual(['Place Limit Order', 'Minimum 5 USD']);
    }),
  );

  it(
    'the balance: MAX keeps 0.01 SOL for the fees; all of it can be typed, one base unit more cannot',
    marbles((m) => {
      const { form } = setup();
      const views: string[] = [];
      form.view$(m.cold('c', { c: context })).subscribe((view) => views.push(`${view.amountText} ${view.button.label}`));
      m.scheduler.schedule(() => form.setRate('210'), 1);
      m.scheduler.schedule(() => form.setMax(10_000_000_000n, SOL), 2);
      m.scheduler.schedule(() => form.setAmount('10'), 3);
      m.scheduler.schedule(() => form.setAmount('10.000000001'), 4);
      m.scheduler.schedule(() => form.setMax(5_000_000n, USDC), 5);
      m.flush();
      expect(views.slice(-4)).toEqual(['9.99 Place Limit Order', '10 Place Limit Order', '10.000000001 Insufficient SOL', '5 Place Limit Order']);
    }),
  );

  it(
    'the largest amount a u64 holds is placed; one base unit more is too large',
    marbles((m) => {
      const { form } = setup();
      // 18 decimals: 2^64 - 1 base units is 18.446744073709551615 tokens, far below the typed-amount cap
      const fine: LimitFormContext = {
        ...context,
        sell: { id: 'mint1', symbol: 'FINE', decimals: 18 },
        sellBalance: undefined,
        sellUsd: undefined,
        buyUsd: undefined,
      };
      const labels: string[] = [];
      form.view$(m.cold('c', { c: fine })).subscribe((view) => labels.push(view.button.label));
      m.scheduler.schedule(() => form.setRate('1'), 1);
      m.scheduler.schedule(() => form.setAmount('18.446744073709551615'), 2);
      m.scheduler.schedule(() => form.setAmount('18.446744073709551616'), 3);
      m.flush();
      expect(labels.slice(-2)).toEqual(['Place Limit Order', 'Amount too large']);
    }),
  );

  it(
    'submit places exactly what the view shows, with the expiry chosen; the amount clears once confirmed',
    marbles((m) => {
      const command$ = m.cold<CommandState>('5ms a 4ms b|', {
        a: { status: 'sending', label: 'x' } as CommandState,
        b: { status: 'confirmed', label: 'x', signature: 'sig' } as CommandState,
      });
      const { form, placed } = setup(() => command$);
      const amounts: string[] = [];
      form.view$(m.cold('c', { c: context })).subscribe((view) => amounts.push(view.amountText));
      form.setAmount('1');
      form.setRate('210');
      form.setExpiry('1 day');
      m.scheduler.schedule(() => expect(form.submit()).toBe('placed'), 1);
      m.expect(command$).toHaveSubscriptions('-^ 10ms !');
      m.flush();
      expect(placed).toEqual([
        {
          inputMint: SOL.id,
          outputMint: USDC.id,
          makingAmount: 1_000_000_000n,
          takingAmount: 210_000_000n,
          expiresInSeconds: 86_400,
          tokens: { input: SOL, output: USDC },
          label: 'Sell 1 SOL for 210 USDC',
        },
      ]);
      expect(amounts.at(-1)).toBe('');
    }),
  );

  it(
    'submit without a wallet asks to connect; with a blocked button it places nothing; dispose stops watching the write',
    marbles((m) => {
      const command$ = m.cold<CommandState>('-----a', { a: { status: 'confirmed', label: 'x', signature: 'sig' } as CommandState });
      const { form, placed } = setup(() => command$);
      const views = form.view$(m.cold('a 9ms b', { a: { ...context, connected: false }, b: context })).subscribe();
      expect(form.submit()).toBe('none'); // nothing shown yet
      m.scheduler.schedule(() => expect(form.submit()).toBe('connect'), 1);
      m.scheduler.schedule(() => expect(form.submit()).toBe('none'), 10);
      m.scheduler.schedule(() => {
        form.setAmount('1');
        form.setRate('210');
        expect(form.submit()).toBe('placed');
      }, 12);
      m.scheduler.schedule(() => form.dispose(), 14);
      m.expect(command$).toHaveSubscriptions('------------^-!');
      m.flush();
      views.unsubscribe();
      expect(placed).toHaveLength(1);
    }),
  );

  it(
    "the expiry starts at 'Never': such an order is placed without an expiry, as is one whose expiry is no preset",
    marbles((m) => {
      const { form, placed } = setup();
      const expiries: string[] = [];
      form.view$(m.cold('c', { c: context })).subscribe((view) => expiries.push(view.expiry));
      form.setAmount('1');
      form.setRate('210');
      m.scheduler.schedule(() => expect(form.submit()).toBe('placed'), 1);
      m.scheduler.schedule(() => form.setExpiry('Forever' as 'Never'), 2);
      m.scheduler.schedule(() => expect(form.submit()).toBe('placed'), 3);
      m.flush();
      expect(expiries[0]).toBe('Never');
      const never = {
        inputMint: SOL.id,
        outputMint: USDC.id,
        makingAmount: 1_000_000_000n,
        takingAmount: 210_000_000n,
        tokens: { input: SOL, output: USDC },
        label: 'Sell 1 SOL for 210 USDC',
      };
      expect(placed[0]).toStrictEqual(never);
      expect(placed[1]).toStrictEqual(never);
    }),
  );
});

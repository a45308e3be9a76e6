import type { StartRecurringOrder } from '@streams/orders/orderCommands';
import { type RecurringFormContext, type RecurringFormView, createRecurringForm } from '@streams/orders/recurringForm';
import { MAX_RECURRING_ORDERS, MIN_RECURRING_ORDERS, MIN_RECURRING_ORDER_USD, MIN_RECURRING_TOTAL_USD } from '@streams/orders/recurringDraft';
import type { CommandState } from '@streams/tx/command';
import { type Observable, NEVER, map, of } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

const SOL = { id: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 };
const USDC = { id: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 };
// 1,000 USDC at 1 USD
const context: RecurringFormContext = { sell: USDC, buy: SOL, connected: true, sellBalance: 1_000_000_000n, sellUsd: 1 };

type Order = Omit<StartRecurringOrder, 'signer'>;
type Form = ReturnType<typeof createRecurringForm>;

const setup = (start: (order: Order) => Observable<CommandState> = () => NEVER) => {
  const started: Order[] = [];
  const form = createRecurringForm({
    write: (order) => {
      started.push(order);
      return start(order);
    },
    busy$: of(false),
  });
  return { form, started };
};

/** The button's label after each edit, one edit a frame from frame 1. */
const labelsAfter = (m: MarbleContext, edits: readonly ((form: Form) => void)[]) => {
  const { form } = setup();
  const labels: string[] = [];
  form.view$(m.cold('c', { c: context })).subscribe((view: RecurringFormView) => labels.push(view.button.label));
  edits.forEach((edit, index) => m.scheduler.schedule(() => edit(form), index + 1));
  m.flush();
  return labels.slice(-edits.length);
};

describe('the recurring order form model', () => {
  it(
    'each edit is a new view at once, with the schedule it means',
    marbles((m) => {
      const { form } = setup();
      m.scheduler.schedule(() => form.setAmount('300'), 1);
      m.scheduler.schedule(() => form.setOrders('3'), 2);
      m.scheduler.schedule(() => form.setUnit('hour'), 3);
      const view$ = form.view$(m.cold('c', { c: context })).pipe(map((view) => `${view.perOrder}/${view.intervalSeconds}s ${view.button.label}`));
      m.expect(view$).toBeObservable('abcd', {
        a: '0/86400s Enter an amount',
        b: '150000000/86400s Start Recurring',
        c: '100000000/86400s Start Recurring',
        d: '100000000/3600s Start Recurring',
      });
    }),
  );

  it(
    `the number of orders: ${MIN_RECURRING_ORDERS} and ${MAX_RECURRING_ORDERS} are allowed, one fewer or one more is not`,
    marbles((m) => {
      expect(
        labelsAfter(m, [
          (form) => form.setAmount('1000'),
          (form) => form.setOrders(String(MIN_RECURRING_ORDERS - 1)),
          (form) => form.setOrders(String(MIN_RECURRING_ORDERS)),
          (form) => form.setAmount('999999'),
          (form) => form.setOrders(String(MAX_RECURRING_ORDERS + 1)),
        ]),
      ).toEqual([
        'Start Recurring',
        `At least ${MIN_RECURRING_ORDERS} orders`,
        'Start Recurring',
        'Insufficient USDC',
        `At most ${MAX_RECURRING_ORDERS} orders`,
      ]);
    }),
  );

  it(
    `the totals: ${MIN_RECURRING_TOTAL_USD} USD over 2 orders is allowed, a cent less is not; ${MIN_RECURRING_ORDER_USD} USD an order is the floor`,
    marbles((m) => {
      expect(
        labelsAfter(m, [
          (form) => form.setAmount(String(MIN_RECURRING_TOTAL_USD)),
          (form) => form.setAmount(String(MIN_RECURRING_TOTAL_USD - 0.01)),
          (form) => form.setOrders('3'),
          (form) => form.setAmount(String(3 * MIN_RECURRING_ORDER_USD)),
          (form) => form.setAmount(String(3 * MIN_RECURRING_ORDER_USD - 0.01)),
        ]),
      ).toEqual([
        'Start Recurring',
        `Minimum ${MIN_RECURRING_TOTAL_USD} USD in total`,
        `Minimum ${MIN_RECURRING_TOTAL_USD} USD in total`,
        'Start Recurring',
        `Minimum ${MIN_RECURRING_ORDER_USD} USD per order`,
      ]);
    }),
  );

  it(
    'the balance: all of it is allowed, one base unit more is not; price bounds: equal is allowed, min above max is not',
    marbles((m) => {
      expect(
        labelsAfter(m, [
          (form) => form.setAmount('1000'),
          (form) => form.setAmount('1000.000001'),
          (form) => form.setAmount('500'),
          (form) => form.setMinPrice('150'),
          (form) => form.setMaxPrice('150'),
          (form) => form.setMaxPrice('149.99'),
          (form) => form.setMaxPrice('0'),
        ]),
      ).toEqual([
        'Start Recurring',
        'Insufficient USDC',
        'Start Recurring',
        'Start Recurring',
        'Start Recurring',
        'Min price above max price',
        'Enter a valid price',
      ]);
    }),
  );

  it(
    'submit starts exactly the schedule the view shows and clears the amount once confirmed; dispose stops watching',
    marbles((m) => {
      const command$ = m.cold<CommandState>('---a', { a: { status: 'confirmed', label: 'x', signature: 'sig' } as CommandState });
      const { form, started } = setup(() => command$);
      const amounts: string[] = [];
      form.view$(m.cold('c', { c: context })).subscribe((view) => amounts.push(view.amountText));
      m.scheduler.schedule(() => {
        form.setAmount('300');
        form.setOrders('3');
        form.setUnit('week');
        form.setMinPrice('100');
        expect(form.submit()).toBe('placed');
      }, 1);
      m.expect(command$).toHaveSubscriptions('-^---');
      m.flush();
      expect(started).toEqual([
        {
          inputMint: USDC.id,
          outputMint: SOL.id,
          inAmount: 300_000_000n,
          numberOfOrders: 3,
          intervalSeconds: 604_800,
          minPrice: 100,
          maxPrice: null,
          tokens: { input: USDC, output: SOL },
          label: 'Buy SOL with 300 USDC over 3 orders',
        },
      ]);
      expect(amounts.at(-1)).toBe('');
    }),
  );

  it(
    'the form opens empty, on 2 orders a day, with no price bounds',
    marbles((m) => {
      const { form } = setup();
      const fields = form
        .view$(m.cold('c', { c: context }))
        .pipe(map((view) => [view.amountText, view.ordersText, view.unit, view.minPriceText, view.maxPriceText].join('|')));
      m.expect(fields).toBeObservable('f', { f: '|2|day||' });
    }),
  );
});

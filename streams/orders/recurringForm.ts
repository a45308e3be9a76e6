import { fromBaseUnits } from '../swap/baseUnits';
import type { StartRecurringOrder } from './orderCommands';
import { type OrderFormContext, type OrderFormDeps, createOrderForm } from './orderForm';
import { type RecurringDraft, type RecurringUnit, recurringDraft } from './recurringDraft';

/** The recurring form needs no more than any order form: the pair, the wallet, the sell token's price. */
export type RecurringFormContext = OrderFormContext;

/** What the user typed and chose. */
export interface RecurringFormFields {
  readonly amountText: string;
  readonly ordersText: string;
  readonly unit: RecurringUnit;
  readonly minPriceText: string;
  readonly maxPriceText: string;
}

export type RecurringFormView = RecurringDraft & RecurringFormFields;

/** The recurring order form's model (issue 14 item 4): rules in recurringDraft.ts, the write through the orders feature's startRecurring. */
export const createRecurringForm = ({ write, busy$ }: OrderFormDeps<StartRecurringOrder>) => {
  const form = createOrderForm<RecurringFormFields, RecurringFormContext, RecurringFormView>({
    initial: { amountText: '', ordersText: '2', unit: 'day', minPriceText: '', maxPriceText: '' },
    busy$,
    view: (fields, context, busy) => ({ ...fields, ...recurringDraft({ ...context, ...fields, busy }) }),
    write: (view, { sell, buy }) =>
      sell && buy
        ? write({
            inputMint: sell.id,
            outputMint: buy.id,
            inAmount: view.inAmount,
            numberOfOrders: view.numberOfOrders,
            intervalSeconds: view.intervalSeconds,
            minPrice: view.minPrice,
            maxPrice: view.maxPrice,
            tokens: { input: sell, output: buy },
            label: `Buy ${buy.symbol} with ${fromBaseUnits(view.inAmount, sell.decimals)} ${sell.symbol} over ${view.numberOfOrders} orders`,
          })
        : undefined,
    clearedOnConfirm: { amountText: '' },
  });
  return {
    view$: form.view$,
    submit: form.submit,
    dispose: form.dispose,
    setAmount: form.set('amountText'),
    setOrders: form.set('ordersText'),
    setUnit: form.set('unit'),
    setMinPrice: form.set('minPriceText'),
    setMaxPrice: form.set('maxPriceText'),
  };
};

export type RecurringForm = ReturnType<typeof createRecurringForm>;

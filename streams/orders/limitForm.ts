import { WRAPPED_SOL_MINT } from '../swap/addresses';
import { fromBaseUnits } from '../swap/baseUnits';
import { spendableSol } from '../swap/solReserve';
import { EXPIRY_PRESETS, type ExpiryLabel, type LimitDraft, limitDraft } from './limitDraft';
import type { PlaceLimitOrder } from './orderCommands';
import { type OrderFormContext, type OrderFormDeps, createOrderForm } from './orderForm';

/** The page's context and the buy token's price: the market rate the typed rate is compared with. */
export interface LimitFormContext extends OrderFormContext {
  readonly buyUsd: number | undefined;
}

/** What the user typed and chose. */
export interface LimitFormFields {
  readonly amountText: string;
  readonly rateText: string;
  readonly expiry: ExpiryLabel;
}

export type LimitFormView = LimitDraft & LimitFormFields;

/** The limit order form's model (issue 14 item 3): rules in limitDraft.ts, the write through the orders feature's placeLimit. */
export const createLimitForm = ({ write, busy$ }: OrderFormDeps<PlaceLimitOrder>) => {
  const form = createOrderForm<LimitFormFields, LimitFormContext, LimitFormView>({
    initial: { amountText: '', rateText: '', expiry: 'Never' },
    busy$,
    view: (fields, context, busy) => ({ ...fields, ...limitDraft({ ...context, ...fields, busy }) }),
    write: (view, { sell, buy }) => {
      if (!sell || !buy) return undefined;
      const seconds = EXPIRY_PRESETS.find((preset) => preset.label === view.expiry)?.seconds;
      return write({
        inputMint: sell.id,
        outputMint: buy.id,
        makingAmount: view.making,
        takingAmount: view.taking,
        ...(seconds !== undefined ? { expiresInSeconds: seconds } : {}),
        tokens: { input: sell, output: buy },
        label: `Sell ${fromBaseUnits(view.making, sell.decimals)} ${sell.symbol} for ${fromBaseUnits(view.taking, buy.decimals)} ${buy.symbol}`,
      });
    },
    clearedOnConfirm: { amountText: '' },
  });
  return {
    view$: form.view$,
    submit: form.submit,
    dispose: form.dispose,
    setAmount: form.set('amountText'),
    setRate: form.set('rateText'),
    setExpiry: form.set('expiry'),
    /** MAX: the whole balance of the sell token; SOL keeps the write reserve for the order's fees and rent. */
    setMax: (balance: bigint, token: { readonly id: string; readonly decimals: number }) =>
      form.edit({ amountText: fromBaseUnits(token.id === WRAPPED_SOL_MINT ? spendableSol(balance) : balance, token.decimals) }),
    /** The pair changed or flipped: a rate for the old pair means nothing for the new one. */
    pairChanged: () => form.edit({ rateText: '' }),
  };
};

export type LimitForm = ReturnType<typeof createLimitForm>;

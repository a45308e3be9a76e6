import { BehaviorSubject, type Observable, type Subscription, combineLatest, distinctUntilChanged, map } from 'rxjs';
import type { CommandState } from '../tx/command';
import type { DraftToken, OrderButton } from './limitDraft';
import type { OrderTokens } from './orderIntentWords';

/** A token an order form names: its decimals for base units, its words for labels and checks. */
export type OrderFormToken = DraftToken & OrderTokens['input'];

/** What the page around an order form knows: the pair (from the address bar), the wallet, the price. */
export interface OrderFormContext {
  readonly sell: OrderFormToken | undefined;
  readonly buy: OrderFormToken | undefined;
  readonly connected: boolean;
  /** Base units of the sell token the wallet holds; undefined while unknown or without a wallet. */
  readonly sellBalance: bigint | undefined;
  readonly sellUsd: number | undefined;
}

/** What an order form's factory takes: its write through the one transaction command, and whether any write runs. */
export interface OrderFormDeps<Order> {
  readonly write: (order: Omit<Order, 'signer'>) => Observable<CommandState>;
  readonly busy$: Observable<boolean>;
}

export interface OrderFormSpec<Fields, Context, View extends { readonly button: OrderButton }> {
  readonly initial: Fields;
  /** True while any write runs: the button waits. */
  readonly busy$: Observable<boolean>;
  /** The pure rules: what the fields mean in this context (limitDraft.ts, recurringDraft.ts). */
  readonly view: (fields: Fields, context: Context, busy: boolean) => View;
  /** The write the view's submit button asks for, through the one transaction command; undefined when it asks for none. */
  readonly write: (view: View, context: Context) => Observable<CommandState> | undefined;
  /** What a confirmed write clears (the amount: the same order twice is rarely meant). */
  readonly clearedOnConfirm: Partial<Fields>;
}

/**
 * An order form as a stream model, like the swap form: the component renders `view$` for what
 * the page knows (its context: the pair, the wallet, prices) and dispatches edits and submit;
 * the rules and the write live in streams. The command runs to its end whether or not the form
 * still watches; `dispose` only stops watching, so a remount under StrictMode keeps a working form.
 */
export const createOrderForm = <Fields extends object, Context, View extends { readonly button: OrderButton }>(spec: OrderFormSpec<Fields, Context, View>) => {
  const fields = new BehaviorSubject<Fields>(spec.initial);
  let latest: { readonly view: View; readonly context: Context } | undefined;
  let writing: Subscription | undefined;
  const edit = (change: Partial<Fields>) => fields.next({ ...fields.value, ...change });
  /** A dispatcher for one field: `set('amountText')` is the amount input's onChange. */
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      edit({ [key]: value } as unknown as Partial<Fields>);

  return {
    view$: (context$: Observable<Context>): Observable<View> =>
      combineLatest([fields, context$, spec.busy$.pipe(distinctUntilChanged())]).pipe(
        map(([typed, context, busy]) => {
          const view = spec.view(typed, context, busy);
          latest = { view, context };
          return view;
        }),
      ),
    edit,
    set,
    /** 'connect': the page opens the wallet dialog; 'placed': the write started; 'none': the button is blocked. */
    submit: (): 'connect' | 'placed' | 'none' => {
      if (!latest) return 'none';
      if (latest.view.button.kind === 'connect') return 'connect';
      if (latest.view.button.kind !== 'submit') return 'none';
      const write$ = spec.write(latest.view, latest.context);
      if (!write$) return 'none';
      writing?.unsubscribe();
      writing = write$.subscribe((state) => {
        if (state.status === 'confirmed') edit(spec.clearedOnConfirm);
      });
      return 'placed';
    },
    dispose: () => writing?.unsubscribe(),
  };
};

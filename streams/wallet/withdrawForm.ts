import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import { fromBaseUnits } from '../swap/baseUnits';
import { type WithdrawCheck, type WithdrawToken, checkWithdraw, maxWithdrawable } from './withdrawRules';

/** A token the wallet can send, as the Withdraw form lists it. */
export interface WithdrawChoice extends WithdrawToken {
  /** 'native' for SOL itself, else the mint (wrapped SOL is its own row). */
  readonly key: string;
}

/** What the page knows: the tokens the wallet holds above zero (kept stable while unchanged: a hook compares it by identity). */
export interface WithdrawContext {
  readonly tokens: readonly WithdrawChoice[];
}

export interface WithdrawView extends WithdrawCheck {
  /** The chosen token: SOL until the user picks, or the first held when that is gone. */
  readonly token: WithdrawChoice | undefined;
  readonly recipient: string;
  readonly amount: string;
  /** The text Max writes: the whole balance, native SOL less its fee reserve. */
  readonly max: string | undefined;
  /** The text Half writes: half of what Max would (the reserve kept). */
  readonly half: string | undefined;
}

interface Fields {
  readonly selected: string;
  readonly recipient: string;
  readonly amount: string;
}

/** SOL itself is chosen first: the token a quick account most often sends out. */
const EMPTY: Fields = { selected: 'native', recipient: '', amount: '' };

export const withdrawView = (fields: Fields, { tokens }: WithdrawContext): WithdrawView => {
  const token = tokens.find((candidate) => candidate.key === fields.selected) ?? tokens[0];
  return {
    ...checkWithdraw(token, fields.recipient.trim(), fields.amount),
    token,
    recipient: fields.recipient,
    amount: fields.amount,
    max: token && fromBaseUnits(maxWithdrawable(token), token.decimals),
    half: token && fromBaseUnits(maxWithdrawable(token) / 2n, token.decimals),
  };
};

/**
 * The Withdraw form (spec 000 §5) as a stream model: the dialog renders `view$` for the wallet's
 * tokens and dispatches edits. Picking another token clears the amount (its decimals differ);
 * a landed transfer resets recipient and amount (spec 000 §4), a failed one keeps them.
 * It holds no subscription of its own: nothing to dispose. `prefill` is what it starts with (SOL chosen).
 */
export const createWithdrawForm = (prefill: { readonly recipient?: string | undefined; readonly amount?: string | undefined } = {}) => {
  // A payment request (/send?to=&amount=) starts the form filled in; the user still reviews and sends.
  const fields = new BehaviorSubject<Fields>({ ...EMPTY, recipient: prefill.recipient ?? '', amount: prefill.amount ?? '' });
  const edit = (change: Partial<Fields>) => fields.next({ ...fields.value, ...change });
  return {
    view$: (context$: Observable<WithdrawContext>): Observable<WithdrawView> =>
      combineLatest([fields, context$]).pipe(map(([typed, context]) => withdrawView(typed, context))),
    select: (key: string) => edit({ selected: key, amount: '' }),
    setRecipient: (recipient: string) => edit({ recipient }),
    setAmount: (amount: string) => edit({ amount }),
    /** After a landed transfer: the token stays chosen. */
    reset: () => edit({ recipient: '', amount: '' }),
  };
};

export type WithdrawForm = ReturnType<typeof createWithdrawForm>;

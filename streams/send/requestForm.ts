import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import { canonicalSol, paymentRequestUrl, requestAddressProblem, requestAmountProblem, requestNoteProblem } from './paymentRequest';

/** What the page knows: the connected wallet (the address's default) and the app's origin (the link's base). */
export interface RequestContext {
  readonly wallet: string | undefined;
  readonly origin: string;
}

export interface RequestView {
  readonly amount: string;
  /** The address the link pays: the typed one, or the connected wallet's until the user types. */
  readonly address: string;
  readonly addressFromWallet: boolean;
  readonly note: string;
  readonly amountError: string | undefined;
  readonly addressError: string | undefined;
  readonly noteError: string | undefined;
  /** The link, once every field is valid; the amount in it is canonical ('0.5'). */
  readonly url: string | undefined;
  /** The amount the link asks for, as it reads ('0.5'), when valid. */
  readonly sol: string | undefined;
}

interface Fields {
  readonly amount: string;
  /** Undefined until the user edits it: the connected wallet's address stands in. */
  readonly address: string | undefined;
  readonly note: string;
}

export const requestView = (fields: Fields, { wallet, origin }: RequestContext): RequestView => {
  const addressFromWallet = fields.address === undefined && wallet !== undefined;
  const address = (fields.address ?? wallet ?? '').trim();
  // Empty fields say nothing yet; the link waits for them.
  const amountError = fields.amount === '' ? undefined : requestAmountProblem(fields.amount);
  const addressError = address === '' ? undefined : requestAddressProblem(address);
  const noteError = requestNoteProblem(fields.note);
  const valid = fields.amount !== '' && amountError === undefined && address !== '' && addressError === undefined && noteError === undefined;
  const sol = valid ? canonicalSol(fields.amount) : undefined;
  return {
    amount: fields.amount,
    address,
    addressFromWallet,
    note: fields.note,
    amountError,
    addressError,
    noteError,
    sol,
    url: sol === undefined ? undefined : paymentRequestUrl(origin, { recipient: address, amount: sol, note: fields.note.trim() }),
  };
};

/**
 * The /ask-for-sol form as a stream model: amount, the address to be paid (the connected
 * wallet's until edited) and a note; the view carries each field's message and, once all are
 * valid, the request link. It holds no subscription of its own.
 */
export const createRequestForm = () => {
  const fields = new BehaviorSubject<Fields>({ amount: '', address: undefined, note: '' });
  const edit = (change: Partial<Fields>) => fields.next({ ...fields.value, ...change });
  return {
    view$: (context$: Observable<RequestContext>): Observable<RequestView> =>
      combineLatest([fields, context$]).pipe(map(([typed, context]) => requestView(typed, context))),
    setAmount: (amount: string) => edit({ amount }),
    setAddress: (address: string) => edit({ address }),
    setNote: (note: string) => edit({ note }),
  };
};

export type RequestForm = ReturnType<typeof createRequestForm>;

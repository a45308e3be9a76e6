import {
  BehaviorSubject,
  EMPTY,
  NEVER,
  type Observable,
  Subject,
  combineLatest,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  shareReplay,
  skip,
  startWith,
  switchMap,
  tap,
  withLatestFrom,
} from 'rxjs';
import { type VerifyErrors, type VerifyText, checkVerifyText } from '../schemas/verify';
import type { TokenCheck } from './tokenCheck';
import type { SubmitState, VerifyDraft } from './verifySubmit';

export interface VerifyFields extends VerifyText {
  readonly mint: string;
}
export type VerifyField = keyof VerifyFields;

export const EMPTY_VERIFY: VerifyFields = { mint: '', website: '', twitter: '', reasons: '', contact: '' };

export interface VerifyFormView {
  readonly fields: VerifyFields;
  /** The text fields' messages (the shared rules, schemas/verify.ts). */
  readonly errors: VerifyErrors;
  /** What the mint is: checked on the ledger and in the market data as it is typed. */
  readonly token: TokenCheck;
  /** Defined when everything holds and the token is not verified yet: what Send asks for. */
  readonly draft: VerifyDraft | undefined;
  readonly submission: SubmitState;
}

const IDLE: SubmitState = { status: 'idle' };

/**
 * The verification form as a stream model: the page renders `view$` and dispatches edits and
 * Send. Each new mint is checked once (switchMap drops the check of a mint typed over); Send
 * asks once at a time (exhaustMap) with what the form holds then; a request the service took
 * empties the form. Editing after an answer clears it. A decision on the mint shown
 * (`decided$`: a reviewer approved it) checks it again, so the form says it is verified.
 */
export const createVerifyForm = ({
  check,
  send,
  decided$ = NEVER,
}: {
  readonly check: (mint: string) => Observable<TokenCheck>;
  readonly send: (draft: VerifyDraft) => Observable<SubmitState>;
  readonly decided$?: Observable<string>;
}) => {
  const fields = new BehaviorSubject<VerifyFields>(EMPTY_VERIFY);
  const submits = new Subject<void>();
  const token$ = fields.pipe(
    map((typed) => typed.mint.trim()),
    distinctUntilChanged(),
    switchMap((mint) => merge(of(mint), decided$.pipe(filter((decided) => decided === mint))).pipe(switchMap(check))),
  );
  const base$ = combineLatest([fields, token$]).pipe(
    map(([typed, token]) => {
      const { errors, clean } = checkVerifyText(typed);
      const draft = token.status === 'found' && !token.verified && clean ? { mint: token.mint, ...clean } : undefined;
      return { fields: typed, errors, token, draft };
    }),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  const submission$ = merge(
    submits.pipe(
      withLatestFrom(base$),
      exhaustMap(([, view]) => (view.draft ? send(view.draft).pipe(tap((state) => state.status === 'sent' && fields.next(EMPTY_VERIFY))) : EMPTY)),
    ),
    fields.pipe(
      skip(1),
      map(() => IDLE),
    ),
  ).pipe(startWith(IDLE));
  return {
    view$: combineLatest([base$, submission$]).pipe(
      map(([view, submission]): VerifyFormView => ({ ...view, submission })),
      shareReplay({ bufferSize: 1, refCount: true }),
    ),
    set: (field: VerifyField, value: string) => fields.next({ ...fields.value, [field]: value }),
    submit: () => submits.next(),
  };
};

export type VerifyForm = ReturnType<typeof createVerifyForm>;

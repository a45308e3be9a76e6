import type { TokenCheck } from '@streams/verify/tokenCheck';
import { EMPTY_VERIFY, type VerifyFormView, createVerifyForm } from '@streams/verify/verifyForm';
import type { SubmitState, VerifyDraft } from '@streams/verify/verifySubmit';
import { type Observable, Subject, of } from 'rxjs';
import { MINT, draft, requestView } from './fixtures';

const found = (verified: boolean): TokenCheck => ({ status: 'found', mint: MINT, name: 'Moon Cat', symbol: 'MCAT', verified, fromMetadata: true });

/** A form over a check that answers at once and a send the test drives. */
const formWith = (check: (mint: string) => Observable<TokenCheck>, decided$: Observable<string> = new Subject<string>()) => {
  const sends: VerifyDraft[] = [];
  const answers = new Subject<SubmitState>();
  const checked: string[] = [];
  const form = createVerifyForm({
    decided$,
    check: (mint) => {
      checked.push(mint);
      return check(mint);
    },
    send: (request) => {
      sends.push(request);
      return answers;
    },
  });
  let view: VerifyFormView | undefined;
  const subscription = form.view$.subscribe((next) => (view = next));
  const current = () => {
    if (!view) throw new Error('no view');
    return view;
  };
  const fill = () => {
    form.set('mint', ` ${MINT} `);
    form.set('website', draft.website);
    form.set('twitter', draft.twitter);
    form.set('reasons', draft.reasons);
  };
  return { form, sends, answers, checked, current, fill, subscription };
};

describe('the verification form', () => {
  it('checks each new mint once, and has a draft only when the token is found, unverified and every field holds', () => {
    const { form, current, fill, checked } = formWith(() => of(found(false)));
    expect(current().token).toEqual({ status: 'found', mint: MINT, name: 'Moon Cat', symbol: 'MCAT', verified: false, fromMetadata: true });
    expect(checked).toEqual(['']);
    form.set('website', 'http://mooncat.example');
    expect(current().errors.website).toBe('Only https links');
    expect(current().draft).toBeUndefined();
    fill();
    // The mint is trimmed, and checked once however many other fields change.
    expect(checked).toEqual(['', MINT]);
    expect(current().draft).toEqual(draft);
    form.set('twitter', 'https://evil.example/mooncat');
    expect(current().errors.twitter).toBe('An X profile: https://x.com/yourproject');
    expect(current().draft).toBeUndefined();
  });

  it('offers no draft for a token verified already, nor for one that is no token', () => {
    const verified = formWith(() => of(found(true)));
    verified.fill();
    expect(verified.current().draft).toBeUndefined();
    const invalid = formWith(() => of<TokenCheck>({ status: 'invalid', message: 'Invalid token information' }));
    invalid.fill();
    expect(invalid.current().token).toEqual({ status: 'invalid', message: 'Invalid token information' });
    expect(invalid.current().draft).toBeUndefined();
  });

  it('sends once at a time what the form holds; a request taken empties the form; an edit clears a refusal', () => {
    const { form, current, fill, sends, answers } = formWith(() => of(found(false)));
    form.submit();
    expect(sends).toEqual([]);
    fill();
    form.submit();
    form.submit();
    answers.next({ status: 'sending' });
    expect(sends).toEqual([draft]);
    expect(current().submission).toEqual({ status: 'sending' });
    answers.next({ status: 'sent', request: requestView('pending') });
    answers.complete();
    expect(current().submission).toEqual({ status: 'sent', request: requestView('pending') });
    expect(current().fields).toEqual(EMPTY_VERIFY);

    const refusing = formWith(() => of(found(false)));
    refusing.fill();
    refusing.form.submit();
    refusing.answers.next({ status: 'refused', message: 'A verification request for this token is already pending' });
    expect(refusing.current().submission.status).toBe('refused');
    refusing.form.set('contact', '@mooncat');
    expect(refusing.current().submission).toEqual({ status: 'idle' });
  });

  it('checks the mint shown again when a reviewer decides on it, and only that mint', () => {
    const decided = new Subject<string>();
    let verified = false;
    const { form, current, checked } = formWith(() => of(found(verified)), decided);
    form.set('mint', MINT);
    expect(current().token).toMatchObject({ verified: false });
    verified = true;
    decided.next('So11111111111111111111111111111111111111112');
    expect(checked).toEqual(['', MINT]);
    decided.next(MINT);
    expect(checked).toEqual(['', MINT, MINT]);
    expect(current().token).toMatchObject({ status: 'found', verified: true });
    expect(current().draft).toBeUndefined();
  });
});

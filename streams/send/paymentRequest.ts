import { hasHiddenCharacters } from '../market/tokenText';
import { isAddress } from '../solana/codec';
import { fromBaseUnits, toBaseUnits } from '../swap/baseUnits';

/**
 * A request for SOL (/ask-for-sol) travels as a link to /send: `?to={address}&amount={SOL}&note={text}`.
 * Whoever opens it gets the send form filled in and still reviews and presses Send. The link is
 * hostile input on the way in: every field is checked again, and a bad one is left out with a
 * message, never half-used.
 */
export const REQUEST_PARAMS = { recipient: 'to', amount: 'amount', note: 'note' } as const;

const SOL_DECIMALS = 9;
/** A note is a line for the payer ('Pizza on Friday'), not a letter. */
export const MAX_NOTE_LENGTH = 140;
/** More than anyone asks a friend for: a link above it is a typo or a trick. */
export const MAX_REQUEST_SOL = 1_000_000;
const MAX_REQUEST_TEXT = '1,000,000';
const MAX_REQUEST_LAMPORTS = BigInt(MAX_REQUEST_SOL) * 10n ** BigInt(SOL_DECIMALS);
/** Whole SOL and up to 9 decimals, nothing else: no signs, exponents, spaces, commas or hex. */
const AMOUNT_TEXT = /^\d{1,16}(?:\.\d{1,9})?$/;

export const requestAmountProblem = (text: string): string | undefined => {
  if (!AMOUNT_TEXT.test(text)) return 'Enter an amount of SOL, such as 0.5 (at most 9 decimals).';
  const lamports = toBaseUnits(text, SOL_DECIMALS);
  if (lamports <= 0n) return 'The amount must be more than 0 SOL.';
  if (lamports > MAX_REQUEST_LAMPORTS) return `Ask for at most ${MAX_REQUEST_TEXT} SOL.`;
  return undefined;
};

export const requestAddressProblem = (text: string): string | undefined => (isAddress(text) ? undefined : 'This is not a valid Solana address.');

export const requestNoteProblem = (text: string): string | undefined => {
  if ([...text].length > MAX_NOTE_LENGTH) return `Keep the note to ${MAX_NOTE_LENGTH} characters.`;
  if (hasHiddenCharacters(text)) return 'The note holds control or invisible characters.';
  return undefined;
};

/** '000.50' → '0.5': the amount as the link and the form write it. */
export const canonicalSol = (text: string): string => fromBaseUnits(toBaseUnits(text, SOL_DECIMALS), SOL_DECIMALS);

export interface PaymentRequest {
  readonly recipient: string;
  /** Canonical SOL text ('0.5'). */
  readonly amount: string;
  /** Empty when there is none. */
  readonly note: string;
}

/** The link that opens /send filled in with the request. */
export const paymentRequestUrl = (origin: string, request: PaymentRequest): string => {
  const query = new URLSearchParams({ [REQUEST_PARAMS.recipient]: request.recipient, [REQUEST_PARAMS.amount]: request.amount });
  if (request.note !== '') query.set(REQUEST_PARAMS.note, request.note);
  return `${origin}/send?${query.toString()}`;
};

/** What /send takes from its address: the fields that passed, and a message for each that did not. */
export interface ReadRequest {
  /** The address carries a request at all (any of its parameters). */
  readonly present: boolean;
  readonly recipient: string | undefined;
  readonly amount: string | undefined;
  readonly note: string | undefined;
  readonly problems: readonly string[];
}

interface Params {
  getAll(name: string): string[];
}

/** A field given once; twice is ambiguous, and ambiguity from a link is refused. */
const single = (params: Params, name: string): { readonly value?: string; readonly repeated: boolean } => {
  const values = params.getAll(name);
  return values.length === 1 ? { value: values[0], repeated: false } : { repeated: values.length > 1 };
};

/**
 * Reads a request from /send's address. Each field is checked like typed input: an invalid or
 * repeated one is dropped with a message naming it, the others are kept. A request with no
 * usable field is still `present`, so the page says why nothing was filled in.
 */
export const readPaymentRequest = (params: Params): ReadRequest => {
  const problems: string[] = [];
  const to = single(params, REQUEST_PARAMS.recipient);
  const amount = single(params, REQUEST_PARAMS.amount);
  const note = single(params, REQUEST_PARAMS.note);
  const present = [to, amount, note].some((field) => field.repeated || field.value !== undefined);

  let recipient: string | undefined;
  if (to.repeated) problems.push('The link names more than one recipient, so none was filled in.');
  else if (to.value !== undefined) {
    if (requestAddressProblem(to.value) === undefined) recipient = to.value;
    else problems.push("The link's recipient is not a valid Solana address, so it was not filled in.");
  }

  let sol: string | undefined;
  if (amount.repeated) problems.push('The link names more than one amount, so none was filled in.');
  else if (amount.value !== undefined) {
    if (requestAmountProblem(amount.value) === undefined) sol = canonicalSol(amount.value);
    else problems.push(`The link's amount is not an amount of SOL between 0 and ${MAX_REQUEST_TEXT}, so it was not filled in.`);
  }

  let kept: string | undefined;
  if (note.repeated) problems.push('The link carries more than one note, so none is shown.');
  else if (note.value !== undefined && note.value !== '') {
    const problem = requestNoteProblem(note.value);
    if (problem === undefined) kept = note.value;
    else if ([...note.value].length > MAX_NOTE_LENGTH) problems.push(`The link's note is longer than ${MAX_NOTE_LENGTH} characters, so it is not shown.`);
    else problems.push("The link's note holds control or invisible characters, so it is not shown.");
  }
  return { present, recipient, amount: sol, note: kept, problems };
};

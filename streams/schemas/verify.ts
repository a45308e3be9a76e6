import * as z from 'zod/mini';
import { cleanStudioText } from './studio';

/**
 * Token verification's wire ([I]: the real service is a form behind a sign-in, its API not
 * public), shared by the client and the simulator: what a request says, the rules each field
 * keeps (the same on both sides), and a request as the service lists it.
 */
export const VERIFY_LIMITS = { link: 200, reasonsMin: 30, reasons: 1000, contact: 100 } as const;

/** What the user writes; the token's name and symbol are the service's own, read from the mint. */
export interface VerifyText {
  readonly website: string;
  readonly twitter: string;
  readonly reasons: string;
  readonly contact: string;
}

export type VerifyErrors = Partial<Record<keyof VerifyText, string>>;

/** X profiles live on these hosts. */
const X_HOSTS = new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com']);
const X_HANDLE = /^\/[A-Za-z0-9_]{1,15}\/?$/;

/** Why a link is refused, or undefined when it is an https link as the field wants it. */
const linkError = (text: string, field: 'website' | 'twitter'): string | undefined => {
  if (text === '') return field === 'website' ? 'Give the project’s website' : 'Give the project’s X profile';
  if (text.length > VERIFY_LIMITS.link) return `At most ${VERIFY_LIMITS.link} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full link (https://…)';
  }
  if (url.protocol !== 'https:') return 'Only https links';
  if (url.username || url.password) return 'A link with a user name or password is refused';
  if (field === 'website') return url.hostname.includes('.') ? undefined : 'Not a website address';
  return X_HOSTS.has(url.hostname) && X_HANDLE.test(url.pathname) && url.search === '' && url.hash === ''
    ? undefined
    : 'An X profile: https://x.com/yourproject';
};

/**
 * The request's text as kept (cleanStudioText: no control or direction characters, spaces
 * collapsed) and what is wrong with it, field by field; `clean` only when nothing is.
 */
export const checkVerifyText = (typed: VerifyText): { readonly errors: VerifyErrors; readonly clean: VerifyText | undefined } => {
  const errors: VerifyErrors = {};
  const website = cleanStudioText(typed.website, VERIFY_LIMITS.link + 1);
  const twitter = cleanStudioText(typed.twitter, VERIFY_LIMITS.link + 1);
  const reasons = cleanStudioText(typed.reasons, VERIFY_LIMITS.reasons + 1);
  const contact = cleanStudioText(typed.contact, VERIFY_LIMITS.contact + 1);
  const websiteError = linkError(website, 'website');
  if (websiteError) errors.website = websiteError;
  const twitterError = linkError(twitter, 'twitter');
  if (twitterError) errors.twitter = twitterError;
  const reasonsLength = Array.from(reasons).length;
  if (reasonsLength < VERIFY_LIMITS.reasonsMin) errors.reasons = `Say why in at least ${VERIFY_LIMITS.reasonsMin} characters`;
  else if (reasonsLength > VERIFY_LIMITS.reasons) errors.reasons = `At most ${VERIFY_LIMITS.reasons} characters`;
  if (Array.from(contact).length > VERIFY_LIMITS.contact) errors.contact = `At most ${VERIFY_LIMITS.contact} characters`;
  return { errors, clean: Object.keys(errors).length > 0 ? undefined : { website, twitter, reasons, contact } };
};

const address = z.string().check(z.minLength(32), z.maxLength(44));

/** POST /verify/v1/requests: the form as the user filled it (the service cleans and checks it again). */
export const verifyRequestSchema = z.object({
  requester: address,
  mint: address,
  website: z.string().check(z.maxLength(1_000)),
  twitter: z.string().check(z.maxLength(1_000)),
  reasons: z.string().check(z.maxLength(5_000)),
  contact: z.optional(z.string().check(z.maxLength(1_000))),
});
export type VerifyRequestBody = z.infer<typeof verifyRequestSchema>;

export const VERIFY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

/** A request as the service lists it. */
export const verifyRequestViewSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  mint: address,
  name: z.string().check(z.maxLength(200)),
  symbol: z.string().check(z.maxLength(50)),
  website: z.string().check(z.maxLength(1_000)),
  twitter: z.string().check(z.maxLength(1_000)),
  reasons: z.string().check(z.maxLength(5_000)),
  contact: z.nullable(z.string().check(z.maxLength(1_000))),
  status: z.enum(VERIFY_STATUSES),
  /** ISO times. */
  createdAt: z.string().check(z.maxLength(40)),
  decidedAt: z.nullable(z.string().check(z.maxLength(40))),
  /** The reviewer's word on a decision. */
  note: z.nullable(z.string().check(z.maxLength(500))),
});
export type VerifyRequestView = z.infer<typeof verifyRequestViewSchema>;

export const verifyRequestsSchema = z.object({ requests: z.array(verifyRequestViewSchema).check(z.maxLength(100)) });
export const verifySubmitAnswerSchema = z.object({ request: verifyRequestViewSchema });

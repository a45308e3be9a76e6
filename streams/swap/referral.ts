import { BehaviorSubject, type Observable, distinctUntilChanged } from 'rxjs';
import * as z from 'zod/mini';
import { createStoredEntry } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { isPublicKey } from './addresses';

export interface Referral {
  /** The referral account (a public key). */
  readonly referrer: string;
  /** Integer 0–200. */
  readonly feeBps: number;
}

/** spec 001 §9: referral feeBps max 200. */
export const MAX_REFERRAL_FEE_BPS = 200;
/** Where the referral the user accepted is kept. */
export const REFERRAL_ACCEPTED_KEY = 'callisto.referral.accepted';
/** Where earlier versions stored a link's referral without asking: dropped on sight. */
export const LEGACY_REFERRAL_KEY = 'callisto.referral';
export const REFERRAL_PARAMS = ['referrer', 'feeBps'] as const;

const referralSchema = z.object({
  referrer: z.string().check(z.refine(isPublicKey, 'not a public key')),
  feeBps: z.int().check(z.minimum(0), z.maximum(MAX_REFERRAL_FEE_BPS)),
});

/** '50' → 50; anything but a plain integer 0–200 → undefined ('1.5', '1e2', '', '201'). */
export const parseFeeBps = (text: string): number | undefined => {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_REFERRAL_FEE_BPS ? value : undefined;
};

export const sameReferral = (a: Referral | undefined, b: Referral | undefined): boolean => a?.referrer === b?.referrer && a?.feeBps === b?.feeBps;

export interface ReferralRead {
  /** The link's referral when both parameters are valid: an offer the user may accept, nothing more. */
  readonly offer: Referral | undefined;
  /**
   * The page's query without referrer and feeBps, when the link had either: the caller puts it
   * in the address bar without a reload (history.replaceState). Undefined when nothing to remove.
   */
  readonly cleanedSearch: string | undefined;
}

/**
 * Referral link (spec 001 §2.4, §5), read once on load: the referrer must be a valid public key
 * and feeBps an integer from 0 to 200; only both valid make an offer. Anything else is logged
 * and ignored. The parameters leave the address either way. Nothing is stored here: a fee is
 * charged only once the user accepts it.
 */
export const readReferral = ({ search, logger }: { search: string; logger: Logger }): ReferralRead => {
  const params = new URLSearchParams(search);
  const referrerText = params.get('referrer');
  const feeText = params.get('feeBps');
  let offer: Referral | undefined;
  if (referrerText !== null || feeText !== null) {
    const feeBps = feeText === null ? undefined : parseFeeBps(feeText);
    const referrerValid = referrerText !== null && isPublicKey(referrerText);
    if (referrerValid && feeBps !== undefined) offer = { referrer: referrerText, feeBps };
    else logger.warn('Ignoring an invalid referral', { referrer: referrerText, feeBps: feeText, referrerValid, feeBpsValid: feeBps !== undefined });
  }
  for (const name of REFERRAL_PARAMS) params.delete(name);
  const rest = params.toString();
  const cleanedSearch = referrerText !== null || feeText !== null ? (rest === '' ? '' : `?${rest}`) : undefined;
  return { offer, cleanedSearch };
};

/** The accepted referral's storage: a bad one is logged, removed and ignored. */
const acceptedEntry = (storage: KeyValueStorage, logger: Logger) =>
  createStoredEntry<Referral>({
    storage,
    logger,
    key: REFERRAL_ACCEPTED_KEY,
    schema: referralSchema,
    dropInvalid: true,
    messages: { invalid: 'Dropping an invalid stored referral', notJson: 'Dropping an invalid stored referral' },
  });

/** The accepted referral, checked again; a bad one is logged, removed and ignored. */
export const storedReferral = (storage: KeyValueStorage, logger: Logger): Referral | undefined => acceptedEntry(storage, logger).read();

/**
 * The referral of this app, with the user's consent (issue 24 item 3). A referral link is an
 * offer: the app shows who asks for what fee, and no fee is quoted until the user accepts.
 * Declining, or leaving without answering, means no fee. The accepted referral is stored, shown
 * in the swap settings and removable there; a referral stored by an earlier version without
 * asking is dropped.
 */
export const createReferralLink = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  // Only whether it is there: what an earlier version stored here is dropped unread, so it needs no schema.
  if (storage.getItem(LEGACY_REFERRAL_KEY) !== null) {
    logger.warn('Dropping a referral that was stored without the user accepting it');
    storage.removeItem(LEGACY_REFERRAL_KEY);
  }
  const stored = acceptedEntry(storage, logger);
  const accepted = new BehaviorSubject<Referral | undefined>(stored.read());
  const offer = new BehaviorSubject<Referral | undefined>(undefined);
  let read: ReferralRead | undefined;

  return {
    /** The first call reads `search` (an offer, when valid and new); later calls repeat its answer. */
    readOnce: (search: string): ReferralRead => {
      if (!read) {
        read = readReferral({ search, logger });
        const offered = read.offer;
        // A fee of 0 asks nothing; the referral already accepted needs no second yes.
        if (offered && offered.feeBps > 0 && !sameReferral(offered, accepted.value)) offer.next(offered);
      }
      return read;
    },
    /** The link's offer waiting for an answer, or undefined. */
    offer$: offer.pipe(distinctUntilChanged(sameReferral)) as Observable<Referral | undefined>,
    /** The referral the user accepted (what quotes and swaps charge), or undefined: no fee. */
    accepted$: accepted.pipe(distinctUntilChanged(sameReferral)) as Observable<Referral | undefined>,
    /** The accepted referral now: what a pre-sign check compares a quote's platform fee with. */
    accepted: (): Referral | undefined => accepted.value,
    /** Yes to the offer on screen: stored, and its fee quoted from now on. */
    accept: () => {
      const offered = offer.value;
      if (!offered) return;
      stored.write(offered);
      accepted.next(offered);
      offer.next(undefined);
      logger.info('Referral fee accepted', { referrer: offered.referrer, feeBps: offered.feeBps });
    },
    /** No to the offer: no fee, and nothing kept. */
    decline: () => offer.next(undefined),
    /** Settings' Remove: the accepted referral is forgotten; no fee from now on. */
    remove: () => {
      stored.remove();
      accepted.next(undefined);
    },
  };
};

export type ReferralLink = ReturnType<typeof createReferralLink>;

import { BehaviorSubject, type Observable } from 'rxjs';
import { z } from 'zod';
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
export const REFERRAL_KEY = 'callisto.referral';
export const REFERRAL_PARAMS = ['referrer', 'feeBps'] as const;

const referralSchema = z.object({
  referrer: z.string().refine(isPublicKey, 'not a public key'),
  feeBps: z.number().int().min(0).max(MAX_REFERRAL_FEE_BPS),
});

/** '50' → 50; anything but a plain integer 0–200 → undefined ('1.5', '1e2', '', '201'). */
export const parseFeeBps = (text: string): number | undefined => {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_REFERRAL_FEE_BPS ? value : undefined;
};

export interface ReferralRead {
  /** The referral in effect: the link's when valid, else the stored one. */
  readonly referral: Referral | undefined;
  /**
   * The page's query without referrer and feeBps, when the link had either: the caller puts it
   * in the address bar without a reload (history.replaceState). Undefined when nothing to remove.
   */
  readonly cleanedSearch: string | undefined;
}

/**
 * Referral link (spec 001 §2.4, §5), read once on load: the referrer must be a valid public key
 * and feeBps an integer from 0 to 200; only both valid apply (and are stored, replacing the old
 * referral). Anything else is logged and ignored. The parameters leave the address either way.
 */
export const readReferral = ({ search, storage, logger }: { search: string; storage: KeyValueStorage; logger: Logger }): ReferralRead => {
  const params = new URLSearchParams(search);
  const referrerText = params.get('referrer');
  const feeText = params.get('feeBps');
  let fromLink: Referral | undefined;
  if (referrerText !== null || feeText !== null) {
    const feeBps = feeText === null ? undefined : parseFeeBps(feeText);
    const referrerValid = referrerText !== null && isPublicKey(referrerText);
    if (referrerValid && feeBps !== undefined) {
      fromLink = { referrer: referrerText, feeBps };
      storage.setItem(REFERRAL_KEY, JSON.stringify(fromLink));
    } else {
      logger.warn('Ignoring an invalid referral', { referrer: referrerText, feeBps: feeText, referrerValid, feeBpsValid: feeBps !== undefined });
    }
  }
  for (const name of REFERRAL_PARAMS) params.delete(name);
  const rest = params.toString();
  const cleanedSearch = referrerText !== null || feeText !== null ? (rest === '' ? '' : `?${rest}`) : undefined;
  return { referral: fromLink ?? storedReferral(storage, logger), cleanedSearch };
};

/** The stored referral, checked again; a bad one is logged, removed and ignored. */
export const storedReferral = (storage: KeyValueStorage, logger: Logger): Referral | undefined => {
  const raw = storage.getItem(REFERRAL_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = referralSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: handled below like any bad value
  }
  logger.warn('Dropping an invalid stored referral');
  storage.removeItem(REFERRAL_KEY);
  return undefined;
};

/**
 * The referral of this visit, app-wide: the link is read once when the app starts (whatever the
 * route), its parameters leave the address, and the referral in effect (the link's, else the
 * stored one) is what quotes and swaps charge.
 */
export const createReferralLink = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const current = new BehaviorSubject<Referral | undefined>(storedReferral(storage, logger));
  let read: ReferralRead | undefined;
  return {
    /** The first call reads `search` (and stores a valid referral); later calls repeat its answer. */
    readOnce: (search: string): ReferralRead => {
      if (!read) {
        read = readReferral({ search, storage, logger });
        current.next(read.referral);
      }
      return read;
    },
    referral$: current.asObservable() as Observable<Referral | undefined>,
  };
};

export type ReferralLink = ReturnType<typeof createReferralLink>;

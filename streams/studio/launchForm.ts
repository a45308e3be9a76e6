import { BehaviorSubject, type Observable, map } from 'rxjs';
import { type LaunchErrors, type LaunchFields, type LaunchRequest, checkLaunch, launchCostLamports, parseFirstBuy, readImage } from './launchRules';

export interface LaunchFormView {
  readonly fields: LaunchFields;
  readonly errors: LaunchErrors;
  /** The name and ticker as they will be kept (cleaned). */
  readonly kept: { readonly name: string; readonly symbol: string };
  /** Defined when every field holds: what Launch asks for. */
  readonly request: LaunchRequest | undefined;
  /** SOL the launch takes besides the network fee (fee, first buy, token account rent), once the first buy reads. */
  readonly costLamports: bigint | undefined;
}

/** A new form: 1,000M tokens (the launchpads' default), no first buy. */
export const EMPTY_LAUNCH: LaunchFields = {
  name: '',
  symbol: '',
  description: '',
  website: '',
  twitter: '',
  telegram: '',
  supply: '1,000,000,000',
  firstBuy: '',
  image: undefined,
  imageError: undefined,
};

export type TextField = 'name' | 'symbol' | 'description' | 'website' | 'twitter' | 'telegram' | 'supply' | 'firstBuy';

/**
 * The Studio's launch form as a stream model: the page renders `view$` and dispatches edits. A
 * picked file is checked at once (size, then its bytes' type); a refused one leaves the image
 * as it was and says why. A landed launch resets the form. No subscription of its own.
 */
export const createLaunchForm = () => {
  const fields = new BehaviorSubject<LaunchFields>(EMPTY_LAUNCH);
  const edit = (change: Partial<LaunchFields>) => fields.next({ ...fields.value, ...change });
  return {
    view$: fields.pipe(
      map((typed): LaunchFormView => {
        const { errors, request, kept } = checkLaunch(typed);
        const firstBuy = errors.firstBuy ? undefined : parseFirstBuy(typed.firstBuy);
        return { fields: typed, errors, request, kept, costLamports: firstBuy === undefined ? undefined : launchCostLamports(firstBuy) };
      }),
    ) as Observable<LaunchFormView>,
    set: (field: TextField, value: string) => edit({ [field]: value }),
    pickImage: (bytes: Uint8Array, fileName: string) => {
      const read = readImage(bytes, fileName);
      edit('image' in read ? { image: read.image, imageError: undefined } : { imageError: read.error });
    },
    clearImage: () => edit({ image: undefined, imageError: undefined }),
    reset: () => fields.next(EMPTY_LAUNCH),
  };
};

export type LaunchForm = ReturnType<typeof createLaunchForm>;

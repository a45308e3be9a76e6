import type { StudioImageType } from '../../streams/schemas';
import { type BoundedMap, createBoundedMap } from '../swap/boundedMap';
import type { CleanLaunch } from './launchForm';

/** A launch built and not yet landed: what its transaction's `ref` names. */
export interface PendingLaunch {
  readonly ref: string;
  readonly mint: string;
  readonly launch: CleanLaunch;
  readonly tokensOut: bigint;
  /** Forgotten past this block height: its transaction can no longer land. */
  readonly lastValidBlockHeight: number;
}

/** A launch that landed, and who made it. */
export interface LaunchRecord {
  readonly mint: string;
  readonly creator: string;
}

export interface StoredImage {
  readonly bytes: Uint8Array;
  readonly type: StudioImageType;
}

/** Launches built at once per the whole simulator; the oldest is forgotten past it (its mint stays, unlisted). */
const PENDING_CAPACITY = 1_000;
/** Images kept: 256 KB each at most, so at most ~128 MB; the oldest launch's image goes first. */
const IMAGE_CAPACITY = 500;

/**
 * The Studio's memory: launches waiting for their transaction, launches that landed (creator and
 * fees), and the uploaded images by mint. Bounded everywhere; a reset empties it.
 */
export const createLaunchStore = () => {
  const pending: BoundedMap<string, PendingLaunch> = createBoundedMap(PENDING_CAPACITY);
  const launched = new Map<string, LaunchRecord>();
  const images: BoundedMap<string, StoredImage> = createBoundedMap(IMAGE_CAPACITY);
  return {
    addPending: (entry: PendingLaunch) => pending.set(entry.ref, entry),
    pending: (ref: string) => pending.get(ref),
    takePending: (ref: string) => pending.take(ref),
    expire: (blockHeight: number) => pending.prune((entry) => entry.lastValidBlockHeight < blockHeight),
    addLaunched: (record: LaunchRecord) => launched.set(record.mint, record),
    launched: (mint: string) => launched.get(mint),
    launchedCount: () => launched.size,
    setImage: (mint: string, image: StoredImage) => images.set(mint, image),
    image: (mint: string) => images.get(mint),
    clear: () => {
      pending.clear();
      launched.clear();
      images.clear();
    },
  };
};

export type LaunchStore = ReturnType<typeof createLaunchStore>;

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
/** Landed launches remembered (who made them); the oldest are forgotten past it. */
const LAUNCHED_CAPACITY = 10_000;
/** A creator's launches answered at most. */
export const LAUNCHES_PER_CREATOR = 50;

/**
 * The Studio's memory: launches waiting for their transaction, launches that landed (creator and
 * fees), and the uploaded images by mint. Bounded everywhere; a reset empties it.
 */
export const createLaunchStore = () => {
  const pending: BoundedMap<string, PendingLaunch> = createBoundedMap(PENDING_CAPACITY);
  const launched: BoundedMap<string, LaunchRecord> = createBoundedMap(LAUNCHED_CAPACITY);
  const creators = new Map<string, string[]>();
  const images: BoundedMap<string, StoredImage> = createBoundedMap(IMAGE_CAPACITY);
  return {
    addPending: (entry: PendingLaunch) => pending.set(entry.ref, entry),
    pending: (ref: string) => pending.get(ref),
    takePending: (ref: string) => pending.take(ref),
    expire: (blockHeight: number) => pending.prune((entry) => entry.lastValidBlockHeight < blockHeight),
    addLaunched: (record: LaunchRecord) => {
      launched.set(record.mint, record);
      const mints = [record.mint, ...(creators.get(record.creator) ?? [])].slice(0, LAUNCHES_PER_CREATOR);
      creators.set(record.creator, mints);
    },
    launched: (mint: string) => launched.get(mint),
    /** The creator's launches still remembered, newest first. */
    launchesOf: (creator: string): readonly string[] => (creators.get(creator) ?? []).filter((mint) => launched.get(mint) !== undefined),
    setImage: (mint: string, image: StoredImage) => images.set(mint, image),
    image: (mint: string) => images.get(mint),
    clear: () => {
      pending.clear();
      launched.clear();
      creators.clear();
      images.clear();
    },
  };
};

export type LaunchStore = ReturnType<typeof createLaunchStore>;

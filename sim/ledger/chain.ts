import type { Rng } from '../prng';
import { toBase58 } from './codec';

/**
 * The block clock. Each tick produces one block: block height +1, and the slot +1, or +2 when
 * the seeded schedule skips a leader slot (as mainnet skips a few percent), so clients that mix
 * up slots and block heights see it. Confirmed trails the tip by one block, finalized by 32.
 * Blockhashes are valid for 150 blocks: a transaction may land in blocks up to
 * `height(blockhash) + 150`, which is the `lastValidBlockHeight` getLatestBlockhash returns.
 */
export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface Block {
  slot: number;
  parentSlot: number;
  height: number;
  blockhash: string;
  previousBlockhash: string;
  /** unix seconds */
  blockTime: number;
}

export const MAX_PROCESSING_AGE = 150;
export const CONFIRMED_DEPTH = 1;
export const FINALIZED_DEPTH = 32;
/** Blocks kept: the status cache (300 blocks) and some margin for getBlockTime. */
const HISTORY = 512;
const SLOTS_PER_EPOCH = 432_000;

export const depthOf = (commitment: Commitment) => (commitment === 'processed' ? 0 : commitment === 'confirmed' ? CONFIRMED_DEPTH : FINALIZED_DEPTH);

export interface Chain {
  tip(): Block;
  /** The newest block at a commitment level. */
  at(commitment: Commitment): Block;
  /** Produces the next block. */
  advance(nowMs: number): Block;
  /** The block a blockhash belongs to, while it is remembered. */
  blockOf(blockhash: string): Block | undefined;
  bySlot(slot: number): Block | undefined;
  /** Up to `count` newest blocks, newest first. */
  recent(count: number): Block[];
  /** Whether a transaction with this blockhash may land in a block of `height`. */
  isValidAt(blockhash: string, height: number): boolean;
  epochInfo(block: Block): { epoch: number; slotIndex: number; slotsInEpoch: number };
  genesisHash: string;
}

export const createChain = (rng: Rng, nowMs: number, skipRate = 0.05): Chain => {
  const hashes = rng.fork('blockhashes');
  const skips = rng.fork('skipped-slots');
  const blocks: Block[] = [];
  const byHash = new Map<string, Block>();
  const bySlot = new Map<number, Block>();
  const genesisHash = toBase58(rng.fork('genesis').bytes(32));

  const push = (block: Block) => {
    blocks.push(block);
    byHash.set(block.blockhash, block);
    bySlot.set(block.slot, block);
    if (blocks.length > HISTORY) {
      const old = blocks.shift();
      if (old) {
        byHash.delete(old.blockhash);
        bySlot.delete(old.slot);
      }
    }
  };
  const next = (previous: Block | undefined, blockTime: number): Block => {
    const step = skips.chance(skipRate) ? 2 : 1;
    return {
      slot: previous ? previous.slot + step : rng.int(300_000_000, 310_000_000),
      parentSlot: previous ? previous.slot : 0,
      height: previous ? previous.height + 1 : rng.int(280_000_000, 290_000_000),
      blockhash: toBase58(hashes.bytes(32)),
      previousBlockhash: previous ? previous.blockhash : genesisHash,
      blockTime,
    };
  };
  // A history before start, so that finalized and the 150-block window exist from the first request.
  const start = Math.floor(nowMs / 1000);
  for (let i = 0; i < FINALIZED_DEPTH + 8; i++) push(next(blocks.at(-1), start));

  const tip = () => blocks[blocks.length - 1] as Block;
  return {
    tip,
    at: (commitment) => blocks[Math.max(0, blocks.length - 1 - depthOf(commitment))] as Block,
    advance: (now) => {
      const block = next(tip(), Math.floor(now / 1000));
      push(block);
      return block;
    },
    blockOf: (blockhash) => byHash.get(blockhash),
    bySlot: (slot) => bySlot.get(slot),
    recent: (count) => blocks.slice(-count).reverse(),
    isValidAt: (blockhash, height) => {
      const block = byHash.get(blockhash);
      return block !== undefined && height <= block.height + MAX_PROCESSING_AGE;
    },
    epochInfo: (block) => ({ epoch: Math.floor(block.slot / SLOTS_PER_EPOCH), slotIndex: block.slot % SLOTS_PER_EPOCH, slotsInEpoch: SLOTS_PER_EPOCH }),
    genesisHash,
  };
};

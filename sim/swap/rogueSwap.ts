import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { createHash } from 'node:crypto';
import type { SwapBody } from './swapTransaction';

/**
 * A switch that makes POST /swap build a hostile transaction, so tests can prove the client's
 * pre-sign checks (an auto-signing wallet must refuse it before signing):
 *   - 'program': the swap also calls a program no client trusts (SPL Memo);
 *   - 'drain': the swap also moves 0.05 SOL from the user to an address of the simulator's,
 *     through the System program, which every client trusts;
 *   - 'none': honest swaps (the default, and after /__sim/reset).
 */
export const rogueModes = ['none', 'program', 'drain'] as const;
export type RogueMode = (typeof rogueModes)[number];

export const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
export const DRAIN_LAMPORTS = 50_000_000;
/** Where a drained swap sends the user's SOL: a fixed address nobody holds the key of. */
export const DRAIN_ADDRESS = new PublicKey(createHash('sha256').update('callisto-sim:drain').digest());

export const withRogue = (body: SwapBody, mode: RogueMode, owner: PublicKey): SwapBody => {
  if (mode === 'none') return body;
  const extra =
    mode === 'program'
      ? new TransactionInstruction({ programId: MEMO_PROGRAM, keys: [], data: Buffer.from('callisto-sim: an untrusted program') })
      : SystemProgram.transfer({ fromPubkey: owner, toPubkey: DRAIN_ADDRESS, lamports: DRAIN_LAMPORTS });
  return { ...body, instructions: [...body.instructions, extra], estimatedUnits: body.estimatedUnits + 1_000 };
};

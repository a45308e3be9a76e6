import { createTransferCheckedInstruction } from '@solana/spl-token';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { vaultAddress } from '../ledgerBridge';
import { type Hop, hopInputMint, hopOutputMint } from '../swap/pools';
import { payoutInstructions } from './escrowMoves';
import type { PlannedFill } from './fillPricing';

/**
 * A fill or a slice as token movements: the escrow pays each route's first pool vault (the
 * order authority signs), vaults pay each other along the route and the last vaults pay the
 * order's receiver (the pool authority signs), less the order fee, which stays in the vault
 * that delivered the most.
 */
export interface FillParties {
  readonly escrow: PublicKey;
  /** Owns the escrow. */
  readonly orderAuthority: PublicKey;
  /** Owns the pool vaults. */
  readonly poolAuthority: PublicKey;
  /** Gets the output: the order's receiver. */
  readonly recipient: PublicKey;
  readonly outputMint: string;
  readonly outputDecimals: number;
  readonly unwrapSol: boolean;
}

const vault = (hop: Hop, mint: string) => new PublicKey(vaultAddress(hop.pool.id, mint));
const inputDecimals = (hop: Hop) => (hop.side === 'buy' ? hop.pool.quoteDecimals : hop.pool.baseDecimals);

export const fillInstructions = (fill: PlannedFill, parties: FillParties): TransactionInstruction[] => {
  const instructions: TransactionInstruction[] = [];
  const outputs: { account: PublicKey; owner: PublicKey; amount: bigint }[] = [];
  for (const route of fill.routes) {
    route.legs.forEach((leg, index) => {
      const mint = hopInputMint(leg.hop);
      const previous = route.legs[index - 1];
      const [source, signer] = previous ? [vault(previous.hop, mint), parties.poolAuthority] : [parties.escrow, parties.orderAuthority];
      instructions.push(createTransferCheckedInstruction(source, new PublicKey(mint), vault(leg.hop, mint), signer, leg.inAmount, inputDecimals(leg.hop)));
    });
    const last = route.legs.at(-1);
    if (last) outputs.push({ account: vault(last.hop, hopOutputMint(last.hop)), owner: parties.poolAuthority, amount: last.outAmount });
  }
  const largest = outputs.reduce((best, output, index) => (output.amount > (outputs[best]?.amount ?? 0n) ? index : best), 0);
  const sources = outputs.map((output, index) => (index === largest ? { ...output, amount: output.amount - fill.feeAmount } : output));
  return [
    ...instructions,
    ...payoutInstructions({
      sources,
      mint: parties.outputMint,
      decimals: parties.outputDecimals,
      recipient: parties.recipient,
      authority: parties.orderAuthority,
      unwrapSol: parties.unwrapSol,
    }),
  ];
};

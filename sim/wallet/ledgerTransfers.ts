import type { LandedTransaction } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';

/**
 * The transfers of one landed transaction, per wallet and mint, from its balance changes (as
 * an indexer reads them). SOL: the lamport change of every account that is not a token account,
 * the fee given back to the payer. Only what moved between wallets counts: rent paid into a new
 * token account, or given back when one closes, is not a transfer. Failed transactions move
 * nothing but fees, so they have none.
 */
export interface Transfer {
  readonly owner: string;
  readonly mint: string;
  /** Base units; positive received, negative sent. */
  readonly delta: bigint;
  readonly decimals: number;
  /** The other wallet, when exactly one was on the other side. */
  readonly counterparty: string | undefined;
}

const SOL_DECIMALS = 9;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** With one wallet on the other side, that wallet; with several, none. */
const onlyOther = (others: readonly string[]) => (others.length === 1 ? others[0] : undefined);

const solTransfers = (record: LandedTransaction): Transfer[] => {
  const { meta, accountKeys } = record;
  const tokenAccounts = new Set([...meta.preTokenBalances, ...meta.postTokenBalances].map((balance) => balance.accountIndex));
  const moves: { owner: string; delta: bigint }[] = [];
  accountKeys.forEach((owner, index) => {
    if (tokenAccounts.has(index)) return;
    const delta = (meta.postBalances[index] ?? 0n) - (meta.preBalances[index] ?? 0n) + (index === 0 ? meta.fee : 0n);
    if (delta !== 0n) moves.push({ owner, delta });
  });
  const receivers = moves.filter((move) => move.delta > 0n);
  const senders = moves.filter((move) => move.delta < 0n);
  const received = receivers.reduce((total, move) => total + move.delta, 0n);
  const sent = senders.reduce((total, move) => total - move.delta, 0n);
  return [
    ...senders.map((move) => ({ owner: move.owner, delta: -min(-move.delta, received), others: receivers })),
    ...receivers.map((move) => ({ owner: move.owner, delta: min(move.delta, sent), others: senders })),
  ]
    .filter((move) => move.delta !== 0n)
    .map(({ owner, delta, others }) => ({ owner, mint: SOL_MINT, delta, decimals: SOL_DECIMALS, counterparty: onlyOther(others.map((other) => other.owner)) }));
};

const tokenTransfers = (record: LandedTransaction): Transfer[] => {
  const { preTokenBalances, postTokenBalances } = record.meta;
  const byOwnerMint = new Map<string, { owner: string; mint: string; delta: bigint; decimals: number }>();
  const add = (balance: (typeof preTokenBalances)[number], sign: bigint) => {
    const key = `${balance.owner}:${balance.mint}`;
    const entry = byOwnerMint.get(key) ?? { owner: balance.owner, mint: balance.mint, delta: 0n, decimals: balance.uiTokenAmount.decimals };
    entry.delta += sign * BigInt(balance.uiTokenAmount.amount);
    byOwnerMint.set(key, entry);
  };
  for (const balance of preTokenBalances) add(balance, -1n);
  for (const balance of postTokenBalances) add(balance, 1n);
  const moves = [...byOwnerMint.values()].filter((move) => move.delta !== 0n);
  return moves.map((move) => ({
    ...move,
    counterparty: onlyOther(moves.filter((other) => other.mint === move.mint && other.delta > 0n !== move.delta > 0n).map((other) => other.owner)),
  }));
};

export const transfersOf = (record: LandedTransaction): Transfer[] => (record.meta.err != null ? [] : [...solTransfers(record), ...tokenTransfers(record)]);

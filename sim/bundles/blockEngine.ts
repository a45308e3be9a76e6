import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import type { Ledger } from '../ledger';
import { parseWireTransaction } from '../ledger/wire';
import { MIN_TIP_LAMPORTS, TIP_ACCOUNTS, isTipAccount } from './tipAccounts';

/**
 * A jito-style block engine on the ledger: sendBundle takes up to five signed transactions that
 * land together, in order, in one block, or not at all. Each must pass the ledger's preflight
 * (against the state before the bundle: a later transaction may not depend on an earlier one's
 * effects here) and together they must tip a tip account at least MIN_TIP_LAMPORTS. Sending the
 * same bundle again answers the same id, as the real engine deduplicates.
 */
export const MAX_BUNDLE_TRANSACTIONS = 5;
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const SYSTEM_TRANSFER = 2;

export class BundleError extends Error {}

export interface BundleRecord {
  readonly id: string;
  readonly signatures: readonly string[];
  readonly receivedAt: number;
  readonly tipLamports: bigint;
}

const decode = (text: unknown, encoding: 'base64' | 'base58'): Uint8Array => {
  if (typeof text !== 'string' || text.length === 0 || text.length > 2000) throw new BundleError('each transaction must be a non-empty encoded string');
  try {
    return encoding === 'base64' ? new Uint8Array(Buffer.from(text, 'base64')) : bs58.decode(text);
  } catch {
    throw new BundleError(`a transaction is not valid ${encoding}`);
  }
};

/** Lamports a transaction sends to tip accounts by plain System transfers. */
export const tipsIn = (wire: Uint8Array): bigint => {
  const { message } = parseWireTransaction(wire);
  let total = 0n;
  for (const instruction of message.instructions) {
    if (message.staticKeys[instruction.programIdIndex] !== SYSTEM_PROGRAM) continue;
    const { data } = instruction;
    if (data.length < 12 || new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== SYSTEM_TRANSFER) continue;
    const destination = message.staticKeys[instruction.accounts[1] ?? -1];
    if (destination && isTipAccount(destination)) total += new DataView(data.buffer, data.byteOffset).getBigUint64(4, true);
  }
  return total;
};

export const createBlockEngine = (ledger: Ledger, now: () => number) => {
  const bundles = new Map<string, BundleRecord>();
  const BUNDLES_KEPT = 500;

  const sendBundle = (params: unknown): string => {
    if (!Array.isArray(params) || !Array.isArray(params[0])) throw new BundleError('params must be [[transactions], {encoding}]');
    const options = params[1] as { encoding?: unknown } | undefined;
    const encoding = options?.encoding === 'base64' ? 'base64' : options?.encoding === undefined || options.encoding === 'base58' ? 'base58' : undefined;
    if (!encoding) throw new BundleError('encoding must be base58 or base64');
    const texts: unknown[] = params[0];
    if (texts.length === 0 || texts.length > MAX_BUNDLE_TRANSACTIONS) throw new BundleError(`a bundle holds 1 to ${MAX_BUNDLE_TRANSACTIONS} transactions`);
    const wires = texts.map((text) => decode(text, encoding));
    let parsed;
    try {
      parsed = wires.map((wire) => parseWireTransaction(wire));
    } catch (error) {
      throw new BundleError(`a transaction cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const signatures = parsed.map((tx) => tx.signatures[0] ?? '');
    const id = createHash('sha256').update(signatures.join('')).digest('hex');
    if (bundles.has(id)) return id;
    if (new Set(signatures).size !== signatures.length) throw new BundleError('a bundle may not hold the same transaction twice');
    if (signatures.some((signature) => ledger.signatureStatus(signature) !== null)) throw new BundleError('bundle contains an already processed transaction');
    const tipLamports = wires.reduce((sum, wire) => sum + tipsIn(wire), 0n);
    if (tipLamports < MIN_TIP_LAMPORTS)
      throw new BundleError(`Bundles must write lock at least one tip account to be eligible for the auction (a tip of at least ${MIN_TIP_LAMPORTS} lamports)`);
    // All or nothing: every transaction passes preflight before any is queued.
    for (const wire of wires) {
      try {
        ledger.preflight(wire);
      } catch (error) {
        throw new BundleError(`bundle simulation failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const wire of wires) ledger.submitTransaction(wire, { skipPreflight: true });
    bundles.set(id, { id, signatures, receivedAt: now(), tipLamports });
    if (bundles.size > BUNDLES_KEPT) bundles.delete(bundles.keys().next().value as string);
    return id;
  };

  /** getBundleStatuses: landed bundles with their slot and commitment, null for others. */
  const bundleStatuses = (params: unknown) => {
    const ids: unknown[] = Array.isArray(params) && Array.isArray(params[0]) ? params[0] : [];
    if (ids.length > 5) throw new BundleError('at most 5 bundle ids');
    return {
      context: { slot: ledger.slot() },
      value: ids.map((id) => {
        const bundle = typeof id === 'string' ? bundles.get(id) : undefined;
        const statuses = bundle?.signatures.map((signature) => ledger.signatureStatus(signature));
        const first = statuses?.[0];
        if (!bundle || !first || statuses.some((status) => status === null)) return null;
        return { bundle_id: bundle.id, transactions: bundle.signatures, slot: first.slot, confirmation_status: first.confirmationStatus, err: { Ok: null } };
      }),
    };
  };

  return {
    sendBundle,
    bundleStatuses,
    tipAccounts: () => [...TIP_ACCOUNTS],
    /** For the switchboard: what came in and what landed. */
    describe: () => {
      const all = [...bundles.values()];
      const landed = all.filter((bundle) => bundle.signatures.every((signature) => ledger.signatureStatus(signature) !== null));
      return {
        received: all.length,
        landed: landed.length,
        last: all.at(-1) ? { id: all.at(-1)?.id, signatures: all.at(-1)?.signatures, tipLamports: String(all.at(-1)?.tipLamports) } : null,
      };
    },
    reset: () => bundles.clear(),
  };
};

export type BlockEngine = ReturnType<typeof createBlockEngine>;

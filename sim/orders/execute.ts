import type { LandedTransaction, Ledger } from '../ledger';
import { parseWireTransaction } from '../ledger/wire';
import type { ActionBook } from './actions';
import { type Answer, answer, refusal } from './answers';
import type { LandingWaiter } from './landingWaiter';
import { orderRefIn, requestIdOfRef } from './programs';

/**
 * POST /trigger/v1/execute and /recurring/v1/execute: `{requestId, signedTransaction}`. The
 * transaction's order instruction must name that request (its `ref`); it is sent to the ledger and the answer comes
 * once it lands (the next block): `{signature, status: "Success", code: 0}`, or `"Failed"` with
 * the program's custom error code (or -1: refused at send, -2: expired) and `error`. Recurring
 * answers add the `order` a create opens.
 */
const FAILED_TO_SEND = -1;
const EXPIRED = -2;

const customCode = (err: unknown): number | undefined => {
  const detail = typeof err === 'object' && err !== null && 'InstructionError' in err ? (err as { InstructionError: unknown }).InstructionError : undefined;
  const custom =
    Array.isArray(detail) && typeof detail[1] === 'object' && detail[1] !== null && 'Custom' in detail[1]
      ? (detail[1] as { Custom: unknown }).Custom
      : undefined;
  return typeof custom === 'number' ? custom : undefined;
};

const outcome = (signature: string, record: LandedTransaction | 'expired', extra: Record<string, unknown>) => {
  if (record === 'expired')
    return answer({ signature, status: 'Failed', code: EXPIRED, error: 'Transaction expired before it landed: build a new one', ...extra });
  const err = record.meta.err;
  if (err === null || err === undefined) return answer({ signature, status: 'Success', code: 0, ...extra });
  return answer({ signature, status: 'Failed', code: customCode(err) ?? FAILED_TO_SEND, error: `Transaction failed: ${JSON.stringify(err)}`, ...extra });
};

export const executeOrderTransaction = async (
  deps: { readonly ledger: Ledger; readonly actions: ActionBook; readonly waiter: LandingWaiter; readonly withOrder: boolean },
  raw: unknown,
): Promise<Answer> => {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { requestId, signedTransaction } = body;
  if (typeof requestId !== 'string' || typeof signedTransaction !== 'string')
    return refusal('invalid execute request', 'requestId and signedTransaction (base64) are required');
  let wire;
  try {
    wire = parseWireTransaction(Buffer.from(signedTransaction, 'base64'));
  } catch {
    return refusal('invalid execute request', 'signedTransaction is not a serialized transaction');
  }
  const ref = orderRefIn(wire.message);
  if (!ref || requestIdOfRef(ref) !== requestId) return refusal('invalid execute request', 'the transaction does not belong to this request');
  const signature = wire.signatures[0] ?? '';
  const action = deps.actions.get(ref);
  const extra = deps.withOrder && action && 'orderKey' in action && action.kind.endsWith('-create') ? { order: action.orderKey } : {};
  const landed = deps.ledger.signatureStatus(signature);
  if (landed)
    return answer({
      signature,
      status: landed.err === null ? 'Success' : 'Failed',
      code: landed.err === null ? 0 : (customCode(landed.err) ?? FAILED_TO_SEND),
      ...extra,
    });
  if (!action) return refusal('invalid execute request', 'unknown or expired request: build a new transaction');
  try {
    deps.ledger.submitTransaction(wire.bytes);
  } catch (error) {
    return answer({ signature, status: 'Failed', code: FAILED_TO_SEND, error: error instanceof Error ? error.message : String(error), ...extra });
  }
  // A sent transaction lands in a later block, never during the send: waiting from here misses nothing.
  return outcome(signature, await deps.waiter.wait(signature, action.lastValidBlockHeight), extra);
};

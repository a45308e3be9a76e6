import type { Observable } from 'rxjs';
import { catchError, defer, map, of, take, throwError, throwIfEmpty } from 'rxjs';
import type { Logger } from '../core/ports';
import { toBase64 } from '../solana/codec';
import type { SimulationResult, SolanaRpc, TransactionSigner } from '../solana/ports';
import { TX_MESSAGES, TxFailure, alwaysBlocks, mapRpcFailure, mapTransactionError, missingSignature, signingFailed, txError } from './errors';
import type { TxRequest } from './types';
import { parseTransaction } from '../solana/wireFormat';
import { PACKET_DATA_SIZE, type WireInfo, inspectWire, sameBytes } from './wire';

/** The unsigned transaction and the height its blockhash is valid to. */
export interface Prepared {
  readonly wire: Uint8Array;
  /** The blockhash's real last valid height, as the RPC reported it: the record's life. */
  readonly lastValidBlockHeight: number;
  /**
   * The height past which a signature that took that long in an external wallet's prompt is not
   * sent (the user is asked to try again): the remote config's blockhashSlotsToExpiry.
   */
  readonly signBy?: number;
}

export interface Signed {
  readonly wire: Uint8Array;
  readonly signature: string;
  readonly info: WireInfo;
}

interface StageDeps {
  readonly rpc: SolanaRpc;
  readonly logger: Logger;
  /** The remote config's blockhashSlotsToExpiry, when it gives one. */
  readonly blockhashSlotsToExpiry?: () => number | undefined;
}

/** Ends the pipeline with a typed failure: ours as it is, an RPC's mapped. */
const fail = (error: unknown) => throwError(() => (error instanceof TxFailure ? error : new TxFailure(mapRpcFailure(error))));

/** Blocks a blockhash stays valid for on a validator: its lastValidBlockHeight is its height plus this. */
const MAX_PROCESSING_AGE = 150;

/**
 * How long a prompt may take before its signature is no longer sent (spec 000 §3 swapSettings
 * blockhashSlotsToExpiry): the height the blockhash was fetched at plus those slots; none when
 * the config gives none or the whole life. It never shortens the life of anything sent (issue
 * 23 item 5): a transaction on its way is followed until the chain says it can no longer land.
 */
export const signingWindowEnd = (lastValidBlockHeight: number, slotsToExpiry: number | undefined): number | undefined =>
  slotsToExpiry === undefined || slotsToExpiry >= MAX_PROCESSING_AGE ? undefined : lastValidBlockHeight - MAX_PROCESSING_AGE + Math.max(1, slotsToExpiry);

export const prepareTransaction = ({ rpc, logger, blockhashSlotsToExpiry }: StageDeps, request: TxRequest): Observable<Prepared> => {
  const checked = (prepared: Prepared): Prepared => {
    if (prepared.wire.length > PACKET_DATA_SIZE) throw new TxFailure(txError('too-large', TX_MESSAGES.tooLarge));
    if (!inspectWire(prepared.wire)) throw new TxFailure(txError('unknown', TX_MESSAGES.unknown));
    // A service's transaction without a recent blockhash could never land: refused before any wallet sees it.
    const parsed = parseTransaction(prepared.wire);
    if (parsed && parsed.bytes.subarray(parsed.blockhashOffset, parsed.blockhashOffset + 32).every((byte) => byte === 0)) {
      throw new TxFailure(txError('unknown', TX_MESSAGES.missingBlockhash));
    }
    return prepared;
  };
  if (request.kind === 'prebuilt') return defer(() => of(checked({ wire: request.wire, lastValidBlockHeight: request.lastValidBlockHeight })));
  return rpc.getLatestBlockhash('confirmed').pipe(
    take(1),
    map((blockhash) => {
      let wire: Uint8Array;
      try {
        wire = request.build(blockhash);
      } catch (error) {
        logger.error('Building the transaction failed', { label: request.label, error: error instanceof Error ? error.message : String(error) });
        throw new TxFailure(txError('unknown', TX_MESSAGES.unknown, { cause: error }));
      }
      const signBy = signingWindowEnd(blockhash.lastValidBlockHeight, blockhashSlotsToExpiry?.());
      return checked({ wire, lastValidBlockHeight: blockhash.lastValidBlockHeight, ...(signBy !== undefined ? { signBy } : {}) });
    }),
    catchError(fail),
  );
};

/**
 * Simulates without signature checks before the wallet is asked (reliability T1). A failing
 * simulation stops here unless skipPreflight is set; insufficient funds and too many account
 * locks stop here always. When the simulation itself cannot run, skipPreflight goes on.
 * Answers the simulation, or undefined when it failed and the transaction goes on regardless;
 * `accounts` asks for those accounts' state after it (the pre-sign checks read them).
 */
export const simulateTransaction = (
  { rpc, logger }: StageDeps,
  prepared: Prepared,
  skipPreflight: boolean,
  accounts?: readonly string[],
): Observable<SimulationResult | undefined> => {
  const programIdAt = inspectWire(prepared.wire)?.programIdAt;
  return rpc.simulateTransaction(toBase64(prepared.wire), { sigVerify: false, commitment: 'confirmed', ...(accounts ? { accounts } : {}) }).pipe(
    take(1),
    map((result) => {
      if (result.err === null || result.err === undefined) return result;
      const error = mapTransactionError(result.err, { ...(programIdAt ? { programIdAt } : {}), logs: result.logs });
      if (!skipPreflight || alwaysBlocks(error)) throw new TxFailure(error);
      logger.warn('Simulation failed; sending anyway (skip preflight)', { message: error.message });
      return undefined;
    }),
    catchError((error: unknown) => {
      if (error instanceof TxFailure || !skipPreflight) return fail(error);
      logger.warn('Simulation could not run; sending anyway (skip preflight)', { error: error instanceof Error ? error.message : String(error) });
      return of(undefined);
    }),
  );
};

/**
 * What the wallet returned for `prepared`: a transaction with the fee payer's signature. One
 * whose message changed (wallets add instructions or change fees, reliability T7) is logged and
 * sent as signed: we track only what the wallet returned.
 */
const acceptSigned = ({ logger }: StageDeps, prepared: Prepared, wire: Uint8Array, label: string): Signed => {
  const info = inspectWire(wire);
  if (!info) throw new TxFailure(signingFailed('the wallet returned bytes that are not a transaction'));
  if (info.signature === undefined) throw new TxFailure(missingSignature());
  const given = inspectWire(prepared.wire);
  if (given && !sameBytes(given.message, info.message)) {
    logger.warn('The signed transaction differs from the one given', { label, signature: info.signature });
  }
  return { wire, signature: info.signature, info };
};

/** A refusal (or no answer) is 'Wallet Signing Failed'. */
const askWallet = <T>(prompt: () => Observable<T>): Observable<T> =>
  defer(prompt).pipe(
    take(1),
    throwIfEmpty(() => new TxFailure(signingFailed(undefined))),
    catchError((error: unknown) => throwError(() => (error instanceof TxFailure ? error : new TxFailure(signingFailed(error))))),
  );

/** Asks the wallet for one signature. */
export const signTransaction = (deps: StageDeps, prepared: Prepared, signer: TransactionSigner, label: string): Observable<Signed> =>
  askWallet(() => signer.signTransaction(prepared.wire)).pipe(map((wire) => acceptSigned(deps, prepared, wire, label)));

/**
 * Asks the wallet once for all of `prepared` (a batch on a wallet that prompts). A wallet that
 * cannot is refused with the spec's words; one that answers another number of transactions
 * than it was given signed none of them as asked.
 */
export const signAllTransactions = (
  deps: StageDeps,
  prepared: readonly Prepared[],
  signer: TransactionSigner,
  label: string,
): Observable<readonly Signed[]> => {
  const signAll = signer.signAllTransactions?.bind(signer);
  if (!signAll) return throwError(() => new TxFailure(txError('signing', TX_MESSAGES.signAllUnavailable)));
  return askWallet(() => signAll(prepared.map((each) => each.wire))).pipe(
    map((wires) => {
      if (wires.length !== prepared.length) throw new TxFailure(signingFailed(`the wallet returned ${wires.length} of ${prepared.length} transactions`));
      return wires.map((wire, index) => acceptSigned(deps, prepared[index] as Prepared, wire, label));
    }),
  );
};

/**
 * A JSON-RPC `error` object from the Solana RPC: the call reached the node and it refused.
 * Preflight failures (-32002) carry the simulation (err, logs) in `data`; the transaction
 * engine maps them to the spec's messages (streams/tx/errors.ts).
 */
export class RpcError extends Error {
  readonly kind = 'rpc' as const;
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const PREFLIGHT_FAILURE = -32002;
export const INVALID_PARAMS = -32602;

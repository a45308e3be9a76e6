import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessPolicyFromEnv, createAccessGuard } from '../http/access';
import { createLedgerCore } from './core';
import { createPubsub } from './pubsub';
import { createRpcServer } from './rpc/httpServer';
import type { LedgerOptions, RunningLedger } from './types';

/**
 * The simulator's Solana ledger: litesvm behind the standard JSON-RPC (rpcPort, 8899 like
 * solana-test-validator) and pubsub (wsPort, 8900), producing a block every `slotMs`.
 */
export type { Ledger, LedgerOptions, RunningLedger, LandedTransaction, SignatureStatus } from './types';
export type { Commitment } from './chain';
export type { ProgramCheck, ProgramFailure } from './programGuards';
export { anchorFailure } from './programGuards';

const listen = (server: Server, host: string, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

export const startLedger = async (options: LedgerOptions): Promise<RunningLedger> => {
  const { core, ledger } = createLedgerCore(options.seed, options.skipRate);
  const guard = createAccessGuard(options.access ?? accessPolicyFromEnv(), options.host);
  const rpc = createRpcServer(core, guard, options.faults);
  // More ports on the same ledger: the app's RPC choice can switch between endpoints of one chain.
  const extraRpc = (options.extraRpcPorts ?? []).map((port) => ({ port, server: createRpcServer(core, guard, options.faults) }));
  const pubsub = createPubsub(core, guard);
  core.attachPubsub(pubsub);
  let rpcPort: number;
  let wsPort: number;
  try {
    rpcPort = await listen(rpc, options.host, options.rpcPort);
    for (const extra of extraRpc) await listen(extra.server, options.host, extra.port);
    wsPort = await listen(pubsub.server, options.host, options.wsPort);
  } catch (error) {
    await pubsub.close();
    await Promise.all([closeServer(rpc), closeServer(pubsub.server), ...extraRpc.map((extra) => closeServer(extra.server))]);
    throw error;
  }
  const slotMs = options.slotMs ?? 400;
  const timer =
    slotMs > 0
      ? setInterval(() => {
          try {
            core.tick();
          } catch (error) {
            console.error('[sim ledger] block production failed:', error);
          }
        }, slotMs)
      : undefined;
  timer?.unref();
  let closed: Promise<void> | undefined;
  return {
    ledger,
    rpcUrl: `http://${options.host}:${rpcPort}`,
    wsUrl: `ws://${options.host}:${wsPort}`,
    close: () => {
      closed ??= (async () => {
        if (timer) clearInterval(timer);
        await pubsub.close();
        await Promise.all([closeServer(rpc), closeServer(pubsub.server), ...extraRpc.map((extra) => closeServer(extra.server))]);
      })();
      return closed;
    },
  };
};

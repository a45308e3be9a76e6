import { type AccessPolicy, accessPolicyFromEnv } from './http/access';
import { startLedger } from './ledger';
import { createLedgerBridge } from './ledgerBridge';
import { createHttpFaults } from './http/faults';
import { startSim } from './server';

/**
 * `npm run sim`: the simulator alone. SIM_PORT, SIM_HOST, SIM_SEED, SIM_TOKENS (about how many
 * tokens) and SIM_RATE (trading activity, 1 realistic, 100 a firehose) configure it; APP_PORT,
 * SIM_ALLOWED_ORIGINS and SIM_ALLOWED_HOSTS say who may call it (sim/README.md).
 */
const port = Number(process.env.SIM_PORT ?? 8787);
const host = process.env.SIM_HOST ?? '127.0.0.1';
const seed = Number(process.env.SIM_SEED ?? 1);
const tokenCount = Number(process.env.SIM_TOKENS ?? 300);
const rate = Number(process.env.SIM_RATE ?? 1);
const rpcPort = Number(process.env.SIM_RPC_PORT ?? 8899);
/** A second JSON-RPC port on the same ledger, for the app's RPC choice (SIM_RPC_PORT2, default the port below SIM_RPC_PORT; 0: none). */
const secondRpcPort = Number(process.env.SIM_RPC_PORT2 ?? rpcPort - 1);

const failed = (what: string, port: number) => (error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE' ? `[sim] ${host}:${port} is already in use: is another simulator running?` : `[sim] ${what} failed to start: ${String(error)}`,
  );
  process.exit(1);
};

// A malformed SIM_ALLOWED_ORIGINS or SIM_ALLOWED_HOSTS stops the start: never a silently wider list.
let access: AccessPolicy;
try {
  access = accessPolicyFromEnv();
} catch (error) {
  console.error(`[sim] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// One switchboard for both services: HTTP faults may target market paths or 'rpc:<method>'.
const faults = createHttpFaults();
const ledger = await startLedger({ host, rpcPort, wsPort: rpcPort + 1, extraRpcPorts: secondRpcPort > 0 ? [secondRpcPort] : [], seed, faults, access }).catch(
  failed('the ledger', rpcPort),
);
// Each mint's on-chain metadata names its off-chain document here (GET /metadata/{mint}.json).
const metadataHost = host === '0.0.0.0' ? '127.0.0.1' : host;
const bridge = createLedgerBridge(ledger.ledger, { metadataUri: (mint) => `http://${metadataHost}:${port}/metadata/${mint}.json` });
const sim = await startSim({ host, port, seed, tokenCount, rate, faults, access, ledger: bridge, walletLedger: ledger.ledger }).catch(
  failed('the simulator', port),
);
console.log(`[sim] market data and stream on ${sim.url} (seed ${seed}, ${sim.market().size()} tokens, rate ${rate})`);
console.log(`[sim] Solana JSON-RPC on ${ledger.rpcUrl}${secondRpcPort > 0 ? ` and port ${secondRpcPort}` : ''}, pubsub on ${ledger.wsUrl}`);

const stop = () => {
  void Promise.all([sim.close(), ledger.close()]).finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

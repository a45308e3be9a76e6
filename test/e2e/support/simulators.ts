/**
 * The two simulators of the browser tests (started by playwright.config.ts). The `chromium`
 * project shares the first, on the app's default ports; the `exclusive` project, whose specs flip
 * simulator-wide switches, has the second to itself, so it runs beside the others instead of after
 * them. Ports no other run uses (bench/*.bench.ts: 187xx–189xx, 19087–19090).
 */
export interface Simulator {
  /** Market data, the stream socket (/ws) and the switchboard (SIM_PORT). */
  readonly port: number;
  /** The ledger's JSON-RPC (SIM_RPC_PORT); its pubsub socket listens on the next port. */
  readonly rpcPort: number;
  /** The same JSON-RPC on a second port, for the app's RPC choice (SIM_RPC_PORT2). */
  readonly rpcPort2: number;
}

/** The worker option each project sets in playwright.config.ts (a fixture of fixtures.ts). */
export interface SimulatorOption {
  readonly simulator: Simulator;
}

export const sharedSimulator: Simulator = { port: 8787, rpcPort: 8899, rpcPort2: 8898 };
export const exclusiveSimulator: Simulator = { port: 28787, rpcPort: 28899, rpcPort2: 28898 };
export const simulators: readonly Simulator[] = [sharedSimulator, exclusiveSimulator];

/** The origins a test (and the app) call it on. */
export const originsOf = ({ port, rpcPort }: Simulator) => ({
  api: `http://127.0.0.1:${port}`,
  ws: `ws://127.0.0.1:${port}`,
  rpc: `http://127.0.0.1:${rpcPort}`,
});

/** Every port it listens on: the pubsub socket is the RPC port + 1. */
export const portsOf = ({ port, rpcPort, rpcPort2 }: Simulator): readonly number[] => [port, rpcPort, rpcPort + 1, rpcPort2];

/** The environment `npm run sim` reads (sim/main.ts). */
export const envOf = ({ port, rpcPort, rpcPort2 }: Simulator): Record<string, string> => ({
  SIM_PORT: String(port),
  SIM_RPC_PORT: String(rpcPort),
  SIM_RPC_PORT2: String(rpcPort2),
});

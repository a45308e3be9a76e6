import { startSim } from './server';

/**
 * `npm run sim`: the simulator alone. SIM_PORT, SIM_HOST, SIM_SEED, SIM_TOKENS (about how many
 * tokens) and SIM_RATE (trading activity, 1 realistic, 100 a firehose) configure it.
 */
const port = Number(process.env.SIM_PORT ?? 8787);
const host = process.env.SIM_HOST ?? '127.0.0.1';
const seed = Number(process.env.SIM_SEED ?? 1);
const tokenCount = Number(process.env.SIM_TOKENS ?? 300);
const rate = Number(process.env.SIM_RATE ?? 1);

const sim = await startSim({ host, port, seed, tokenCount, rate }).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE' ? `[sim] ${host}:${port} is already in use: is another simulator running?` : `[sim] failed to start: ${String(error)}`,
  );
  process.exit(1);
});
console.log(`[sim] market data and stream on ${sim.url} (seed ${seed}, ${sim.market().size()} tokens, rate ${rate})`);

const stop = () => {
  void sim.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

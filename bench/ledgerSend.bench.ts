import { startLedger } from '../sim/ledger/index';
import { keypairFromSeed } from '../sim/ledger/keys';
import { buildTransfer } from '../sim/ledger/transfer';
import { createRng } from '../sim/prng';
import { type Benchmark, round } from './harness';
import { sized } from './smoke';

/**
 * sendTransaction throughput of the simulator's ledger over HTTP JSON-RPC (preflight on, as
 * clients send by default): signed SOL transfers from 8 payers, CONCURRENCY requests in flight,
 * then until every one has landed. Blocks every 400 ms, as the simulator runs.
 */
const TRANSFERS = sized(3_000, 40);
const CONCURRENCY = 32;
const PAYERS = 8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const measure = async () => {
  const running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 2024 });
  try {
    const rng = createRng(2024).fork('bench');
    const payers = Array.from({ length: PAYERS }, () => keypairFromSeed(rng.bytes(32)));
    const recipients = Array.from({ length: PAYERS }, () => keypairFromSeed(rng.bytes(32)).address);
    for (const address of [...payers.map((payer) => payer.address), ...recipients]) running.ledger.setLamports(address, 1_000_000_000_000n);
    const latest = (await (
      await fetch(running.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'getLatestBlockhash', params: [{ commitment: 'processed' }] }),
      })
    ).json()) as { result: { value: { blockhash: string } } };
    const blockhash = latest.result.value.blockhash;
    const bodies = Array.from({ length: TRANSFERS }, (_, i) => {
      const payer = payers[i % PAYERS];
      if (!payer) throw new Error('no payer');
      const wire = buildTransfer(payer, recipients[i % PAYERS] ?? '', BigInt(1_000 + i), blockhash);
      return JSON.stringify({ jsonrpc: '2.0', id: i, method: 'sendTransaction', params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }] });
    });

    const latencies: number[] = [];
    const signatures: string[] = [];
    let next = 0;
    let failed = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < bodies.length) {
        const body = bodies[next++] ?? '';
        const sent = performance.now();
        const reply = (await (await fetch(running.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as {
          result?: string;
        };
        latencies.push(performance.now() - sent);
        if (typeof reply.result === 'string') signatures.push(reply.result);
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const sendSeconds = (performance.now() - started) / 1000;
    while (signatures.some((signature) => running.ledger.signatureStatus(signature) === null)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const landSeconds = (performance.now() - started) / 1000;
    if (failed > 0) throw new Error(`${failed} sends were refused`);
    latencies.sort((a, b) => a - b);
    return { accepted: TRANSFERS / sendSeconds, landed: TRANSFERS / landSeconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
  } finally {
    await running.close();
  }
};

export const ledgerSendBenchmark: Benchmark = {
  name: 'ledger-send',
  description: `Simulator ledger: ${TRANSFERS} signed SOL transfers over HTTP JSON-RPC sendTransaction (preflight on), ${CONCURRENCY} in flight`,
  run: async () => {
    await measure(); // warm-up: JIT, sockets, litesvm program cache
    const result = await measure();
    return [
      { name: 'sendTransaction accepted', value: round(result.accepted), unit: 'sends/s' },
      { name: 'landed (first send to last landing)', value: round(result.landed), unit: 'tx/s' },
      { name: 'send latency p50', value: round(result.p50, 2), unit: 'ms' },
      { name: 'send latency p95', value: round(result.p95, 2), unit: 'ms' },
    ];
  },
};

/**
 * The solana area's front door: what the React app and the simulator may use from streams/solana/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { isAddress } from './codec';
export { TOKEN_2022_PROGRAM } from './programs';
export type { TransactionSigner } from './ports';
export { latencyProblem, latencyText, latencyTone } from './rpcBenchmark';

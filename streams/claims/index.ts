/**
 * The claims area's front door: what the React app and the simulator may use from streams/claims/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { type ClaimsState, openClaims } from './claimProof';
export type { Claim } from './claimSchema';
export type { AirdropCheckerView, AirdropRow, AirdropState } from './airdropChecker';

import type { AppConfig } from '../core/config/resolveConfig';

/**
 * Where the ASR claim proof lives and until when it is asked for (spec 000 §7: only while the
 * drawer is open and until a fixed cut-off time). [I] The spec names neither the host nor the
 * cut-off: mainnet uses the API gateway and the end of the Oct-2024 claim window as we know it;
 * the simulator serves the proof itself and has no cut-off in sight.
 */
export const ASR_TIMELINE = 'oct-2024';
export const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const MAINNET_CLAIM_API = 'https://api.jup.ag';
const MAINNET_CUTOFF_MS = Date.UTC(2025, 0, 31);
const SIM_CUTOFF_MS = Date.UTC(2100, 0, 1);

export const claimApiOf = (config: Pick<AppConfig, 'profile' | 'endpoints'>) => (config.profile === 'mainnet' ? MAINNET_CLAIM_API : config.endpoints.marketApi);
export const claimCutoffOf = (config: Pick<AppConfig, 'profile'>) => (config.profile === 'mainnet' ? MAINNET_CUTOFF_MS : SIM_CUTOFF_MS);

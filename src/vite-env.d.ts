/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default profile: 'sim' (default) or 'mainnet'. */
  readonly VITE_PROFILE?: string;
  /** 'true' turns the wallet risk check off (spec 001 §7: skipped when disabled by the environment). */
  readonly VITE_DISABLE_RISK_CHECK?: string;
  /** 'true' builds the soak's diagnostics in (npm run soak sets it; ?diagnostics=1 turns them on). */
  readonly VITE_DIAGNOSTICS?: string;
}

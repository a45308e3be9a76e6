/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default profile: 'sim' (default) or 'mainnet'. */
  readonly VITE_PROFILE?: string;
}

/** Types for scripts/check-known-bad.mjs (plain JavaScript: it runs before `npm ci`). */
export declare const KNOWN_BAD: Readonly<Record<string, (version: string) => boolean>>;
export declare const knownBadPackages: (lock: {
  readonly packages?: Readonly<Record<string, { readonly version?: string }>>;
}) => { name: string; version: string; path: string }[];
export declare const main: (argv: readonly string[]) => number;

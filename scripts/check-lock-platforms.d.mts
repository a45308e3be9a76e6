/** Types for scripts/check-lock-platforms.mjs (plain JavaScript: it runs before `npm ci`). */
export interface LockfileEntry {
  readonly version?: string;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

export interface Lockfile {
  readonly packages?: Readonly<Record<string, LockfileEntry>>;
}

export interface MissingPlatformPackage {
  /** The package that wants it, as name@version (or the bare name when it is not in the lockfile). */
  readonly package: string;
  readonly platformPackage?: string;
  readonly wanted?: string;
  /** The version the lockfile has instead, if any. */
  readonly found?: string;
}

export declare const missingPlatformPackages: (lock: Lockfile, names: readonly string[]) => MissingPlatformPackage[];
export declare const describeMissing: (missing: readonly MissingPlatformPackage[]) => string[];
export declare const main: (argv: readonly string[]) => number;

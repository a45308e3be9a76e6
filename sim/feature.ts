import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Router } from './http/router';
import type { Ledger } from './ledger';
import type { Market } from './market/market';
import type { RogueSwitch } from './rogue';
import type { WalletStore } from './wallet/walletStore';

/** What a simulator feature (swap, perps) gets: routes, the market, the ledger, the wallets. */
export interface SimFeatureContext {
  readonly router: Router;
  /** The current market (a reset replaces it). */
  market(): Market;
  /** The simulator's own origin, known once it listens. */
  readonly publicUrl: string;
  /** The ledger when it runs in this process (sim/main.ts, simulator tests); undefined otherwise. */
  readonly ledger: Ledger | undefined;
  readonly wallets: WalletStore;
  /** Wall clock (tests may pin it). */
  now(): number;
  /** The rogue-service switch (sim/rogue.ts): which write, if any, the services answer dishonestly. */
  readonly rogue: RogueSwitch;
}

/** A running feature: optional socket paths, a reset hook and a close. */
export interface SimFeature {
  /** Takes a websocket upgrade for `path`; false when the path is not its own. */
  upgrade?(path: string, request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** After /__sim/reset (the market was replaced). */
  reset?(): void;
  close?(): Promise<void> | void;
}

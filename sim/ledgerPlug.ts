import type { LedgerSwitches } from './http/switchboardRoutes';
import type { Market } from './market/market';

/**
 * What the server needs of the ledger it runs beside (the bridge implements it): in a module of
 * its own, so the bridge, whose helpers the features import, never imports the server.
 */
export interface LedgerPlug extends LedgerSwitches {
  /** Mirror a (new) market on the ledger: its mints and pool vaults. */
  adoptMarket(market: Market): void;
  reset(): void;
  status(): Record<string, unknown>;
}

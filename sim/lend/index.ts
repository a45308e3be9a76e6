import type { SimFeature, SimFeatureContext } from '../feature';
import { registerLendRoutes } from '../http/lendRoutes';
import { keypairFromSeed } from '../ledger/keys';
import { createAsrClaims, grantDemoAirdrop } from './asrClaims';
import { liquidateUnhealthy } from './borrow';
import { seedDemoLend } from './demoLend';
import { applyLanding, syncWallet } from './landing';
import { createLendClock } from './lendClock';
import type { LendDeps } from './lendDeps';
import { guardLendPrograms } from './lendPrograms';
import { createLendState } from './lendState';
import { registerLendSwitches } from './switchRoutes';
import { earnVaultSpecs, lendKeysOf } from './vaults';

/** The lend authority's float: SOL for payouts and rent, stablecoins for borrows and yield. */
const AUTHORITY_LAMPORTS = 1_000n * 1_000_000_000n;
const AUTHORITY_STABLES = 50_000_000n * 1_000_000n;

export interface LendFeature extends SimFeature {
  /** POST /__sim/wallet/demo: a real earn position, a loan and an airdrop to claim. */
  seedDemo(owner: string): void;
}

/**
 * Lend and ASR claims on the simulator's ledger (sim/README.md, Lend and Claims): earn vaults
 * with share mints, SOL-backed loans, yield and interest on simulated time, liquidation each
 * block, the claim proof and its payout; the lend programs as stand-ins whose landed instructions
 * the positions, debt and claims are recorded from. Its positions reach the portfolio through the wallet store.
 */
export const startLendFeature = (context: SimFeatureContext): LendFeature => {
  const { ledger } = context;
  const state = createLendState();
  const claims = createAsrClaims();
  const clock = createLendClock(() => context.now());
  const keys = lendKeysOf(context.market().seed);
  const stops: (() => void)[] = [];
  let deps: LendDeps | undefined;

  if (ledger) {
    let mintAuthority: ReturnType<typeof keypairFromSeed> | undefined;
    const ready: LendDeps = {
      ledger,
      market: () => context.market(),
      keys,
      state,
      wallets: context.wallets,
      mintAuthority: () => (mintAuthority ??= keypairFromSeed(ledger.authoritySecretKey().slice(0, 32))),
      elapsed: () => clock.elapsed(),
      iconOf: (mint) => `${context.publicUrl}/icons/${mint}.svg`,
      rogue: context.rogue,
    };
    deps = ready;
    const setup = () => {
      mintAuthority = undefined;
      for (const vault of earnVaultSpecs) {
        ledger.createMint(vault.assetMint, vault.decimals);
        if (vault.depositable) ledger.createMint(keys.shareMint(vault), vault.decimals);
      }
      ledger.setLamports(keys.authority.address, AUTHORITY_LAMPORTS);
      for (const vault of earnVaultSpecs)
        if (vault.depositable && vault.decimals === 6) ledger.setTokenBalance(keys.authority.address, vault.assetMint, AUTHORITY_STABLES);
    };
    setup();
    stops.push(
      ledger.onReset(setup),
      ...guardLendPrograms(ledger, state, claims),
      ledger.onTransaction((record) => applyLanding(ready, claims, record)),
      ledger.onSlot(() => {
        liquidateUnhealthy(ready);
        for (const owner of state.owners()) syncWallet(ready, owner);
      }),
    );
  }

  registerLendRoutes(context.router, { lend: deps, claims });
  registerLendSwitches(context.router, {
    clock,
    describe: () => ({ authority: keys.authority.address, owners: state.owners().length, positions: state.allPositions().length, elapsedMs: clock.elapsed() }),
  });

  return {
    seedDemo: (owner) => {
      grantDemoAirdrop(claims, owner);
      if (deps) seedDemoLend(deps, owner);
    },
    reset: () => {
      state.clear();
      claims.clear();
      clock.reset();
    },
    close: () => {
      for (const stop of stops) stop();
    },
  };
};

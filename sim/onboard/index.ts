import type { BridgeProvider, OnboardMethod, OnboardMethods } from '../../streams/schemas';
import type { SimFeature, SimFeatureContext } from '../feature';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import { priceOf } from '../wallet/portfolio/valuation';
import { createBridge } from './bridge';
import { ONRAMP, PROVIDERS, SOURCE_CHAINS, totalSeconds } from './catalogue';
import { type Delivery, createDelivery } from './delivery';
import { createEvmWallets } from './evmWallets';
import { createOnboardSwitch } from './onboardSwitch';
import { registerOnboardRoutes } from './onboardRoutes';
import { createOnramp } from './onramp';
import { createTransfers } from './transfers';

/** How often transfers move on: a step's end is acted on within this. */
const TICK_MS = 100;

/** A bridge as a way in: its fee in cents and bps, its minimum, and its time from the fastest source chain. */
const bridgeMethod = (provider: BridgeProvider, name: string, summary: string): OnboardMethod => {
  const terms = PROVIDERS[provider];
  return {
    id: provider,
    name,
    summary,
    feeCents: Number(terms.feeFixed / 10_000n),
    feeBps: Number(terms.feeBps),
    seconds: Math.min(...SOURCE_CHAINS.map((chain) => totalSeconds(terms.steps(chain)))),
    minimumCents: Number(terms.minimum / 10_000n),
  };
};

/** The ways in and their terms, all from the catalogue (the page shows these, never its own numbers). */
const methodsOf = (): OnboardMethods => ({
  methods: [
    bridgeMethod('cctp', 'Bridge with Circle CCTP', 'Native USDC from Ethereum, Arbitrum, Base, Optimism or Polygon: burned there, minted on Solana.'),
    bridgeMethod('debridge', 'Bridge with deBridge', 'USDC from the same chains, filled on Solana by a solver from its own USDC: faster, a little dearer.'),
    {
      id: 'onramp',
      name: 'Buy with a card',
      summary: 'SOL or USDC with a debit or credit card, sent to your wallet.',
      feeCents: ONRAMP.assets.SOL.networkCents,
      feeBps: ONRAMP.assets.SOL.feeBps,
      seconds: totalSeconds(ONRAMP.steps),
      minimumCents: ONRAMP.minCents,
    },
    {
      id: 'cex',
      name: 'Deposit from an exchange',
      summary: 'Withdraw SOL or USDC from your exchange account to your wallet address on the Solana network.',
      feeCents: 0,
      feeBps: 0,
      seconds: null,
      minimumCents: null,
    },
  ],
  chains: SOURCE_CHAINS.map(({ id, name }) => ({ id, name })),
});

/**
 * Onboarding (issue 30 item 1, sim/README.md): the bridges (CCTP, deBridge) from a simulated
 * EVM source wallet, the card on-ramp, and their transfers' progress; the USDC, SOL or USDC
 * bought arrives on the ledger by real transactions (delivery.ts).
 */
export const startOnboardFeature = (context: SimFeatureContext): SimFeature => {
  const { ledger } = context;
  const delivery: Delivery | undefined = ledger ? createDelivery(ledger) : undefined;
  const transfers = createTransfers(context.now, (message) => console.warn(message));
  const wallets = createEvmWallets();
  const onboardSwitch = createOnboardSwitch();
  const bridge = createBridge({ wallets, transfers, delivery: () => delivery, failing: () => onboardSwitch.is('bridge-fails') });
  const onramp = createOnramp({
    now: context.now,
    priceUsd: (asset) => priceOf(context.market(), asset === 'SOL' ? SOL_MINT : USDC_MINT),
    transfers,
    delivery: () => delivery,
    noRate: () => onboardSwitch.is('onramp-no-rate'),
  });
  registerOnboardRoutes(context.router, { methods: methodsOf, wallets, bridge, onramp, transfers, switch: onboardSwitch });

  const stops: (() => void)[] = [];
  if (ledger) stops.push(ledger.onTransaction((record) => transfers.landed(record.signature, record.meta.err)));
  const ticker = setInterval(() => transfers.tick(), TICK_MS);
  ticker.unref();

  return {
    reset: () => {
      transfers.clear();
      wallets.clear();
      onramp.clear();
      onboardSwitch.set({ kind: null });
    },
    close: () => {
      clearInterval(ticker);
      for (const stop of stops) stop();
    },
  };
};

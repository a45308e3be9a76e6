import type { BridgeProvider, OnrampAsset, SourceChain, TransferStep } from '../../streams/schemas';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';

/**
 * What the simulated onboarding services charge and how long they take ([I]: the shapes of
 * Circle's CCTP (burn, attestation, mint: cheap, slower from Ethereum) and deBridge's DLN (a
 * solver fills on Solana from its own USDC: faster, a flat fee and 4 bps). Times are seconds so
 * a person can watch a transfer through; the services take exactly the steps' seconds to send
 * the Solana transaction, which lands within the next block (400 ms), inside the last step.
 */
export interface SimChain extends SourceChain {
  /** The simulated source wallet's USDC when it is first connected, base units (6 decimals). */
  readonly startingUsdc: bigint;
  /** Seconds until the source transaction is final there. */
  readonly finality: number;
}

export const USDC_DECIMALS = 6;
const USDC = 1_000_000n;

export const SOURCE_CHAINS: readonly SimChain[] = [
  { id: 'ethereum', name: 'Ethereum', startingUsdc: 1_000n * USDC, finality: 3 },
  { id: 'arbitrum', name: 'Arbitrum', startingUsdc: 500n * USDC, finality: 1 },
  { id: 'base', name: 'Base', startingUsdc: 500n * USDC, finality: 1 },
  { id: 'optimism', name: 'Optimism', startingUsdc: 250n * USDC, finality: 1 },
  { id: 'polygon', name: 'Polygon', startingUsdc: 100n * USDC, finality: 2 },
];

export const chainOf = (id: string): SimChain | undefined => SOURCE_CHAINS.find((chain) => chain.id === id);

export interface ProviderTerms {
  readonly provider: BridgeProvider;
  readonly name: string;
  readonly feeFixed: bigint;
  readonly feeBps: bigint;
  readonly minimum: bigint;
  /** The steps from a chain: the source's, the middle one, and the Solana one. */
  readonly steps: (chain: SimChain) => readonly TransferStep[];
}

/** Seconds given to the Solana step: the transaction is sent at its start and lands within a block. */
export const SOLANA_STEP_SECONDS = 1;

export const PROVIDERS: Readonly<Record<BridgeProvider, ProviderTerms>> = {
  cctp: {
    provider: 'cctp',
    name: 'Circle CCTP',
    feeFixed: 200_000n,
    feeBps: 0n,
    minimum: 1n * USDC,
    steps: (chain) => [
      { key: 'source', label: `Burn on ${chain.name}`, seconds: chain.finality },
      { key: 'attestation', label: 'Circle attestation', seconds: 3 },
      { key: 'solana', label: 'Mint on Solana', seconds: SOLANA_STEP_SECONDS },
    ],
  },
  debridge: {
    provider: 'debridge',
    name: 'deBridge',
    feeFixed: 1n * USDC,
    feeBps: 4n,
    minimum: 5n * USDC,
    steps: (chain) => [
      { key: 'source', label: `Lock on ${chain.name}`, seconds: 1 },
      { key: 'fulfilment', label: 'Solver fills on Solana', seconds: chain.finality === 3 ? 2 : 1 },
      { key: 'solana', label: 'Arrived on Solana', seconds: SOLANA_STEP_SECONDS },
    ],
  },
};

export const feeOf = (terms: ProviderTerms, amount: bigint): bigint => terms.feeFixed + (amount * terms.feeBps) / 10_000n;

export interface OnrampTerms {
  readonly asset: OnrampAsset;
  readonly mint: string;
  readonly decimals: number;
  /** The card fee's share (bps) and the flat network fee (cents). */
  readonly feeBps: number;
  readonly networkCents: number;
}

export const ONRAMP = {
  minCents: 2_000,
  maxCents: 500_000,
  /** Seconds: the card payment, then the provider's transfer on Solana. */
  steps: [
    { key: 'payment', label: 'Card payment', seconds: 2 },
    { key: 'solana', label: 'Sent to your wallet', seconds: SOLANA_STEP_SECONDS },
  ] as readonly TransferStep[],
  /** A quote is honoured this long. */
  quoteMs: 30_000,
  assets: {
    SOL: { asset: 'SOL', mint: SOL_MINT, decimals: 9, feeBps: 250, networkCents: 50 },
    USDC: { asset: 'USDC', mint: USDC_MINT, decimals: 6, feeBps: 250, networkCents: 100 },
  } as Readonly<Record<OnrampAsset, OnrampTerms>>,
};

export const onrampFeeCents = (terms: OnrampTerms, usdCents: number): number => Math.ceil((usdCents * terms.feeBps) / 10_000) + terms.networkCents;

export const totalSeconds = (steps: readonly TransferStep[]) => steps.reduce((sum, step) => sum + step.seconds, 0);

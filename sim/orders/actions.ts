import type { Keypair } from '@solana/web3.js';
import type { Ledger } from '../ledger';
import type { Market } from '../market/market';
import type { RogueSwitch } from '../rogue';
import { type BoundedMap, createBoundedMap } from '../swap/boundedMap';
import type { WalletStore } from '../wallet/walletStore';
import type { PlannedFill } from './fillPricing';

/**
 * Every order transaction the simulator builds, by the `ref` its order-program instruction
 * carries: which request it answers (a create: the order key whose escrow it opened; a cancel:
 * what each escrow refunds; the keeper's own: the fill it planned), so the stand-in's check can
 * vet it and the landing handler can apply it. The terms of an order are not here: they come
 * from the instruction that lands. Forgotten once landed or once its blockhash expires (bounded
 * besides).
 */
export interface Refund {
  readonly orderKey: string;
  readonly amount: bigint;
}

export type OrderAction = { readonly tagId: string; readonly lastValidBlockHeight: number } & (
  | { readonly kind: 'trigger-create'; readonly orderKey: string }
  | { readonly kind: 'trigger-cancel'; readonly refunds: readonly Refund[] }
  | { readonly kind: 'trigger-fill'; readonly orderKey: string; readonly fill: PlannedFill; readonly takingFilled: bigint }
  | { readonly kind: 'trigger-expire'; readonly orderKey: string; readonly amount: bigint }
  | { readonly kind: 'recurring-create'; readonly orderKey: string }
  | { readonly kind: 'recurring-slice'; readonly orderKey: string; readonly fill: PlannedFill }
  /** One close, or [I] Cancel All's up to 4 in one transaction (spec 000 §4, §9). */
  | { readonly kind: 'recurring-close'; readonly refunds: readonly Refund[] }
);

export type ActionBook = BoundedMap<string, OrderAction>;
const ACTION_CAPACITY = 20_000;
export const createActionBook = (): ActionBook => createBoundedMap<string, OrderAction>(ACTION_CAPACITY);

/** What the order builders, the keeper and the landing handler share. */
export interface OrdersDeps {
  market(): Market;
  readonly ledger: Ledger;
  readonly wallets: WalletStore;
  /** Wall clock in ms (tests may pin it). */
  now(): number;
  /** Owns the escrows, signs and pays for the simulator's side. */
  readonly authority: Keypair;
  /** The ledger's pool authority (owns the pool vaults). */
  poolAuthority(): Keypair;
  readonly actions: ActionBook;
  /** The rogue-service switch: a create built with one term other than asked (rogueOrders.ts). */
  readonly rogue: RogueSwitch;
}

import type { OrdersDeps } from './actions';
import { escrowAddressOf } from './orderAuthority';
import type { OrderBase } from './orderTypes';

/** Who and what a landed create names: the part every order kind shares. */
export interface OpenedTerms {
  readonly order: string;
  readonly owner: string;
  readonly receiver: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly nativeInput: boolean;
  readonly nativeOutput: boolean;
}

/**
 * The shared part of an order opened by a landed create (trigger/landing.ts,
 * recurring/landing.ts), from what its instruction says; undefined when a mint is not tradable.
 */
export const openedBase = (deps: OrdersDeps, terms: OpenedTerms, signature: string): OrderBase | undefined => {
  const market = deps.market();
  const [input, output] = [market.token(terms.inputMint), market.token(terms.outputMint)];
  if (!input || !output) return undefined;
  const now = deps.now();
  return {
    orderKey: terms.order,
    owner: terms.owner,
    receiver: terms.receiver,
    inputMint: terms.inputMint,
    outputMint: terms.outputMint,
    inputDecimals: input.info.decimals,
    outputDecimals: output.info.decimals,
    escrow: escrowAddressOf(terms.order),
    nativeInput: terms.nativeInput,
    nativeOutput: terms.nativeOutput,
    createdAt: now,
    updatedAt: now,
    openTx: signature,
    closeTx: null,
    trades: [],
    inFlight: undefined,
    cancelUntilHeight: 0,
  };
};

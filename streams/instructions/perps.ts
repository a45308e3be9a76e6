import { PERPS_PROGRAM } from '../solana/programs';
import { type LayoutValue, address, decodeWith, defineLayout, oneOf, optional, reference, u64 } from './textLayout';

/**
 * The perps request program (Jupiter Perpetuals' id; on the simulator a guarded stand-in): one
 * instruction per position request, signed by its owner, carrying every term the keeper
 * executes. The client reads it before signing (streams/perps/positionIntents.ts); the simulator
 * builds with it (sim/perps/requestBuilder.ts) and executes what it decodes (sim/perps/keeper.ts).
 *
 *   perps.increase.v1 owner=… position=… request=… market=… side=long collateralMint=…
 *                     collateralAmount=50000000 sizeUsd=250000000 takeProfit=- stopLoss=120000000
 *   perps.decrease.v1 owner=… position=… request=… entirePosition=false collateralUsd=20000000
 *                     receiveMint=… receiver=…
 *   perps.tpsl.v1     owner=… position=… request=… takeProfit=210000000 stopLoss=-
 *
 * USD amounts (sizes, collateral out, trigger prices) are integer micro-USD: no float is signed.
 */
export { PERPS_PROGRAM };

const MICRO_PER_USD = 1_000_000;

/** A USD amount from a form or a JSON body as integer micro-USD (nearest); both sides convert with this one function. */
export const usdToMicro = (usd: number): bigint => {
  if (!Number.isFinite(usd) || usd < 0) throw new RangeError(`not a USD amount: ${usd}`);
  return BigInt(Math.round(usd * MICRO_PER_USD));
};

/** Micro-USD back to a USD number (what positions are valued in). */
export const microToUsd = (micro: bigint): number => Number(micro) / MICRO_PER_USD;

const side = oneOf(['long', 'short']);
/** A position or request key: an account address on mainnet, the service's name on the simulator. */
const key = reference;
const microUsd = u64;

/** Open, increase, or add collateral (sizeUsd 0): the collateral moves into the custody in the same transaction. */
export const perpsIncrease = defineLayout('perps.increase.v1', {
  owner: address,
  position: key,
  request: key,
  /** The market's token mint. */
  market: address,
  side,
  collateralMint: address,
  /** Base units of the collateral mint. */
  collateralAmount: u64,
  sizeUsd: microUsd,
  /** A trigger price to set; none leaves the position's own as it is (tpsl removes one). */
  takeProfit: optional(microUsd),
  stopLoss: optional(microUsd),
});

/** Close (entirePosition) or take collateral out: the custody pays `receiver` in `receiveMint`. */
export const perpsDecrease = defineLayout('perps.decrease.v1', {
  owner: address,
  position: key,
  request: key,
  entirePosition: oneOf(['true', 'false']),
  /** Collateral taken out; 0 on a close (everything goes). */
  collateralUsd: microUsd,
  receiveMint: address,
  /** The account the proceeds go to. */
  receiver: address,
});

/** The position's take-profit and stop-loss from now on; none removes one. */
export const perpsTpsl = defineLayout('perps.tpsl.v1', {
  owner: address,
  position: key,
  request: key,
  takeProfit: optional(microUsd),
  stopLoss: optional(microUsd),
});

export type PerpsIncrease = LayoutValue<typeof perpsIncrease.fields>;
export type PerpsDecrease = LayoutValue<typeof perpsDecrease.fields>;
export type PerpsTpsl = LayoutValue<typeof perpsTpsl.fields>;
export type PerpsInstruction =
  | { readonly instruction: 'increase'; readonly value: PerpsIncrease }
  | { readonly instruction: 'decrease'; readonly value: PerpsDecrease }
  | { readonly instruction: 'tpsl'; readonly value: PerpsTpsl };

export const perpsLayouts = { increase: perpsIncrease, decrease: perpsDecrease, tpsl: perpsTpsl } as const;

/** The request an instruction's data carries, or undefined for anything that is not exactly one. */
export const decodePerpsInstruction = (data: Uint8Array): PerpsInstruction | undefined => decodeWith(perpsLayouts, data);

/** The instruction data of a request (the simulator's builder writes with this). */
export const encodePerpsInstruction = (request: PerpsInstruction): Uint8Array => {
  if (request.instruction === 'increase') return perpsIncrease.encode(request.value);
  if (request.instruction === 'decrease') return perpsDecrease.encode(request.value);
  return perpsTpsl.encode(request.value);
};

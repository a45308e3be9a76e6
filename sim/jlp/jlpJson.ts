import { JLP_BASE_FEE_BPS, JLP_DECIMALS, JLP_MINT, JLP_TAX_BPS, usdForJlp } from '../../streams/catalogues';
import { type PoolView, poolView } from './aum';
import type { JlpDeps } from './jlpDeps';

/**
 * The JLP pool's reads [I] (the real pool's numbers come from its accounts; these are the
 * figures the earn page shows). USD figures are integer micro-USD as strings, amounts base
 * units as strings: nothing a client signs against is a float.
 */
const weightBps = (part: bigint, whole: bigint) => (whole > 0n ? Number((part * 10_000n) / whole) : 0);

/** APR from the last week's fees, basis points: the week's fees a year long, over the AUM. */
export const aprBps = (weekFeesMicro: bigint, aumMicro: bigint): number => (aumMicro > 0n ? Number((weekFeesMicro * 365n * 10_000n) / (7n * aumMicro)) : 0);

export const poolJson = (deps: JlpDeps, pool: PoolView = poolView(deps)) => {
  const weekFeesMicro = deps.fees().lastWeek(deps.now());
  return {
    jlpMint: JLP_MINT,
    decimals: JLP_DECIMALS,
    custody: deps.custody.address,
    aumMicro: pool.aumMicro.toString(),
    priceMicro: pool.priceMicro.toString(),
    supply: pool.supply.toString(),
    holdingsMicro: pool.holdingsMicro.toString(),
    owedToTradersMicro: pool.owedMicro.toString(),
    lentMicro: pool.lentMicro.toString(),
    weekFeesMicro: weekFeesMicro.toString(),
    weekTradeFeesMicro: deps.fees().tradesLastWeek(deps.now()).toString(),
    aprBps: aprBps(weekFeesMicro, pool.aumMicro),
    baseFeeBps: Number(JLP_BASE_FEE_BPS),
    taxBps: Number(JLP_TAX_BPS),
    custodies: pool.custodies.map((custody) => ({
      mint: custody.spec.mint,
      symbol: custody.spec.symbol,
      decimals: custody.spec.decimals,
      amount: custody.amount.toString(),
      priceMicro: custody.priceMicro.toString(),
      usdMicro: custody.usdMicro.toString(),
      targetWeightBps: custody.spec.targetWeightBps,
      currentWeightBps: weightBps(custody.usdMicro, pool.holdingsMicro),
    })),
    time: deps.now(),
  };
};

/** A wallet's JLP: what it holds, its worth at the pool's price, what it paid, and the difference. */
export const positionJson = (deps: JlpDeps, owner: string, pool: PoolView = poolView(deps)) => {
  const jlp = deps.ledger.tokenBalance(owner, JLP_MINT);
  const value = usdForJlp(jlp, pool.aumMicro, pool.supply);
  const cost = jlp > 0n ? deps.state.cost(owner) : 0n;
  return { owner, jlp: jlp.toString(), valueMicro: value.toString(), costMicro: cost.toString(), earningsMicro: (value - cost).toString() };
};

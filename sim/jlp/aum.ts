import { JLP_DECIMALS, type JlpCustodySpec, jlpCustodies, usdForJlp, usdOfTokens } from '../../streams/catalogues';
import { SOL_MINT } from '../market/knownTokens';
import { feedOfMint } from '../perps/feeds';
import { grossPnl } from '../perps/positionMath';
import type { JlpDeps } from './jlpDeps';
import { lentOut } from './loanBook';

/**
 * The pool's worth (AUM), as the real pool counts it: the USD value of the tokens its custody
 * holds at the oracle's prices, less what it owes the traders whose positions it backs (their
 * collateral and profit, net of the fees they owe), plus what JLP loans owe it (the USDC lent
 * left the custody), plus the other traders' fees it earned.
 * So the AUM moves with the market, falls when traders win and rises with every fee. Micro-USD.
 */
const MICRO = 1_000_000;

/** The oracle's price of a custody's token, micro-USD per whole token (0 without one). */
export const priceMicroOf = (deps: Pick<JlpDeps, 'oracle'>, custody: JlpCustodySpec): bigint => {
  const price = deps.oracle.priceUsd(custody.feed);
  return price !== undefined && Number.isFinite(price) && price > 0 ? BigInt(Math.round(price * MICRO)) : 0n;
};

/** Base units the custody holds of a token (native SOL for the SOL custody). */
export const heldBy = (deps: Pick<JlpDeps, 'ledger' | 'custody'>, custody: JlpCustodySpec): bigint =>
  custody.mint === SOL_MINT ? deps.ledger.getLamports(deps.custody.address) : deps.ledger.tokenBalance(deps.custody.address, custody.mint);

export interface CustodyView {
  readonly spec: JlpCustodySpec;
  readonly amount: bigint;
  readonly priceMicro: bigint;
  readonly usdMicro: bigint;
}

export const custodyViews = (deps: JlpDeps): CustodyView[] =>
  jlpCustodies.map((spec) => {
    const amount = heldBy(deps, spec);
    const priceMicro = priceMicroOf(deps, spec);
    return { spec, amount, priceMicro, usdMicro: usdOfTokens(amount, spec.decimals, priceMicro) };
  });

/** What the pool owes its traders now: each open position's collateral plus PnL less its fees, never below 0. */
export const owedToTraders = (deps: JlpDeps): bigint => {
  let owed = 0;
  for (const owner of deps.state.traders()) {
    for (const position of deps.wallets.perpPositions(owner)) {
      const feed = feedOfMint(position.marketMint);
      const mark = feed ? deps.oracle.priceUsd(feed.id) : undefined;
      if (mark === undefined) continue;
      const value = position.collateralUsd + grossPnl(position.side, position.sizeUsd, position.entryPriceUsd, mark) - (position.feesUsd ?? 0);
      if (value > 0) owed += value;
    }
  }
  return BigInt(Math.round(owed * MICRO));
};

export interface PoolView {
  readonly custodies: readonly CustodyView[];
  /** The custodies' value. */
  readonly holdingsMicro: bigint;
  readonly owedMicro: bigint;
  /** What open JLP loans owe the pool. */
  readonly lentMicro: bigint;
  readonly aumMicro: bigint;
  /** JLP base units in existence. */
  readonly supply: bigint;
  /** Micro-USD per whole JLP. */
  readonly priceMicro: bigint;
}

export const poolView = (deps: JlpDeps): PoolView => {
  const custodies = custodyViews(deps);
  const holdingsMicro = custodies.reduce((sum, custody) => sum + custody.usdMicro, 0n);
  const owedMicro = owedToTraders(deps);
  const lentMicro = lentOut(deps);
  const aum = holdingsMicro - owedMicro + lentMicro + deps.fees().othersSinceOpen(deps.now());
  const aumMicro = aum > 0n ? aum : 0n;
  const supply = deps.state.supply();
  return { custodies, holdingsMicro, owedMicro, lentMicro, aumMicro, supply, priceMicro: usdForJlp(10n ** BigInt(JLP_DECIMALS), aumMicro, supply) };
};

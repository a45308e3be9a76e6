import { SOL_MINT, USDC_MINT, USDT_MINT, knownTokens } from '../market/knownTokens';
import { sendJson } from './json';
import type { Router } from './router';

/**
 * The lend tokens list (spec 000 §7 Lend: GET lending/tokens). Rates are basis points as
 * strings, like the real service; APY = (rewardsRate + supplyRate) / 100. WSOL is listed, as
 * upstream does; the client leaves it out.
 */
const lendMarkets: readonly { mint: string; supplyRate: number; rewardsRate: number }[] = [
  { mint: USDC_MINT, supplyRate: 612, rewardsRate: 150 },
  { mint: USDT_MINT, supplyRate: 548, rewardsRate: 120 },
  { mint: SOL_MINT, supplyRate: 402, rewardsRate: 0 },
  { mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn', supplyRate: 795, rewardsRate: 0 },
];

export const registerLendRoutes = (router: Router) => {
  router.get('/lend/v1/lending/tokens', ({ response }) => {
    sendJson(
      response,
      200,
      lendMarkets.flatMap((market) => {
        const token = knownTokens.find((known) => known.mint === market.mint);
        if (!token) return [];
        return [
          {
            id: lendMarkets.indexOf(market) + 1,
            address: `jl${token.symbol}`,
            name: `Jupiter Lend ${token.symbol}`,
            symbol: `jl${token.symbol}`,
            decimals: token.decimals,
            asset: { address: token.mint, symbol: token.symbol, name: token.name, decimals: token.decimals },
            supplyRate: String(market.supplyRate),
            rewardsRate: String(market.rewardsRate),
            totalRate: String(market.supplyRate + market.rewardsRate),
          },
        ];
      }),
    );
  });
};

import { Market } from '../../../sim/market/market';
import type { OwnerBalances } from '../../../sim/wallet/ledgerBalances';
import { buildPortfolio } from '../../../sim/wallet/portfolio/buildPortfolio';
import { MAINTENANCE_MARGIN, valuePerpPosition } from '../../../sim/wallet/portfolio/perpElement';
import { JUP_MINT, LIQUIDATION_THRESHOLD, healthRatio } from '../../../sim/wallet/portfolio/stakeLendElements';
import { createWalletStore } from '../../../sim/wallet/walletStore';
import { convertPortfolio } from '../../../streams/portfolio/convertPortfolio';
import { OrderStatus } from '../../../streams/portfolio/types';
import { portfolioResponseSchema } from '../../../streams/schemas/portfolio';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const UNLISTED = 'Fake1111111111111111111111111111111111111111';
const owner = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

let market: Market;
let solPrice: number;
let jupPrice: number;
beforeAll(() => {
  market = new Market({ seed: 3, now: Date.UTC(2026, 1, 1), tokenCount: 20 });
  solPrice = market.priceUsd(market.token(SOL) ?? expect.fail('no SOL'));
  jupPrice = market.priceUsd(market.token(JUP_MINT) ?? expect.fail('no JUP'));
});

const balances: OwnerBalances = {
  lamports: 2_000_000_000n,
  slot: 1,
  accounts: [
    { address: 'ata-usdc', mint: USDC, programId: 'p', decimals: 6, amount: 5_000_000n, isAssociated: true, isFrozen: false },
    { address: 'ata-fake', mint: UNLISTED, programId: 'p', decimals: 0, amount: 7n, isAssociated: true, isFrozen: false },
    { address: 'ata-empty', mint: JUP_MINT, programId: 'p', decimals: 6, amount: 0n, isAssociated: true, isFrozen: false },
  ],
};

describe('perps valuation', () => {
  const base = { positionKey: 'p', marketMint: SOL, entryPriceUsd: 100, sizeUsd: 1000, collateralUsd: 100, openedAt: 1_800_000_000 };
  it.each([
    { side: 'long' as const, mark: 110, pnl: 100, value: 200, liquidation: 100 * (1 - (100 - MAINTENANCE_MARGIN * 1000) / 1000) },
    { side: 'short' as const, mark: 110, pnl: -100, value: 0, liquidation: 100 * (1 + (100 - MAINTENANCE_MARGIN * 1000) / 1000) },
    { side: 'short' as const, mark: 95, pnl: 50, value: 150, liquidation: 100 * (1 + (100 - MAINTENANCE_MARGIN * 1000) / 1000) },
  ])('$side at mark $mark: pnl $pnl, collateral now $value', ({ side, mark, pnl, value, liquidation }) => {
    const valued = valuePerpPosition(market, { ...base, side, markPriceUsd: mark });
    expect(valued).toMatchObject({ side, leverage: 10, markPriceUsd: mark, pnlAfterFeesUsd: pnl, value, pnlChangePctAfterFees: pnl });
    expect(valued.liquidationPriceUsd).toBeCloseTo(liquidation, 9);
  });

  it("marks to the market's price without an override, and takes fees from the PnL", () => {
    const valued = valuePerpPosition(market, { ...base, side: 'long', entryPriceUsd: solPrice, feesUsd: 2 });
    expect(valued.markPriceUsd).toBe(solPrice);
    expect(valued.pnlAfterFeesUsd).toBeCloseTo(-2, 9);
  });

  it('a long with more collateral than size cannot be liquidated: no liquidation price', () => {
    expect(valuePerpPosition(market, { ...base, side: 'long', collateralUsd: 1100, markPriceUsd: 100 }).liquidationPriceUsd).toBeNull();
  });
});

describe('the portfolio answer', () => {
  const filled = () => {
    const store = createWalletStore();
    store.upsertPerpPosition(owner, {
      positionKey: 'perp1',
      marketMint: SOL,
      side: 'long',
      entryPriceUsd: solPrice,
      sizeUsd: 500,
      collateralUsd: 50,
      openedAt: 1_800_000_000,
      takeProfitPriceUsd: solPrice * 2,
    });
    const order = { inputMint: USDC, outputMint: SOL, makingAmount: 100, takingAmount: 1, createdAt: Date.UTC(2026, 0, 2) };
    store.addLimitOrder(owner, { ...order, orderKey: 'open' });
    store.addLimitOrder(owner, { ...order, orderKey: 'partial', remainingMakingAmount: 60, remainingTakingAmount: 0.6 });
    store.addLimitOrder(owner, { ...order, orderKey: 'done', remainingMakingAmount: 0, remainingTakingAmount: 0 });
    store.upsertRecurringOrder(owner, 'DCA', {
      orderKey: 'dca',
      inputMint: USDC,
      outputMint: SOL,
      inDeposited: 300,
      inUsed: 100,
      outReceived: 0.5,
      outWithdrawn: 0.5,
      createdAt: 0,
    });
    store.upsertRecurringOrder(owner, 'SmartDCA', { orderKey: 'va', inputMint: USDC, outputMint: SOL, inDeposited: 50, createdAt: 0 });
    store.setStake(owner, { stakedAmount: 1000, unstaking: [{ amount: 10, until: 5 }] });
    store.upsertEarnPosition(owner, { id: 'earn-usdc', mint: USDC, amount: 100, apy: 7.5 });
    store.upsertBorrowPosition(owner, { id: 'loan1', supplied: [{ mint: SOL, amount: 1 }], borrowed: [{ mint: USDC, amount: 50 }] });
    return store;
  };

  it('fetchJup carries every product, in the client schema, and converts to the entity', () => {
    const raw = buildPortfolio({ market, store: filled(), balances, publicUrl: 'http://sim' }, owner, 'jup');
    const response = portfolioResponseSchema.parse(JSON.parse(JSON.stringify(raw)));
    expect(response.elements.map((element) => element.label)).toEqual(['Wallet', 'Leverage', 'LimitOrder', 'DCA', 'SmartDCA', 'Staked', 'Lending']);
    const portfolio = convertPortfolio(response);

    expect(portfolio.walletBalance.balances.map((balance) => [balance.mint, balance.raw_value])).toEqual([
      ['', 2],
      [USDC, 5],
      [UNLISTED, 7],
    ]);
    expect(portfolio.walletBalance.totalWorth).toBeCloseTo(2 * solPrice + 5, 6);
    expect(portfolio.perpetual.openedPositions[0]).toMatchObject({
      side: 'Long',
      positionSize: 500,
      initialCollateralValue: 50,
      takeProfitTriggerPrice: solPrice * 2,
      stopLossTriggerPrice: null,
    });
    expect(portfolio.limitOrder.activeOrders.map((order) => [order.orderKey, order.orderStatus, order.remainingInputUsd])).toEqual([
      ['open', OrderStatus.Open, 100],
      ['partial', OrderStatus.PartialFill, 60],
      ['done', OrderStatus.Completed, 0],
    ]);
    expect(portfolio.limitOrder.totalWorth).toBe(160);
    expect(portfolio.dollarCostAverage.activeOrders[0]).toMatchObject({ orderStatus: OrderStatus.Open, remainingInputAmount: 200, remainingOutputAmount: 0 });
    expect(portfolio.dollarCostAverage.totalWorth).toBe(200);
    expect(portfolio.valueAverage.activeOrders.map((order) => order.orderKey)).toEqual(['va']);
    expect(portfolio.vote.lockedTokens).toBe(1000);
    expect(portfolio.vote.totalWorth).toBeCloseTo(1010 * jupPrice, 6);
    expect(portfolio.lend).toMatchObject({ totalPositions: 2, earnPositions: [{ id: 'earn-usdc', yields: [{ apy: 7.5 }] }] });
    expect(portfolio.lend.borrowPositions[0]?.healthRatio).toBeCloseTo(50 / (solPrice * LIQUIDATION_THRESHOLD), 9);
    expect(portfolio.lend.totalWorth).toBeCloseTo(100 + solPrice - 50, 6);
    const parts = [
      portfolio.walletBalance,
      portfolio.perpetual,
      portfolio.limitOrder,
      portfolio.dollarCostAverage,
      portfolio.valueAverage,
      portfolio.vote,
      portfolio.lend,
    ];
    expect(portfolio.totalNetWorth).toBeCloseTo(
      parts.reduce((total, part) => total + part.totalWorth, 0),
      6,
    );
  });

  it('tokenInfo names every listed mint the elements mention; an unlisted one has its address only', () => {
    const response = buildPortfolio({ market, store: filled(), balances, publicUrl: 'http://sim' }, owner, 'jup');
    const info = response.tokenInfo?.solana ?? {};
    expect(Object.keys(info).sort()).toEqual([JUP_MINT, SOL, USDC, UNLISTED].sort());
    expect(info[USDC]).toEqual({ address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, logoURI: `http://sim/icons/${USDC}.svg` });
    expect(info[UNLISTED]).toEqual({ address: UNLISTED });
  });

  it('fetchNoJup leaves the Jupiter products out', () => {
    const response = buildPortfolio({ market, store: filled(), balances, publicUrl: '' }, owner, 'noJup');
    expect(response.elements.map((element) => element.label)).toEqual(['Wallet']);
    expect(response.value).toBeCloseTo(2 * solPrice + 5, 6);
  });

  it('without a ledger there is no Wallet element', () => {
    expect(buildPortfolio({ market, store: createWalletStore(), balances: undefined, publicUrl: '' }, owner, 'jup')).toMatchObject({ value: 0, elements: [] });
  });

  it.each([
    [1000, 0, 0],
    [1000, 425, 0.5],
    [0, 10, null],
  ])('health ratio of %d supplied and %d borrowed is %s', (supplied, borrowed, ratio) => {
    expect(healthRatio(supplied, borrowed)).toBe(ratio);
  });
});

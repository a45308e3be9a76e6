import { filledFraction, limitOrderStatus } from '@streams/portfolio/convertOrders';
import { SOL_MINT, convertPortfolio, convertWalletAsset } from '@streams/portfolio/convertPortfolio';
import { OrderStatus } from '@streams/portfolio/types';
import { type PortfolioResponseInput, portfolioResponseSchema } from '@streams/schemas/portfolio';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

/** Parses like the HTTP client does, then converts. */
const convert = (response: PortfolioResponseInput) => convertPortfolio(portfolioResponseSchema.parse(response));
const element = (label: string, data: unknown, value: number | null = null) => ({ label, platformId: 'p', value, data });

describe('limit order status (spec 000 §4)', () => {
  it.each([
    [100, 100, 0, OrderStatus.Open],
    [100, 99.999, 0.00001, OrderStatus.PartialFill],
    [100, 40, 0.6, OrderStatus.PartialFill],
    [100, 0, 1, OrderStatus.Completed],
    [0, 0, 0, OrderStatus.Open],
    [100, 120, 0, OrderStatus.Open],
    [100, -5, 1, OrderStatus.Completed],
  ])('input %d with %d remaining: filled %d, status %d', (input, remaining, fraction, status) => {
    expect(filledFraction(input, remaining)).toBeCloseTo(fraction, 9);
    expect(limitOrderStatus(filledFraction(input, remaining))).toBe(status);
  });
});

describe('wallet balances', () => {
  it.each([
    ['native SOL: no ATA', { address: SOL_MINT, amount: 2, price: 150, ata: null }, 300, { ata: '', mint: '', raw_value: 2, usd_value: 300 }],
    ['wrapped SOL in an account', { address: SOL_MINT, amount: 1, price: 150, ata: 'WsolAta' }, 150, { ata: 'WsolAta', mint: SOL_MINT, raw_value: 1 }],
    ['a token', { address: USDC, amount: 5, price: 1, ata: 'UsdcAta', rawAmount: '5000000', decimals: 6 }, 5, { mint: USDC, usd_value: 5, decimals: 6 }],
    ['an unpriced token counts 0', { address: 'Unlisted', amount: 7, price: null, ata: 'X' }, null, { usd_value: 0, decimals: null }],
    ['a value left out is price × amount', { address: USDC, amount: 3, price: 2, ata: 'Y' }, null, { usd_value: 6 }],
  ])('%s', (_name, data, value, expected) => {
    const [parsed] = portfolioResponseSchema.parse({ elements: [element('Wallet', { assets: [{ type: 'token', value, data }] }, value)] }).elements;
    if (parsed?.label !== 'Wallet') throw new Error('not a wallet element');
    const [asset] = parsed.data.assets;
    if (!asset) throw new Error('no asset');
    expect(convertWalletAsset(asset)).toMatchObject(expected);
  });
});

describe('convertPortfolio', () => {
  const full: PortfolioResponseInput = {
    value: 1234,
    elements: [
      element('Wallet', { assets: [{ value: 300, data: { address: SOL_MINT, amount: 2, price: 150, ata: null } }] }, 300),
      element(
        'Leverage',
        {
          positions: [
            {
              positionPubkey: 'pos1',
              marketMint: SOL_MINT,
              side: 'short',
              leverage: '10',
              sizeUsd: 1000,
              collateralUsd: 100,
              value: 150,
              entryPriceUsd: 200,
              markPriceUsd: 190,
              liquidationPriceUsd: 218,
              pnlAfterFeesUsd: 50,
              pnlChangePctAfterFees: 50,
              tpslRequests: [{ requestType: 'sl', triggerPriceUsd: 210 }],
              createdTime: 1_800_000_000,
            },
          ],
        },
        150,
      ),
      element(
        'LimitOrder',
        {
          orders: [
            {
              orderKey: 'a',
              inputMint: USDC,
              outputMint: SOL_MINT,
              makingAmount: 10,
              takingAmount: 0.05,
              remainingMakingAmount: 10,
              remainingTakingAmount: 0.05,
              remainingInputUsd: 10,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
            {
              orderKey: 'b',
              inputMint: USDC,
              outputMint: SOL_MINT,
              makingAmount: 10,
              takingAmount: 0.05,
              remainingMakingAmount: 4,
              remainingTakingAmount: 0.02,
              remainingInputUsd: 4,
              createdAt: 'not a time',
            },
          ],
        },
        14,
      ),
      element('DCA', {
        orders: [
          {
            orderKey: 'd',
            inputMint: USDC,
            outputMint: SOL_MINT,
            inDeposited: 300,
            inUsed: 120,
            inWithdrawn: 30,
            outReceived: 1,
            outWithdrawn: 0.25,
            remainingInputUsd: 150,
            remainingOutputUsd: 112.5,
            createdAt: '2026-01-02T00:00:00Z',
          },
        ],
      }),
      element('SmartDCA', { orders: [] }, 0),
      element('Staked', { mint: JUP, stakedAmount: 1000, price: 0.5, unstaking: [{ amount: 10, until: 1 }] }, 505),
      element('Lending', { earn: [{ id: 'e', assets: [{ mint: USDC, amount: 100, price: 1, value: 100 }], yields: [{ apy: '7.5' }] }] }, 100),
      element('Lending', {
        borrow: [
          {
            id: 'l',
            suppliedAssets: [{ mint: SOL_MINT, amount: 1, price: 150 }],
            borrowedAssets: [{ mint: USDC, amount: 50, price: 1, value: 50 }],
            healthRatio: 0.39,
          },
        ],
      }),
      element('Farming', { whatever: true }, 20),
      element('Vault', { assets: [] }, 0),
    ],
    tokenInfo: { solana: { [USDC]: { address: USDC, symbol: 'USDC', decimals: 6 } } },
  };

  it('carries the net worth and each section of spec 000 §3', () => {
    const portfolio = convert(full);
    expect(portfolio.totalNetWorth).toBe(1234);
    expect(portfolio.walletBalance).toEqual({ totalWorth: 300, balances: [{ ata: '', mint: '', raw_value: 2, usd_value: 300, decimals: null }] });
    expect(portfolio.perpetual.totalWorth).toBe(150);
    expect(portfolio.perpetual.openedPositions).toEqual([
      {
        positionKey: 'pos1',
        side: 'Short',
        tokenMint: SOL_MINT,
        collateralMint: null,
        entryPrice: 200,
        currentPrice: 190,
        positionSize: 1000,
        initialCollateralValue: 100,
        currentCollateralValue: 150,
        pnlUsd: 50,
        pnlPercentage: 50,
        liquidationPrice: 218,
        leverage: 10,
        takeProfitTriggerPrice: null,
        stopLossTriggerPrice: 210,
        openedAt: 1_800_000_000_000,
      },
    ]);
    expect(portfolio.limitOrder.totalWorth).toBe(14);
    expect(portfolio.limitOrder.activeOrders.map((order) => [order.orderKey, order.orderStatus, order.createdAt])).toEqual([
      ['a', OrderStatus.Open, Date.UTC(2026, 0, 1)],
      ['b', OrderStatus.PartialFill, null],
    ]);
    expect(portfolio.dollarCostAverage.activeOrders).toEqual([
      {
        orderKey: 'd',
        inputMint: USDC,
        outputMint: SOL_MINT,
        inputAmount: 300,
        outputAmount: 1,
        createdAt: Date.UTC(2026, 0, 2),
        orderStatus: OrderStatus.Open,
        remainingInputAmount: 150,
        remainingInputUsd: 150,
        remainingOutputAmount: 0.75,
        remainingOutputUsd: 112.5,
      },
    ]);
    expect(portfolio.dollarCostAverage.totalWorth).toBe(150);
    expect(portfolio.valueAverage).toEqual({ totalWorth: 0, activeOrders: [] });
    expect(portfolio.vote).toEqual({ lockedTokens: 1000, totalWorth: 505 });
    expect(portfolio.lend.totalPositions).toBe(2);
    expect(portfolio.lend.earnPositions).toEqual([{ id: 'e', assets: [{ mint: USDC, amount: 100, price: 1, value: 100 }], yields: [{ apy: 7.5 }] }]);
    expect(portfolio.lend.borrowPositions).toEqual([
      {
        id: 'l',
        suppliedAssets: [{ mint: SOL_MINT, amount: 1, price: 150, value: 150 }],
        borrowedAssets: [{ mint: USDC, amount: 50, price: 1, value: 50 }],
        healthRatio: 0.39,
        link: null,
      },
    ]);
    // The first Lending element has its value; the second's is its supplied minus borrowed.
    expect(portfolio.lend.totalWorth).toBe(100 + 100);
    expect(portfolio.tokenInfo[USDC]?.symbol).toBe('USDC');
  });

  it.each([
    ['no elements', { elements: [] }, 0],
    ['value missing: the elements add up, unknown labels included', { elements: [element('Wallet', { assets: [] }, 5), element('Rewards', null, 7)] }, 12],
    ['an element without value counts 0 in the fallback', { elements: [element('Vault', { assets: [] })] }, 0],
    ['value given wins', { value: 3, elements: [element('Wallet', { assets: [] }, 5)] }, 3],
  ])('net worth: %s', (_name, response, expected) => {
    expect(convert(response).totalNetWorth).toBe(expected);
  });

  it('an empty response gives empty sections', () => {
    expect(convert({ elements: [] })).toEqual({
      totalNetWorth: 0,
      walletBalance: { totalWorth: 0, balances: [] },
      perpetual: { totalWorth: 0, openedPositions: [] },
      limitOrder: { totalWorth: 0, activeOrders: [] },
      dollarCostAverage: { totalWorth: 0, activeOrders: [] },
      valueAverage: { totalWorth: 0, activeOrders: [] },
      vote: { lockedTokens: 0, totalWorth: 0 },
      lend: { totalWorth: 0, totalPositions: 0, earnPositions: [], borrowPositions: [] },
      tokenInfo: {},
    });
  });

  it('values left out are summed from the parts', () => {
    const portfolio = convert({
      elements: [
        element('Wallet', {
          assets: [{ value: 2, data: { address: USDC, amount: 2, price: 1, ata: 'A' } }, { data: { address: JUP, amount: 4, price: 0.5, ata: 'B' } }],
        }),
        element('Leverage', { positions: [] }),
        element('LimitOrder', {
          orders: [
            {
              orderKey: 'a',
              inputMint: USDC,
              outputMint: JUP,
              makingAmount: 1,
              takingAmount: 2,
              remainingMakingAmount: 1,
              remainingTakingAmount: 2,
              remainingInputUsd: 1,
              createdAt: '2026-01-01',
            },
          ],
        }),
        element('Staked', { stakedAmount: 10, price: 0.5 }),
      ],
    });
    expect([portfolio.walletBalance.totalWorth, portfolio.perpetual.totalWorth, portfolio.limitOrder.totalWorth, portfolio.vote.totalWorth]).toEqual([
      4, 0, 1, 5,
    ]);
  });
});

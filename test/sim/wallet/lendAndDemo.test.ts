import { Keypair } from '@solana/web3.js';
import { convertPortfolio } from '@streams/portfolio/convertPortfolio';
import { lendTokensSchema } from '@streams/schemas/lend';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';
import { activitiesResponseSchema } from '@streams/schemas/activities';
import { type WalletSim, startWalletSim } from './walletSim';

let wallet: WalletSim;
beforeAll(async () => {
  wallet = await startWalletSim();
}, 60_000);
afterAll(async () => {
  await wallet?.close();
});

describe('lend tokens and demo positions, read with the client’s schemas', () => {
  it('GET /lend/v1/lending/tokens parses, with basis-point rates', async () => {
    const { status, body } = await wallet.get('/lend/v1/lending/tokens');
    expect(status).toBe(200);
    const tokens = lendTokensSchema.parse(body);
    expect(tokens.find((token) => token.asset.symbol === 'USDC')).toMatchObject({ supplyRate: 612, rewardsRate: 150 });
  });

  it('POST /__sim/wallet/demo gives a wallet one of each position, which the portfolio converts and the activity lists', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    expect((await wallet.sim.post('/__sim/wallet/demo', { address })).status).toBe(200);
    const { body } = await wallet.get(`/v1/portfolio/fetchJup?address=${address}&addressSystem=solana`);
    const portfolio = convertPortfolio(portfolioResponseSchema.parse(body));
    expect(portfolio.perpetual.openedPositions.map((position) => `${position.side} ${portfolio.tokenInfo[position.tokenMint]?.symbol}`).sort()).toEqual([
      'Long SOL',
      'Short ETH',
    ]);
    expect(portfolio.limitOrder.activeOrders).toHaveLength(1);
    expect(portfolio.dollarCostAverage.activeOrders).toHaveLength(1);
    expect(portfolio.lend.earnPositions).toHaveLength(1);
    expect(portfolio.lend.borrowPositions[0]?.healthRatio).toBeGreaterThan(0);
    expect(portfolio.vote.lockedTokens).toBe(250);
    for (const product of ['LO', 'DCA', 'PERPS']) {
      const page = activitiesResponseSchema.parse((await wallet.get(`/v2/activities/${address}?page=1&product=${product}`)).body);
      expect('histories' in page ? page.histories.length : page.trades.length).toBeGreaterThan(0);
    }
  });

  it('demo trades carry their USD values at the time (price history), which later moves do not change', async () => {
    const address = Keypair.generate().publicKey.toBase58();
    await wallet.sim.post('/__sim/wallet/demo', { address });
    const dca = async () => {
      const page = activitiesResponseSchema.parse((await wallet.get(`/v2/activities/${address}?page=1&product=DCA`)).body);
      return 'histories' in page ? page.histories[0] : undefined;
    };
    const before = await dca();
    expect(before?.inputUsd).toBeCloseTo(50, 0);
    expect(before?.outputUsd).toBeGreaterThan(0);
    expect((await wallet.sim.post('/__sim/market/move', { mint: 'So11111111111111111111111111111111111111112', percent: 50 })).status).toBe(200);
    expect((await dca())?.outputUsd).toBe(before?.outputUsd);
  });

  it('the demo route refuses what is not an address', async () => {
    expect((await wallet.sim.post('/__sim/wallet/demo', { address: 'nope' })).status).toBe(400);
  });
});

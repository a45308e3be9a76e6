import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { tradesPageSchema } from '@streams/schemas/activities';
import { eventually } from '../../support/simServer';
import { type PerpsHarness, confirmed, failure, startPerpsHarness } from './perpsHarness';

/**
 * Remove collateral (issue 16 item 5): the Perps API's decrease with collateralUsdDelta and
 * sizeUsdDelta 0. The request moves nothing out of the wallet; once it lands the keeper pays the
 * USD back from the custody in the position's collateral mint, on the ledger.
 */
let harness: PerpsHarness;

beforeAll(async () => {
  harness = await startPerpsHarness(33);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

/** The oracle's USD price of a feed (expo −8). */
const oracleUsd = async (feed: string) => {
  const { body } = await harness.wallet.get(`/perps/doves-oracle/${feed}`);
  const [item] = body as { price: string; expo: number }[];
  return Number(item?.price ?? 0) * 10 ** (item?.expo ?? 0);
};

const post = (path: string, body: unknown) => harness.wallet.sim.post(`/perps/v2/${path}`, body);

describe('sim perps: removing collateral', () => {
  it('pays the USD back in USDC from the custody, lowers the collateral and raises the leverage', async () => {
    const { actions, signer, owner, custody } = harness;
    await confirmed(actions.open({ signer, market: perpsMarkets.BTC, side: 'long', collateralMint: USDC_MINT, collateralAmount: 60_000_000n, sizeUsd: 300 }));
    const [opened] = await harness.positions();
    if (!opened) throw new Error('no position');
    const [traderBefore, custodyBefore] = [harness.usdc(owner), harness.usdc(custody)];

    await confirmed(actions.removeCollateral({ signer, market: perpsMarkets.BTC, side: 'long', positionKey: opened.positionKey, collateralUsd: 20 }));
    // the payout is the custody's own transaction, a block after the request
    await eventually(() => (harness.usdc(owner) > traderBefore ? true : undefined), 5000);
    const paid = harness.usdc(owner) - traderBefore;
    const usdcPrice = await oracleUsd('usdcusd');
    expect(Number(paid) / 1e6).toBeCloseTo(20 / usdcPrice, 2);
    expect(harness.usdc(custody)).toBe(custodyBefore - paid);

    const [after] = await harness.positions();
    expect(after?.initialCollateralValue).toBeCloseTo(opened.initialCollateralValue - 20, 6);
    expect(after?.leverage).toBeCloseTo(300 / (opened.initialCollateralValue - 20), 6);
    expect(after?.positionSize).toBe(300);
    // less cushion: the liquidation price moves towards the mark
    expect(after?.liquidationPrice ?? 0).toBeGreaterThan(opened.liquidationPrice ?? Infinity);
    const { body } = await harness.wallet.get(`/v2/activities/${owner}?page=1&product=PERPS`);
    const [latest] = tradesPageSchema.parse(body).trades;
    expect(latest).toMatchObject({ requestChange: 'Decrease', sizeUsd: 0, collateralUsd: 20, inOutAmount: String(paid), inOutTokenMint: USDC_MINT });
  });

  it('refuses to leave under $10 or to take everything; nothing moves', async () => {
    const { actions, signer, owner } = harness;
    const [position] = await harness.positions();
    if (!position) throw new Error('no position');
    const remove = (collateralUsd: number) =>
      failure(actions.removeCollateral({ signer, market: perpsMarkets.BTC, side: 'long', positionKey: position.positionKey, collateralUsd }));
    const before = harness.usdc(owner);
    expect(await remove(position.initialCollateralValue - 2.5)).toBe('Collateral must be at least $10');
    expect(await remove(position.initialCollateralValue)).toBe('Close the position to take out all of its collateral');
    expect(harness.usdc(owner)).toBe(before);
    expect((await harness.positions())[0]?.initialCollateralValue).toBeCloseTo(position.initialCollateralValue, 6);
  });

  it('a 100x ceiling: a big position may not drop under 1 % of its size in collateral', async () => {
    const { actions, signer } = harness;
    await confirmed(
      actions.open({ signer, market: perpsMarkets.ETH, side: 'short', collateralMint: USDC_MINT, collateralAmount: 100_000_000n, sizeUsd: 5_000 }),
    );
    const short = (await harness.positions()).find((position) => position.side === 'Short');
    if (!short) throw new Error('no short');
    // leaving $45 against $5,000 is 111x
    expect(
      await failure(
        actions.removeCollateral({
          signer,
          market: perpsMarkets.ETH,
          side: 'short',
          positionKey: short.positionKey,
          collateralUsd: short.initialCollateralValue - 45,
        }),
      ),
    ).toBe('Leverage must be at most 100x');
  });

  it('pays SOL collateral back in lamports', async () => {
    const { actions, signer, owner, wallet } = harness;
    await confirmed(
      actions.open({ signer, market: perpsMarkets.SOL, side: 'long', collateralMint: perpsMarkets.SOL.mint, collateralAmount: 1_000_000_000n, sizeUsd: 400 }),
    );
    const sol = (await harness.positions()).find((position) => position.tokenMint === perpsMarkets.SOL.mint);
    if (!sol) throw new Error('no SOL position');
    const lamports = () => wallet.ledger.ledger.getLamports(owner);
    const before = lamports();
    await confirmed(actions.removeCollateral({ signer, market: perpsMarkets.SOL, side: 'long', positionKey: sol.positionKey, collateralUsd: 30 }));
    // the request costs a fee; the payout lands after it
    await eventually(() => (lamports() > before ? true : undefined), 5000);
    const solPrice = await oracleUsd('solusd');
    expect(Number(lamports() - before) / 1e9).toBeCloseTo(30 / solPrice, 2);
  });

  it('the route: a partial size decrease and an empty decrease are refused with a reason', async () => {
    const [position] = await harness.positions();
    const partial = await post('positions/decrease', {
      walletAddress: harness.owner,
      positionPubkey: position?.positionKey,
      sizeUsdDelta: 10,
      collateralUsdDelta: 5,
    });
    expect(partial.status).toBe(400);
    expect(partial.body).toEqual({ error: expect.stringMatching(/^Only whole positions close/) });
    const empty = await post('positions/decrease', { walletAddress: harness.owner, positionPubkey: position?.positionKey });
    expect(empty.body).toEqual({ error: expect.stringMatching(/^Nothing to decrease/) });
    const negative = await post('positions/decrease', {
      walletAddress: harness.owner,
      positionPubkey: position?.positionKey,
      collateralUsdDelta: -5,
      sizeUsdDelta: 0,
    });
    expect(negative.status).toBe(400);
  });
});

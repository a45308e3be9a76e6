import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';
import { tradesPageSchema } from '@streams/schemas/activities';
import { eventually } from '../../support/simServer';
import { type PerpsHarness, confirmed, failure, startPerpsHarness } from './perpsHarness';

/**
 * Perps positions end to end below the UI: the client's position actions through the real
 * transaction engine, the simulator's keeper executing requests when they land, collateral moving
 * between the trader and the custody on the ledger, and the portfolio's Leverage element.
 */
const SOL = perpsMarkets.SOL.mint;
let harness: PerpsHarness;

beforeAll(async () => {
  harness = await startPerpsHarness(21);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const leverage = () => harness.positions();
const usdc = (address: string) => harness.usdc(address);

describe('sim perps: a position opened then closed moves collateral on the ledger', () => {
  let opened: PerpPosition | undefined;

  it('opening a 5x SOL long with 50 USDC moves the USDC into the custody and shows the position in the Leverage element', async () => {
    const [traderBefore, custodyBefore] = [usdc(harness.owner), usdc(harness.custody)];
    await confirmed(
      harness.actions.open({
        signer: harness.signer,
        market: perpsMarkets.SOL,
        side: 'long',
        collateralMint: USDC_MINT,
        collateralAmount: 50_000_000n,
        sizeUsd: 250,
        takeProfitPriceUsd: 10_000,
        stopLossPriceUsd: 1,
      }),
    );
    expect(usdc(harness.owner)).toBe(traderBefore - 50_000_000n);
    expect(usdc(harness.custody)).toBe(custodyBefore + 50_000_000n);
    const positions = await leverage();
    opened = positions[0];
    expect(positions).toHaveLength(1);
    expect(opened).toMatchObject({
      side: 'Long',
      tokenMint: SOL,
      collateralMint: USDC_MINT,
      positionSize: 250,
      takeProfitTriggerPrice: 10_000,
      stopLossTriggerPrice: 1,
    });
    expect(opened?.initialCollateralValue).toBeCloseTo(50, 1); // USDC valued at its oracle price
    expect(opened?.leverage).toBeCloseTo(5, 1);
    expect(opened?.liquidationPrice).toBeLessThan(opened?.entryPrice ?? 0);
  });

  it('editing TP/SL changes the triggers only', async () => {
    await confirmed(
      harness.actions.editTriggers({ signer: harness.signer, positionKey: opened?.positionKey ?? '', takeProfitPriceUsd: null, stopLossPriceUsd: 5 }),
    );
    expect((await leverage())[0]).toMatchObject({ takeProfitTriggerPrice: null, stopLossTriggerPrice: 5, positionSize: 250 });
  });

  it('closing pays collateral plus PnL less fees back from the custody and removes the position', async () => {
    const [traderBefore, custodyBefore] = [usdc(harness.owner), usdc(harness.custody)];
    await confirmed(harness.actions.close({ signer: harness.signer, positionKey: opened?.positionKey ?? '', label: 'Long 5.0x' }));
    // the payout is the custody's own transaction: it lands a block after the request
    await eventually(() => (usdc(harness.owner) > traderBefore ? true : undefined), 5000);
    const paid = usdc(harness.owner) - traderBefore;
    expect(Number(paid) / 1e6).toBeGreaterThan(45);
    expect(Number(paid) / 1e6).toBeLessThan(55);
    expect(usdc(harness.custody)).toBe(custodyBefore - paid);
    expect(await leverage()).toEqual([]);
    const { body } = await harness.wallet.get(`/v2/activities/${harness.owner}?page=1&product=PERPS`);
    expect(tradesPageSchema.parse(body).trades.map((trade) => trade.requestChange)).toEqual(['Decrease', 'Increase']);
  });
});

describe('sim perps: SOL collateral and off-market prices', () => {
  it('an ETH short on 0.5 SOL takes the lamports, follows the oracle mark, and gives them back less fees', async () => {
    const before = harness.wallet.ledger.ledger.getLamports(harness.owner);
    await confirmed(
      harness.actions.open({
        signer: harness.signer,
        market: perpsMarkets.ETH,
        side: 'short',
        collateralMint: SOL,
        collateralAmount: 500_000_000n,
        sizeUsd: 200,
      }),
    );
    expect(before - harness.wallet.ledger.ledger.getLamports(harness.owner)).toBe(500_000_000n + 5_000n);
    const [position] = await leverage();
    expect(position).toMatchObject({ side: 'Short', tokenMint: perpsMarkets.ETH.mint, collateralMint: SOL, positionSize: 200 });
    const { body } = await harness.wallet.get('/perps/doves-oracle/ethusd');
    const eth = (body as { price: string; expo: number }[])[0];
    expect(position?.currentPrice).toBeCloseTo(Number(eth?.price ?? 0) * 10 ** (eth?.expo ?? 0), -1);
    const afterOpen = harness.wallet.ledger.ledger.getLamports(harness.owner);
    await confirmed(harness.actions.close({ signer: harness.signer, positionKey: position?.positionKey ?? '', label: 'Short' }));
    await eventually(() => (harness.wallet.ledger.ledger.getLamports(harness.owner) > afterOpen ? true : undefined), 5000);
    const back = Number(harness.wallet.ledger.ledger.getLamports(harness.owner) - afterOpen) / 1e9;
    expect(back).toBeGreaterThan(0.45);
    expect(back).toBeLessThan(0.55);
    expect(await leverage()).toEqual([]);
  });
});

describe('sim perps: refused requests', () => {
  it.each([
    [{ collateralAmount: 20_000_000n, sizeUsd: 4_000 }, 'Leverage must be at most 100x'],
    [{ collateralAmount: 5_000_000n, sizeUsd: 20 }, 'Collateral must be at least $10'],
    [{ collateralAmount: 5_000_000_000n, sizeUsd: 10_000 }, 'Insufficient USDC balance'],
  ])('%o is refused: %s', async (shape, message) => {
    expect(await failure(harness.actions.open({ signer: harness.signer, market: perpsMarkets.BTC, side: 'long', collateralMint: USDC_MINT, ...shape }))).toBe(
      message,
    );
  });

  it('a stop loss above the mark of a long is refused', async () => {
    expect(
      await failure(
        harness.actions.open({
          signer: harness.signer,
          market: perpsMarkets.BTC,
          side: 'long',
          collateralMint: USDC_MINT,
          collateralAmount: 20_000_000n,
          sizeUsd: 100,
          stopLossPriceUsd: 10_000_000,
        }),
      ),
    ).toBe('Stop loss must be below the mark price');
  });
});

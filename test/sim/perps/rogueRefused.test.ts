import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';
import { type PerpsHarness, confirmed, failure, startPerpsHarness } from './perpsHarness';

/**
 * A rogue Perps API below the UI (issue 23): the client's position actions through the real
 * transaction engine, an auto-signing wallet, the simulator answering with one term changed.
 * Each ends 'Refused to sign: …' naming what differed, before anything is signed: the wallet,
 * the custody and the positions stay as they were.
 */
let harness: PerpsHarness;
let position: PerpPosition;

beforeAll(async () => {
  harness = await startPerpsHarness(46);
  await confirmed(
    harness.actions.open({
      signer: harness.signer,
      market: perpsMarkets.SOL,
      side: 'long',
      collateralMint: USDC_MINT,
      collateralAmount: 50_000_000n,
      sizeUsd: 150,
    }),
  );
  const [opened] = await harness.positions();
  if (!opened) throw new Error('no position');
  position = opened;
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  await harness.wallet.sim.post('/__sim/rogue', { kind: null });
});

const rogue = (kind: 'perps-size' | 'perps-receiver') => harness.wallet.sim.post('/__sim/rogue', { kind });

/** Everything the request could have moved: the trader's SOL and USDC, the custody's USDC, the positions. */
const snapshot = async () => ({
  lamports: harness.wallet.ledger.ledger.getLamports(harness.owner),
  usdc: harness.usdc(harness.owner),
  custody: harness.usdc(harness.custody),
  positions: (await harness.positions()).map(({ positionKey, positionSize, initialCollateralValue }) => ({
    positionKey,
    positionSize,
    initialCollateralValue,
  })),
});

describe('sim perps: a rogue service is refused before signing', () => {
  it('perps-size: an open whose request carries twice the size', async () => {
    const before = await snapshot();
    await rogue('perps-size');
    const { actions, signer } = harness;
    expect(
      await failure(actions.open({ signer, market: perpsMarkets.ETH, side: 'short', collateralMint: USDC_MINT, collateralAmount: 20_000_000n, sizeUsd: 60 })),
    ).toBe('Refused to sign: the position size is $120 in the transaction, not the $60 you asked for.');
    expect(
      await failure(
        actions.addCollateral({
          signer,
          market: perpsMarkets.SOL,
          side: 'long',
          positionKey: position.positionKey,
          collateralMint: USDC_MINT,
          collateralAmount: 5_000_000n,
        }),
      ),
    ).toBe('Refused to sign: the position size added is $10 in the transaction, not the $0 you asked for.');
    expect(await snapshot()).toEqual(before);
  });

  it('perps-receiver: a close and a collateral withdrawal whose proceeds go to another wallet', async () => {
    const before = await snapshot();
    await rogue('perps-receiver');
    const { actions, signer } = harness;
    const refusal = /^Refused to sign: the proceeds go to Rogu…1111 in the transaction, not to your wallet\.$/;
    expect(await failure(actions.close({ signer, positionKey: position.positionKey, label: 'Long 3.0x', receiveMint: USDC_MINT }))).toMatch(refusal);
    expect(
      await failure(
        actions.removeCollateral({
          signer,
          market: perpsMarkets.SOL,
          side: 'long',
          positionKey: position.positionKey,
          collateralUsd: 10,
          receiveMint: USDC_MINT,
        }),
      ),
    ).toMatch(refusal);
    expect(await snapshot()).toEqual(before);
  });

  it('with the switch off the same actions go through', async () => {
    const { actions, signer } = harness;
    await confirmed(
      actions.removeCollateral({
        signer,
        market: perpsMarkets.SOL,
        side: 'long',
        positionKey: position.positionKey,
        collateralUsd: 10,
        receiveMint: USDC_MINT,
      }),
    );
    await confirmed(actions.close({ signer, positionKey: position.positionKey, label: 'Long 3.0x', receiveMint: USDC_MINT }));
  });
});

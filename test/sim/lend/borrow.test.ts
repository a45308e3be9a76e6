import { SOL, USDC, useLendSim } from './lendSim';

const sim = useLendSim();

interface PositionJson {
  readonly id: number;
  readonly supply: string;
  readonly borrow: string;
  readonly healthRatio: number | null;
  readonly isLiquidated: boolean;
}
const positions = async () => (await sim().json(`/lend/v1/borrow/positions?users=${sim().owner}`)) as PositionJson[];
const usdc = () => sim().running.ledger.tokenBalance(sim().owner, USDC);
const solPrice = async () => ((await sim().json('/lend/v1/borrow/vaults')) as { supplyToken: { price: string } }[])[0]?.supplyToken.price;

describe('borrowing against SOL on the ledger', () => {
  it('supplies 2 SOL and borrows 100 USDC in one transaction: lamports out, USDC in', async () => {
    const lamports = sim().running.ledger.getLamports(sim().owner);
    const before = usdc();
    await sim().signAndLand('/lend/v1/borrow/operate', { vaultId: 1, positionId: 0, signer: sim().owner, colAmount: '2000000000', debtAmount: '100000000' });
    expect(usdc() - before).toBe(100_000_000n);
    expect(lamports - sim().running.ledger.getLamports(sim().owner)).toBeGreaterThanOrEqual(2_000_000_000n);
    const [position] = await positions();
    expect(position).toMatchObject({ supply: '2000000000', isLiquidated: false });
    expect(Number(position?.borrow)).toBeGreaterThanOrEqual(100_000_000);
  });

  it('health follows the SOL price: debt over (collateral × 85%)', async () => {
    const [before] = await positions();
    const price = Number(await solPrice());
    expect(before?.healthRatio).toBeCloseTo(100 / (2 * price * 0.85), 2);
    expect((await sim().sim.post('/__sim/market/move', { mint: SOL, percent: -30 })).status).toBe(200);
    const [after] = await positions();
    expect(after?.healthRatio).toBeGreaterThan((before?.healthRatio ?? 0) * 1.3);
  });

  it('refuses a borrow past the collateral factor, and a withdrawal of more than supplied', async () => {
    const [position] = await positions();
    const over = await sim().sim.post('/lend/v1/borrow/operate', {
      vaultId: 1,
      positionId: position?.id,
      signer: sim().owner,
      colAmount: '0',
      debtAmount: '100000000000',
    });
    expect(over.status).toBe(400);
    expect((over.body as { error: string }).error).toMatch(/Borrow limit exceeded: at most \$/);
    const tooMuch = await sim().sim.post('/lend/v1/borrow/operate', {
      vaultId: 1,
      positionId: position?.id,
      signer: sim().owner,
      colAmount: '-3000000000',
      debtAmount: '0',
    });
    expect((tooMuch.body as { error: string }).error).toMatch(/more collateral than supplied/);
    const none = await sim().sim.post('/lend/v1/borrow/operate', { vaultId: 1, positionId: 999, signer: sim().owner, colAmount: '1', debtAmount: '0' });
    expect(none.status).toBe(404);
  });

  it('interest accrues: a year at 8.45% adds about 8.45 USDC to 100', async () => {
    const [before] = await positions();
    await sim().sim.post('/__sim/lend/warp', { days: 365 });
    const [after] = await positions();
    const added = Number(after?.borrow) - Number(before?.borrow);
    expect(added).toBeGreaterThan(8_400_000);
    expect(added).toBeLessThan(8_500_000);
  });

  it('repaying everything clears the debt and pays exactly what was owed', async () => {
    const [position] = await positions();
    const owed = BigInt(position?.borrow ?? '0');
    sim().running.ledger.setTokenBalance(sim().owner, USDC, usdc() + 50_000_000n);
    const before = usdc();
    await sim().signAndLand('/lend/v1/borrow/operate', {
      vaultId: 1,
      positionId: position?.id,
      signer: sim().owner,
      colAmount: '0',
      debtAmount: `-${owed + 1_000_000n}`,
    });
    expect(before - usdc()).toBe(owed);
    const [after] = await positions();
    expect(after?.borrow).toBe('0');
    expect(after?.healthRatio).toBe(0);
  });

  it('a position past its threshold is liquidated at the next block', async () => {
    const [position] = await positions();
    await sim().signAndLand('/lend/v1/borrow/operate', { vaultId: 1, positionId: position?.id, signer: sim().owner, colAmount: '0', debtAmount: '100000000' });
    expect((await positions())[0]?.isLiquidated).toBe(false);
    expect((await sim().sim.post('/__sim/market/move', { mint: SOL, percent: -70 })).status).toBe(200);
    sim().block();
    expect((await positions())[0]).toMatchObject({ isLiquidated: true, supply: '0', borrow: '0' });
  });
});

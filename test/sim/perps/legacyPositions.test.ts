import { type TestSim, startTestSim } from '../../support/simServer';

/** The previous perps engine's positions: only the legacy route lists them; today's positions and the portfolio leave them out. */
const WALLET = 'GZpW2AdY9Q7gQ4bcxqXR3JrKk3JG6y6ZtNsD1e2jTQDx';
let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim({ tokenCount: 40 });
}, 60_000);
afterAll(async () => {
  await sim?.close();
});

describe('legacy perps positions', () => {
  it('are listed by the legacy route alone', async () => {
    await sim.post('/__sim/wallet/demo', { address: WALLET });
    const legacy = (await sim.get(`/perps/v2/legacy/positions?walletAddress=${WALLET}`)).body as { dataList: { positionPubkey: string; leverage: number }[] };
    expect(legacy.dataList.map((position) => position.positionPubkey)).toEqual([`${WALLET.slice(0, 8)}-legacy-sol`]);
    expect(legacy.dataList[0]?.leverage).toBe(3);
    const today = (await sim.get(`/perps/v2/positions?walletAddress=${WALLET}`)).body as { dataList: { positionPubkey: string }[] };
    expect(today.dataList.map((position) => position.positionPubkey)).not.toContain(`${WALLET.slice(0, 8)}-legacy-sol`);
    expect(today.dataList.length).toBeGreaterThan(0);
    expect((await sim.get('/perps/v2/legacy/positions?walletAddress=nope')).status).toBe(400);
  });
});

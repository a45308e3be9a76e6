import { type TestSim, startTestSim } from '../../support/simServer';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim();
});
afterAll(() => sim?.close());
afterEach(() => sim.post('/__sim/reset', {}));

describe('the static host, chain status and risk check, with their switches', () => {
  it('remote config: the defaults, and /__sim/config laid over them one level deep', async () => {
    const before = (await sim.get('/remoteConfig/metadata.json')).body as { swapSettings: { bannedTokens: string[]; blockhashSlotsToExpiry: number } };
    expect(before.swapSettings.bannedTokens).toHaveLength(3);
    expect(before.swapSettings.blockhashSlotsToExpiry).toBe(150);
    await sim.post('/__sim/config', { swapSettings: { bannedTokens: ['So11111111111111111111111111111111111111112'] }, perpsSettings: { v2AsDefault: true } });
    expect((await sim.get('/remoteConfig/metadata.json')).body).toMatchObject({
      swapSettings: { bannedTokens: ['So11111111111111111111111111111111111111112'], blockhashSlotsToExpiry: 150 },
      perpsSettings: { v2AsDefault: true },
    });
    expect((await sim.post('/__sim/config', ['not', 'an', 'object'])).status).toBe(400);
  });

  it('banners: one active per slot, its document and image; replaced or emptied by the switchboard', async () => {
    const metadata = (await sim.get('/banner/metadata.json')).body as { activeBanner: Record<string, string | null> };
    expect(Object.keys(metadata.activeBanner)).toEqual(['swap', 'limit', 'dca', 'perps', 'perps-loan', 'bridge']);
    const swapId = metadata.activeBanner.swap ?? '';
    expect((await sim.get(`/banner/${swapId}/banner.json`)).body).toMatchObject({
      id: swapId,
      closeCount: 2,
      data: { imageUrl: '/image.svg', title: { en: expect.any(String) } },
    });
    await sim.post('/__sim/banner', {
      slot: 'swap',
      id: 'flash-sale',
      startTime: 0,
      expiryTime: 4_000_000_000_000,
      closeCount: 1,
      countdownTo: 4_000_000_000_000,
    });
    expect(((await sim.get('/banner/metadata.json')).body as typeof metadata).activeBanner.swap).toBe('flash-sale');
    expect((await sim.get('/banner/flash-sale/banner.json')).body).toMatchObject({ closeCount: 1, data: { countdownConfig: { endTime: 4_000_000_000_000 } } });
    await sim.post('/__sim/banner', { slot: 'swap', none: true });
    expect(((await sim.get('/banner/metadata.json')).body as typeof metadata).activeBanner.swap).toBeNull();
    expect((await sim.get('/banner/flash-sale/banner.json')).status).toBe(404);
    expect((await sim.post('/__sim/banner', { slot: 'nowhere', none: true })).status).toBe(400);
  });

  it('chain status and risk follow their switches', async () => {
    expect((await sim.get('/v1/chain/status')).body).toEqual({ status: 'OK' });
    await sim.post('/__sim/chain/status', { status: 'LOW_TPS' });
    expect((await sim.get('/v1/chain/status')).body).toEqual({ status: 'LOW_TPS' });
    expect((await sim.get(`/v1/chainalysis/${WALLET}`)).body).toEqual({ address: WALLET, risk: 'Low' });
    await sim.post('/__sim/risk', { address: WALLET, risk: 'Severe' });
    expect((await sim.get(`/v1/chainalysis/${WALLET}`)).body).toEqual({ address: WALLET, risk: 'Severe' });
    expect((await sim.get('/v1/chainalysis/nope')).status).toBe(400);
  });
});

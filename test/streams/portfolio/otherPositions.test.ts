import { createHttpClient } from '@streams/core/http';
import { createOtherPositions } from '@streams/portfolio/otherPositions';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const response = {
  value: 330,
  elements: [
    { label: 'Wallet', platformId: 'wallet', value: 10, data: { assets: [] } },
    { label: 'Vault', platformId: 'kamino', name: 'Kamino', value: 210, data: { assets: [{ mint: USDC, amount: 210, price: 1, value: 210 }] } },
    { label: 'Farming', platformId: 'orca', value: 120, data: { anything: true } },
  ],
  tokenInfo: { solana: { [USDC]: { address: USDC, symbol: 'USDC' } } },
};

describe('other DeFi positions (fetchNoJup: on demand, never polled)', () => {
  it(
    'the Wallet element is left out, unknown labels keep their own name; one request until Refresh',
    marbles((m) => {
      const fake = createFakeTransport(() => m.cold('-r|', { r: jsonResponse(response) }));
      const other = createOtherPositions({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
        api: 'http://sim',
        scheduler: m.scheduler,
      });
      let last: unknown;
      other.positions$(OWNER).subscribe((state) => (last = state.status === 'ready' ? state.value : state.status));
      m.scheduler.schedule(() => other.refresh(OWNER), 600_000);
      m.flush();
      expect(fake.requests.map((request) => request.url)).toEqual([
        `http://sim/v1/portfolio/fetchNoJup?address=${OWNER}&addressSystem=solana`,
        `http://sim/v1/portfolio/fetchNoJup?address=${OWNER}&addressSystem=solana`,
      ]);
      expect(last).toEqual({
        total: 330,
        positions: [
          { label: 'Vault', platformId: 'kamino', name: 'Kamino', value: 210, assets: [{ mint: USDC, amount: 210, value: 210 }] },
          { label: 'Farming', platformId: 'orca', name: 'orca', value: 120, assets: [] },
        ],
        symbols: { [USDC]: 'USDC' },
      });
    }),
  );
});

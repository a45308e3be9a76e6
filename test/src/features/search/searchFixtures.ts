import type { Asset } from '@streams/schemas/asset';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams } from '../../../support/renderApp';

export const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
export const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
export const FAKE = 'Fake1111111111111111111111111111111111111111';
export const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

export const asset = (id: string, symbol: string, name: string, extra: Partial<Asset> = {}): Asset =>
  ({
    id,
    symbol,
    name,
    decimals: 6,
    usdPrice: 0.5,
    mcap: 1_250_000,
    liquidity: 80_000,
    organicScore: 72.4,
    organicScoreLabel: 'high',
    isVerified: true,
    stats24h: { buyVolume: 1000, sellVolume: 500 },
    ...extra,
  }) as Asset;

const pool = (base: Asset) => ({ id: `pool-${base.id}`, createdAt: '2026-01-01T00:00:00Z', baseAsset: base });

export interface SearchData {
  /** Search answers by query text; the default matches symbols and names. */
  readonly search?: (query: string, url: URL) => unknown;
  readonly trending?: readonly Asset[];
}

export const ALL = [
  asset(BONK, 'BONK', 'Bonk'),
  asset(WIF, 'WIF', 'dogwifhat', { usdPrice: 2.1 }),
  asset(FAKE, 'BONK', '<img src=x onerror=alert(1)>Bonk', { isVerified: false, mcap: 900 }),
];

/** Streams over a fake search service and trending list. */
export const searchStreams = ({ search, trending = [ALL[1] as Asset] }: SearchData = {}) => {
  const services = createFakeServices([
    [
      /\/v1\/assets\/search/,
      (url) => {
        const query = url.searchParams.get('query') ?? '';
        if (search) return search(query, url);
        return ALL.filter((item) => item.symbol.toLowerCase().includes(query.toLowerCase()) || item.name.toLowerCase().includes(query.toLowerCase()));
      },
    ],
    [/\/v1\/pools\/toptrending\//, () => ({ pools: trending.map(pool) })],
  ]);
  const testStreams = createTestStreams({ transport: services.transport });
  return { ...testStreams, requests: services.requests };
};

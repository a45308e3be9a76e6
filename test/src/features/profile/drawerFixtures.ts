import type { Asset } from '@streams/schemas/asset';
import type { StoragePersistence } from '@streams/wallet/keyBackup';
import type { WalletState } from '@streams/wallet/walletSession';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams } from '../../../support/renderApp';

export const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const DUST = 'Dust111111111111111111111111111111111111111';

const account = (mint: string, amount: string, decimals: number) => [
  {
    account: `${mint.slice(0, 8)}Account11111111111111111111111`,
    amount,
    uiAmountString: amount,
    decimals,
    programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  },
];

export interface DrawerData {
  readonly lamports?: string;
  readonly solPrice?: number;
  readonly activities?: (url: URL) => unknown;
  readonly portfolio?: unknown;
  readonly storagePersistence?: StoragePersistence;
}

/** Streams over fake services: a wallet with SOL, 12.5 USDC and some dust; token info known. */
export const drawerStreams = ({ lamports = '2000000000', solPrice = 150, activities, portfolio, storagePersistence }: DrawerData = {}) => {
  const services = createFakeServices([
    [
      /\/ultra\/v1\/holdings\//,
      () => ({
        amount: lamports,
        uiAmount: Number(lamports) / 1e9,
        uiAmountString: '',
        tokens: { [USDC]: account(USDC, '12500000', 6), [DUST]: account(DUST, '5', 2) },
      }),
    ],
    [
      /\/price\/v3/,
      (url) =>
        Object.fromEntries(
          (url.searchParams.get('ids') ?? '').split(',').map((mint) => [mint, { usdPrice: mint === SOL ? solPrice : mint === USDC ? 1 : 0.0001 }]),
        ),
    ],
    [/\/v1\/portfolio\/fetchJup/, () => portfolio ?? { value: 318.5, elements: [], tokenInfo: { solana: {} } }],
    [/\/lend\/v1\/lending\/tokens/, () => [{ asset: { address: USDC, symbol: 'USDC' }, supplyRate: '612', rewardsRate: '150' }]],
    [/\/v2\/activities\//, (url) => activities?.(url) ?? { histories: [], hasMoreData: false }],
  ]);
  const testStreams = createTestStreams({ transport: services.transport, ...(storagePersistence ? { storagePersistence } : {}) });
  const assets: Asset[] = [
    { id: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, isVerified: true } as Asset,
    { id: DUST, name: 'Dust <b>Token</b>', symbol: 'DUST', decimals: 2 } as Asset,
  ];
  for (const asset of assets) testStreams.streams.tokenInfo.remember(asset);
  return { ...testStreams, requests: services.requests };
};

export const connected = (kind: 'quick' | 'adapter' = 'quick'): WalletState => ({
  status: 'connected',
  walletName: kind === 'quick' ? 'Quick Account' : 'Phantom',
  walletIcon: undefined,
  publicKey: WALLET,
  kind,
  autoSigns: kind === 'quick',
  canSignMessage: true,
});

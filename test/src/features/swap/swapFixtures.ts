import type { HttpRequest, HttpTransport } from '@streams/core/http';
import type { Asset } from '@streams/schemas/asset';
import type { TransactionSigner } from '@streams/solana/ports';
import type { WalletState } from '@streams/wallet/walletSession';
import { NEVER, of, throwError } from 'rxjs';
import { jsonResponse } from '../../../support/fakeHttp';
import { createTestStreams } from '../../../support/renderApp';

export const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const EVIL = 'Evi1111111111111111111111111111111111111111';
export const EVIL_NAME = '<img src=x onerror=alert(1)>';

const account = (mint: string, amount: string, decimals: number) => [
  {
    account: `${mint.slice(0, 8)}Account11111111111111111111111`,
    amount,
    uiAmountString: amount,
    decimals,
    programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  },
];

/** A quote of 150 USDC per SOL for the amount asked (ExactIn), 0.5% slippage, two venues. */
export const quoteFor = (url: URL) => {
  const amount = BigInt(url.searchParams.get('amount') ?? '0');
  const input = url.searchParams.get('inputMint');
  const out = input === SOL ? (amount * 150n) / 1000n : (amount * 1000n) / 150n;
  return {
    inputMint: input,
    inAmount: amount.toString(),
    outputMint: url.searchParams.get('outputMint'),
    outAmount: out.toString(),
    otherAmountThreshold: ((out * 995n) / 1000n).toString(),
    swapMode: 'ExactIn',
    slippageBps: 50,
    priceImpactPct: '0.0012',
    routePlan: [
      {
        swapInfo: {
          ammKey: 'Amm1111111111111111111111111111111111111111',
          label: 'Meteora DLMM',
          inputMint: input,
          outputMint: SOL,
          inAmount: '1',
          outAmount: '1',
          feeAmount: '0',
          feeMint: SOL,
        },
        percent: 60,
      },
      {
        swapInfo: {
          ammKey: 'Amm2222222222222222222222222222222222222222',
          label: 'Whirlpool',
          inputMint: input,
          outputMint: SOL,
          inAmount: '1',
          outAmount: '1',
          feeAmount: '0',
          feeMint: SOL,
        },
        percent: 40,
      },
    ],
    contextSlot: 1,
    timeTaken: 0.01,
  };
};

export interface SwapData {
  readonly lamports?: string;
  /** The quote service's answer: a body (200) or [status, body]. */
  readonly quote?: (url: URL) => unknown;
  readonly swap?: (request: HttpRequest) => unknown;
}

/** A token the search service reports with decimals: 100000000. */
export const HOSTILE = 'Hosti1eDecima1s111111111111111111111111111';

/** Streams over fake services: 2 SOL, 12.5 USDC and a token with a hostile name; SOL at $150. */
export const swapStreams = ({ lamports = '2000000000', quote = quoteFor, swap = () => ({ error: 'Swap refused by the fake' }) }: SwapData = {}) => {
  const requests: HttpRequest[] = [];
  const answer = (body: unknown) => (Array.isArray(body) && typeof body[0] === 'number' ? jsonResponse(body[1], body[0]) : jsonResponse(body));
  const transport: HttpTransport = (request) => {
    requests.push(request);
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.includes('/ultra/v1/holdings/'))
      return of(
        jsonResponse({ amount: lamports, uiAmount: 0, uiAmountString: '', tokens: { [USDC]: account(USDC, '12500000', 6), [EVIL]: account(EVIL, '700', 2) } }),
      );
    if (path.includes('/price/v3'))
      return of(jsonResponse(Object.fromEntries((url.searchParams.get('ids') ?? '').split(',').map((mint) => [mint, { usdPrice: mint === SOL ? 150 : 1 }]))));
    if (path.endsWith('/swap/v1/quote')) return of(answer(quote(url)));
    if (path.endsWith('/swap/v1/swap')) return of(answer(swap(request)));
    // two venues, one of them on two programs: the settings list each name once
    if (path.includes('program-id-to-label'))
      return of(
        jsonResponse({
          RaydiumAmm11111111111111111111111111111111: 'Raydium',
          RaydiumCpmm1111111111111111111111111111111: 'Raydium',
          Wh1rlpool111111111111111111111111111111111: 'Whirlpool',
        }),
      );
    // the verified list: one token beyond the well-known ones
    if (path.endsWith('/tokens/v2/tag'))
      return of(jsonResponse([{ id: 'Zebra111111111111111111111111111111111111111', name: 'Zebra Coin', symbol: 'ZBRA', decimals: 6, tags: ['verified'] }]));
    // search: a token whose decimals no mint can have (the app must refuse it, not pad 100 million zeros)
    if (path.endsWith('/v1/assets/search')) return of(jsonResponse([{ id: HOSTILE, name: 'Hostile Decimals', symbol: 'HOSTILE', decimals: 100_000_000 }]));
    // a tip floor of 20,000 lamports (the block engine answers in SOL)
    if (path.endsWith('/bundles/tip_floor')) return of(jsonResponse([{ landed_tips_50th_percentile: 0.00002, ema_landed_tips_50th_percentile: 0.00002 }]));
    return throwError(() => new TypeError(`fetch failed: ${request.url}`));
  };
  const testStreams = createTestStreams({ transport });
  const assets: Asset[] = [
    { id: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, isVerified: true } as Asset,
    { id: EVIL, name: EVIL_NAME, symbol: '<b>EVIL</b>', decimals: 2 } as Asset,
  ];
  for (const asset of assets) testStreams.streams.tokenInfo.remember(asset);
  return { ...testStreams, requests };
};

export const connected: WalletState = {
  status: 'connected',
  walletName: 'Quick Account',
  walletIcon: undefined,
  publicKey: WALLET,
  kind: 'quick',
  autoSigns: true,
  canSignMessage: true,
};

/** A signer that never answers (the tests stop before signing). */
export const signer: TransactionSigner = { publicKey: WALLET, autoSigns: true, signTransaction: () => NEVER };

import { toBase58 } from '../ledger/codec';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';
import { usdAtTime } from './priceAt';
import type { WalletStore } from './walletStore';

const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BONK_MINT = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

/** A deterministic fake signature per label, shaped like a real one (64 bytes in base58). */
const signatureFor = (label: string) => {
  let seed = [...label].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const bytes = new Uint8Array(64);
  for (let index = 0; index < bytes.length; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[index] = seed >>> 24;
  }
  return toBase58(bytes);
};

/**
 * A demo wallet's positions (POST /__sim/wallet/demo): one of everything the drawer shows —
 * a leveraged long and short, a part-filled limit order, a DCA, staked JUP, positions on three
 * other protocols (fetchNoJup) and their activity (the lend deposit, the loan and an airdrop
 * come from the lend feature, on the ledger), so every section has something real to render. Amounts are UI units; the portfolio values them at market prices.
 */
export const seedDemoPositions = (store: WalletStore, owner: string, nowMs: number, market?: Market) => {
  const seconds = Math.floor(nowMs / 1000);
  // Each trade's USD values at its time, from the market's price history.
  const valued = <A extends Parameters<typeof usdAtTime>[1]>(activity: A) => (market ? { ...activity, ...usdAtTime(market, activity) } : activity);
  store.upsertPerpPosition(owner, {
    positionKey: `${owner.slice(0, 8)}-perp-sol`,
    marketMint: SOL_MINT,
    side: 'long',
    entryPriceUsd: 172.4,
    sizeUsd: 2500,
    collateralUsd: 500,
    feesUsd: 1.75,
    takeProfitPriceUsd: 210,
    stopLossPriceUsd: 150,
    openedAt: seconds - 7200,
  });
  store.upsertPerpPosition(owner, {
    positionKey: `${owner.slice(0, 8)}-perp-eth`,
    marketMint: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
    side: 'short',
    entryPriceUsd: 3420,
    sizeUsd: 1200,
    collateralUsd: 400,
    markPriceUsd: 3385,
    openedAt: seconds - 86_400,
  });
  // One left on the previous perps engine: /perps-legacy lists it, and Close settles it.
  store.upsertPerpPosition(owner, {
    positionKey: `${owner.slice(0, 8)}-legacy-sol`,
    marketMint: SOL_MINT,
    side: 'long',
    entryPriceUsd: 158.2,
    sizeUsd: 900,
    collateralUsd: 300,
    feesUsd: 0.9,
    openedAt: seconds - 30 * 86_400,
    engine: 'legacy',
  });
  store.addLimitOrder(owner, {
    orderKey: `${owner.slice(0, 8)}-lo-1`,
    inputMint: USDC_MINT,
    outputMint: JUP_MINT,
    makingAmount: 200,
    takingAmount: 450,
    remainingMakingAmount: 120,
    remainingTakingAmount: 270,
    createdAt: nowMs - 3_600_000,
  });
  store.upsertRecurringOrder(owner, 'DCA', {
    orderKey: `${owner.slice(0, 8)}-dca-1`,
    inputMint: USDC_MINT,
    outputMint: SOL_MINT,
    inDeposited: 300,
    inUsed: 100,
    outReceived: 0.58,
    inAmountPerCycle: 50,
    cycleFrequency: 86_400,
    createdAt: nowMs - 2 * 86_400_000,
  });
  store.setStake(owner, { stakedAmount: 250 });
  store.setOtherDefi(owner, [
    {
      label: 'Vault',
      platformId: 'kamino',
      name: 'Kamino',
      assets: [
        { mint: SOL_MINT, amount: 1.2 },
        { mint: USDC_MINT, amount: 210 },
      ],
    },
    { label: 'Staked', platformId: 'marinade', name: 'Marinade', assets: [{ mint: SOL_MINT, amount: 4.5 }] },
    { label: 'Lending', platformId: 'save', name: 'Save', assets: [{ mint: USDC_MINT, amount: 120 }], apy: 5.1 },
  ]);
  store.recordOrderActivity(
    owner,
    'LO',
    valued({
      inputMint: USDC_MINT,
      outputMint: JUP_MINT,
      inputAmount: '80',
      outputAmount: '180',
      rate: 2.25,
      timestamp: seconds - 1800,
      action: 'Fill',
      txHash: signatureFor(`${owner}lo`),
      platform: 'trigger',
    }),
  );
  store.recordOrderActivity(
    owner,
    'DCA',
    valued({
      inputMint: USDC_MINT,
      outputMint: SOL_MINT,
      inputAmount: '50',
      outputAmount: '0.29',
      rate: 0.0058,
      timestamp: seconds - 86_400,
      action: 'Buy',
      txHash: signatureFor(`${owner}dca`),
      platform: 'recurring',
    }),
  );
  store.recordPerpsTrade(owner, {
    owner,
    side: 'long',
    price: 172.4,
    txId: signatureFor(`${owner}perp`),
    createdAt: seconds - 7200,
    collateralUsd: 500,
    sizeUsd: 2500,
    mint: SOL_MINT,
    requestType: 'Market',
    requestChange: 'Increase',
    feeUsd: 1.75,
  });
  store.recordOrderActivity(
    owner,
    'LO',
    valued({
      inputMint: BONK_MINT,
      outputMint: USDC_MINT,
      inputAmount: '1000000',
      outputAmount: '21.5',
      rate: 0.0000215,
      timestamp: seconds - 5400,
      action: 'Fill',
      txHash: signatureFor(`${owner}lo2`),
      platform: 'trigger',
    }),
  );
};

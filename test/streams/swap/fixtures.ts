import { ComputeBudgetProgram, SystemProgram, Transaction, type TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import type { Asset } from '@streams/schemas/asset';
import type { QuoteResponse } from '@streams/schemas/quote';
import type { TransactionRecord } from '@streams/solana/ports';
import { USDC_MINT, WRAPPED_SOL_MINT } from '@streams/swap/addresses';
import { type SwapRequest, requestedTip } from '@streams/swap/executeSwap';
import { type SwapIntent, intentSlippageBps } from '@streams/swap/swapIntent';
import type { WalletState } from '@streams/wallet/walletSession';
import { of } from 'rxjs';
import { BLOCKHASH, createSigner, payer, recipient } from '../tx/fixtures';

export const SWAP_API = 'http://127.0.0.1:9/swap/v1';
export const SOL = WRAPPED_SOL_MINT;
export const USDC = USDC_MINT;
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

/** A verified token as the asset search returns it. */
export const assetOf = (id: string, symbol: string, decimals: number): Asset => ({ id, symbol, name: symbol, decimals, isVerified: true }) as Asset;

/** The quick account's signer (it signs with empty signatures) and its connected wallet state. */
export const quickSigner = createSigner(() => of(new Uint8Array())).signer;
export const QUICK_WALLET: WalletState = {
  status: 'connected',
  walletName: 'Quick Account',
  walletIcon: undefined,
  publicKey: quickSigner.publicKey,
  kind: 'quick',
  autoSigns: true,
  canSignMessage: true,
};

/** A quote as GET /quote sends it (research §1), for `amount` lamports of SOL. */
export const quoteFor = (amount: bigint | string = 100000000n, extra: Partial<QuoteResponse> = {}): QuoteResponse => ({
  inputMint: SOL,
  inAmount: String(amount),
  outputMint: USDC,
  outAmount: '17057460',
  otherAmountThreshold: '16886885',
  swapMode: 'ExactIn',
  slippageBps: 100,
  priceImpactPct: '0.0001',
  platformFee: { amount: '0', feeBps: 0 },
  routePlan: [
    {
      swapInfo: {
        ammKey: 'HXpGJbPsq4qfDSDqmRxhPZGHK3PU5jF7ucMSWYLyLUbB',
        label: 'Meteora DLMM',
        inputMint: SOL,
        outputMint: USDC,
        inAmount: String(amount),
        outAmount: '17057460',
      },
      percent: 100,
      bps: 10000,
    },
  ],
  contextSlot: 324307186,
  timeTaken: 0.012,
  ...extra,
});

/** An unsigned swap-like transaction from the tx fixtures' payer: compute budget, then a transfer. */
export const swapWire = ({
  unitLimit,
  microLamports,
  version = 'legacy',
}: { unitLimit?: number; microLamports?: number; version?: 'legacy' | 'v0' } = {}): Uint8Array => {
  const instructions: TransactionInstruction[] = [];
  if (unitLimit !== undefined) instructions.push(ComputeBudgetProgram.setComputeUnitLimit({ units: unitLimit }));
  if (microLamports !== undefined) instructions.push(ComputeBudgetProgram.setComputeUnitPrice({ microLamports }));
  instructions.push(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }));
  if (version === 'v0') {
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message();
    return new VersionedTransaction(message).serialize();
  }
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
  tx.add(...instructions);
  return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
};

const OWNER = payer.publicKey.toBase58();

/** A landed SOL → USDC swap of the payer: 0.1 SOL out (native lamports, fee aside), 17 USDC in. */
export const landedSwap: TransactionRecord = {
  slot: 42,
  blockTime: null,
  err: null,
  fee: 5000n,
  accountKeys: [OWNER, 'UsdcAccount1111111111111111111111111111111'],
  preBalances: [10_000_000_000n, 2_039_280n],
  postBalances: [10_000_000_000n - 100_000_000n - 5000n, 2_039_280n],
  preTokenBalances: [{ accountIndex: 1, mint: USDC, owner: OWNER, amount: 0n, decimals: 6 }],
  postTokenBalances: [{ accountIndex: 1, mint: USDC, owner: OWNER, amount: 17_000_000n, decimals: 6 }],
  logMessages: [],
};

/**
 * The intent the swap form makes for a request on `quote` (swapForm.ts): the quote's pair and
 * mode, what it was asked for, what it answered, the settings' slippage, the accepted fee, and
 * the app's tip.
 */
export const intentOf = (request: Omit<SwapRequest, 'intent'>, overrides: Partial<SwapIntent> = {}): SwapIntent => {
  const { quote } = request;
  const exactIn = quote.swapMode === 'ExactIn';
  const tip = requestedTip(request.settings, request.tipLamports);
  return {
    input: request.input,
    output: request.output,
    mode: quote.swapMode,
    amount: BigInt(exactIn ? quote.inAmount : quote.outAmount),
    quoted: BigInt(exactIn ? quote.outAmount : quote.inAmount),
    slippageBps: intentSlippageBps(request.settings, request.dynamicSlippage ?? false),
    platformFeeBps: quote.platformFee?.feeBps ?? 0,
    ...(tip !== undefined ? { tipLamports: tip } : {}),
    ...overrides,
  };
};

/** A request with the intent the form would make for it. */
export const withIntent = (request: Omit<SwapRequest, 'intent'> & { intent?: SwapIntent }): SwapRequest => ({
  ...request,
  intent: request.intent ?? intentOf(request),
});

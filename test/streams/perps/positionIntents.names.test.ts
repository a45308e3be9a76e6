import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { PERPS_PROGRAM, type PerpsIncrease, perpsIncrease } from '@streams/instructions/perps';
import { SOL_MINT, USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { openIntent } from '@streams/perps/positionIntents';
import { parseTransaction } from '@streams/solana/wireFormat';
import { EMPTY } from 'rxjs';
import { BLOCKHASH, createSigner, payer, stranger } from '../tx/fixtures';

/**
 * How the pre-sign comparison names what it finds when the transaction carries a market or a
 * token the client does not know: by its short address, never as a known one; and what the
 * summary says of an amount in a token without known decimals.
 */
const owner = payer.publicKey.toBase58();
const { signer } = createSigner(() => EMPTY, true);
const ROGUE = stranger.publicKey.toBase58();
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

const verify = (intent: ReturnType<typeof openIntent>, request: PerpsIncrease) => {
  const wire = new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [
        new TransactionInstruction({
          programId: new PublicKey(PERPS_PROGRAM),
          keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: false }],
          data: Buffer.from(perpsIncrease.encode(request)),
        }),
      ],
    }).compileToV0Message(),
  ).serialize();
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('not a transaction');
  return intent.verify?.(tx);
};

describe('open: names of what the transaction carries', () => {
  const intent = openIntent({ signer, market: perpsMarkets.SOL, side: 'long', collateralMint: USDC_MINT, collateralAmount: 50_000_000n, sizeUsd: 250 });
  const asked: PerpsIncrease = {
    owner,
    position: 'P9',
    request: 'R1',
    market: SOL_MINT,
    side: 'long',
    collateralMint: USDC_MINT,
    collateralAmount: 50_000_000n,
    sizeUsd: 250_000_000n,
    takeProfit: null,
    stopLoss: null,
  };

  it('refuses a market that is no perps market, naming it by its short address', () => {
    expect(verify(intent, { ...asked, market: ROGUE })).toBe(`the market is ${short(ROGUE)} in the transaction, not the SOL you asked for`);
  });

  it('refuses a collateral token that is neither SOL nor USDC, naming it by its short address', () => {
    expect(verify(intent, { ...asked, collateralMint: ROGUE })).toBe(`the collateral token is ${short(ROGUE)} in the transaction, not the USDC you asked for`);
  });
});

describe('open: the summary', () => {
  it('a stop loss alone is said, with no take profit', () => {
    const intent = openIntent({
      signer,
      market: perpsMarkets.SOL,
      side: 'long',
      collateralMint: USDC_MINT,
      collateralAmount: 50_000_000n,
      sizeUsd: 250,
      takeProfitPriceUsd: null,
      stopLossPriceUsd: 120,
    });
    expect(intent.summary).toBe('Open Long SOL: $250 size with 50 USDC collateral, take profit none, stop loss $120');
  });

  it('collateral in a token without known decimals is said, and compared, in base units', () => {
    const intent = openIntent({ signer, market: perpsMarkets.ETH, side: 'short', collateralMint: ROGUE, collateralAmount: 5000n, sizeUsd: 100 });
    expect(intent.summary).toBe('Open Short ETH: $100 size with 5000 base units collateral');
    const request: PerpsIncrease = {
      owner,
      position: 'P9',
      request: 'R1',
      market: perpsMarkets.ETH.mint,
      side: 'short',
      collateralMint: ROGUE,
      collateralAmount: 5000n,
      sizeUsd: 100_000_000n,
      takeProfit: null,
      stopLoss: null,
    };
    expect(verify(intent, request)).toBeUndefined();
    expect(verify(intent, { ...request, collateralAmount: 5001n })).toBe(
      'the collateral is 5001 base units in the transaction, not the 5000 base units you asked for',
    );
  });
});

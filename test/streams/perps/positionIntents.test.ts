import { TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { PublicKey } from '@solana/web3.js';
import { PERPS_PROGRAM, type PerpsDecrease, type PerpsIncrease, type PerpsTpsl, perpsDecrease, perpsIncrease, perpsTpsl } from '@streams/instructions/perps';
import { SOL_MINT, USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { addCollateralIntent, closeIntent, editTriggersIntent, openIntent, removeCollateralIntent } from '@streams/perps/positionIntents';
import { parseTransaction } from '@streams/solana/wireFormat';
import type { Layout, LayoutFields, LayoutValue } from '@streams/instructions/textLayout';
import type { WriteIntent } from '@streams/tx/intent';
import { EMPTY } from 'rxjs';
import { BLOCKHASH, createSigner, payer, stranger } from '../tx/fixtures';

/**
 * The pre-sign comparison of each position action (issue 23): the transaction's one perps
 * request, decoded, against what the order panel or the position row asked. Every term, both
 * sides of every amount: equal passes, one unit either way refuses and says what differed.
 */
const owner = payer.publicKey.toBase58();
const { signer } = createSigner(() => EMPTY, true);
const ROGUE = stranger.publicKey.toBase58();
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** A transaction holding these perps instructions, signed by the owner. */
const txWith = (...data: readonly Uint8Array[]) => {
  const instructions = data.map(
    (bytes) =>
      new TransactionInstruction({
        programId: new PublicKey(PERPS_PROGRAM),
        keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: false }],
        data: Buffer.from(bytes),
      }),
  );
  const wire = new VersionedTransaction(
    new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message(),
  ).serialize();
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('not a transaction');
  return tx;
};
const verify = (intent: WriteIntent, ...data: readonly Uint8Array[]) => intent.verify?.(txWith(...data));

/** The intent's answer to the request `asked` with `change` laid over it. */
const against =
  <F extends LayoutFields>(intent: WriteIntent, layout: Layout<F>, asked: LayoutValue<F>) =>
  (change: Partial<LayoutValue<F>>) =>
    verify(intent, layout.encode({ ...asked, ...change }));

/** One test per row: the request with that change is refused with exactly that message. */
const refuses = <V>(withChange: (change: Partial<V>) => string | undefined, rows: readonly (readonly [string, Partial<V>, string])[]) =>
  it.each(rows)('refuses %s', (_, change, differs) => {
    expect(withChange(change)).toBe(differs);
  });

describe('open', () => {
  const intent = openIntent({
    signer,
    market: perpsMarkets.SOL,
    side: 'long',
    collateralMint: USDC_MINT,
    collateralAmount: 50_000_000n,
    sizeUsd: 250,
    takeProfitPriceUsd: 260,
    stopLossPriceUsd: null,
  });
  const asked: PerpsIncrease = {
    owner,
    position: 'P9',
    request: 'R1',
    market: SOL_MINT,
    side: 'long',
    collateralMint: USDC_MINT,
    collateralAmount: 50_000_000n,
    sizeUsd: 250_000_000n,
    takeProfit: 260_000_000n,
    stopLoss: null,
  };
  const withChange = against(intent, perpsIncrease, asked);

  it('says what the user asked, and passes the request that is exactly that (whatever the service named the position and request)', () => {
    expect(intent.summary).toBe('Open Long SOL: $250 size with 50 USDC collateral, take profit $260, stop loss none');
    expect(verify(intent, perpsIncrease.encode(asked))).toBeUndefined();
    expect(withChange({ position: 'another-name', request: 'R2' })).toBeUndefined();
  });

  refuses(withChange, [
    ['the market', { market: perpsMarkets.ETH.mint }, 'the market is ETH in the transaction, not the SOL you asked for'],
    ['the side', { side: 'short' }, 'the side is short in the transaction, not the long you asked for'],
    ['the collateral token', { collateralMint: SOL_MINT }, 'the collateral token is SOL in the transaction, not the USDC you asked for'],
    ['one unit more collateral', { collateralAmount: 50_000_001n }, 'the collateral is 50.000001 USDC in the transaction, not the 50 USDC you asked for'],
    ['one unit less collateral', { collateralAmount: 49_999_999n }, 'the collateral is 49.999999 USDC in the transaction, not the 50 USDC you asked for'],
    ['a size one micro-dollar larger', { sizeUsd: 250_000_001n }, 'the position size is $250.000001 in the transaction, not the $250 you asked for'],
    ['a size one micro-dollar smaller', { sizeUsd: 249_999_999n }, 'the position size is $249.999999 in the transaction, not the $250 you asked for'],
    ['the take profit dropped', { takeProfit: null }, 'the transaction has no take profit, where you asked for $260'],
    ['the take profit moved', { takeProfit: 260_000_001n }, 'the take profit is $260.000001 in the transaction, not the $260 you asked for'],
    ['a stop loss added', { stopLoss: 1n }, 'the transaction sets a stop loss of $0.000001, where you asked for none'],
    ['another owner', { owner: ROGUE }, `the perps request is for ${short(ROGUE)} in the transaction, not for your wallet`],
  ]);

  it('refuses a transaction without the request, with two, with one it cannot read, or with another kind', () => {
    expect(verify(intent)).toBe('the transaction does not contain the perps request you asked for');
    expect(verify(intent, perpsIncrease.encode(asked), perpsIncrease.encode(asked))).toBe(
      'the transaction contains 2 perps request instructions where you asked for one',
    );
    expect(
      verify(intent, new TextEncoder().encode(new TextDecoder().decode(perpsIncrease.encode(asked)).replace('sizeUsd=250000000', 'sizeUsd=0250000000'))),
    ).toBe('the perps request in the transaction cannot be read');
    const close: PerpsDecrease = { owner, position: 'P9', request: 'R1', entirePosition: 'true', collateralUsd: 0n, receiveMint: USDC_MINT, receiver: owner };
    expect(verify(intent, perpsDecrease.encode(close))).toBe('the perps request in the transaction is a decrease, not the increase you asked for');
  });

  it('without triggers, the request must carry none (none leaves a position’s own)', () => {
    const plain = openIntent({ signer, market: perpsMarkets.ETH, side: 'short', collateralMint: SOL_MINT, collateralAmount: 1_500_000_000n, sizeUsd: 1_000.5 });
    expect(plain.summary).toBe('Open Short ETH: $1000.5 size with 1.5 SOL collateral');
    const request: PerpsIncrease = {
      ...asked,
      market: perpsMarkets.ETH.mint,
      side: 'short',
      collateralMint: SOL_MINT,
      collateralAmount: 1_500_000_000n,
      sizeUsd: 1_000_500_000n,
      takeProfit: null,
    };
    expect(verify(plain, perpsIncrease.encode(request))).toBeUndefined();
    expect(verify(plain, perpsIncrease.encode({ ...request, collateralAmount: 1_500_000_001n }))).toBe(
      'the collateral is 1.500000001 SOL in the transaction, not the 1.5 SOL you asked for',
    );
  });
});

describe('add collateral', () => {
  const intent = addCollateralIntent({
    signer,
    market: perpsMarkets.SOL,
    side: 'long',
    positionKey: 'P9',
    collateralMint: SOL_MINT,
    collateralAmount: 500_000_000n,
  });
  const asked: PerpsIncrease = {
    owner,
    position: 'P9',
    request: 'R1',
    market: SOL_MINT,
    side: 'long',
    collateralMint: SOL_MINT,
    collateralAmount: 500_000_000n,
    sizeUsd: 0n,
    takeProfit: null,
    stopLoss: null,
  };
  const withChange = against(intent, perpsIncrease, asked);

  it('passes exactly the collateral into exactly this position, nothing else changing', () => {
    expect(intent.summary).toBe('Add 0.5 SOL collateral to Long SOL');
    expect(withChange({})).toBeUndefined();
  });

  refuses(withChange, [
    ['another position', { position: 'P8' }, 'the position is P8 in the transaction, not the P9 you asked for'],
    ['the market', { market: perpsMarkets.BTC.mint }, 'the market is BTC in the transaction, not the SOL you asked for'],
    ['the side', { side: 'short' }, 'the side is short in the transaction, not the long you asked for'],
    ['the collateral token', { collateralMint: USDC_MINT }, 'the collateral token is USDC in the transaction, not the SOL you asked for'],
    ['one lamport more', { collateralAmount: 500_000_001n }, 'the collateral is 0.500000001 SOL in the transaction, not the 0.5 SOL you asked for'],
    ['one lamport less', { collateralAmount: 499_999_999n }, 'the collateral is 0.499999999 SOL in the transaction, not the 0.5 SOL you asked for'],
    ['any size added', { sizeUsd: 1n }, 'the position size added is $0.000001 in the transaction, not the $0 you asked for'],
    ['a take profit set', { takeProfit: 9n }, 'the transaction sets a take profit of $0.000009, where you asked for none'],
    ['a stop loss set', { stopLoss: 9n }, 'the transaction sets a stop loss of $0.000009, where you asked for none'],
    ['another owner', { owner: ROGUE }, `the perps request is for ${short(ROGUE)} in the transaction, not for your wallet`],
  ]);
});

describe('remove collateral', () => {
  const intent = removeCollateralIntent({ signer, market: perpsMarkets.SOL, side: 'short', positionKey: 'P9', collateralUsd: 20.5, receiveMint: USDC_MINT });
  const asked: PerpsDecrease = {
    owner,
    position: 'P9',
    request: 'R1',
    entirePosition: 'false',
    collateralUsd: 20_500_000n,
    receiveMint: USDC_MINT,
    receiver: owner,
  };
  const withChange = against(intent, perpsDecrease, asked);

  it('passes exactly this much out of this position, paid to the wallet in the position’s collateral', () => {
    expect(intent.summary).toBe('Remove $20.5 of collateral from Short SOL, paid to your wallet');
    expect(withChange({})).toBeUndefined();
  });

  refuses(withChange, [
    ['another position', { position: 'P8' }, 'the position is P8 in the transaction, not the P9 you asked for'],
    ['a close', { entirePosition: 'true' }, 'the transaction closes the whole position, where you asked to take collateral out'],
    ['one micro-dollar more out', { collateralUsd: 20_500_001n }, 'the collateral taken out is $20.500001 in the transaction, not the $20.5 you asked for'],
    ['one micro-dollar less out', { collateralUsd: 20_499_999n }, 'the collateral taken out is $20.499999 in the transaction, not the $20.5 you asked for'],
    ['the proceeds to another wallet', { receiver: ROGUE }, `the proceeds go to ${short(ROGUE)} in the transaction, not to your wallet`],
    ['another payout token', { receiveMint: SOL_MINT }, 'the token paid out is SOL in the transaction, not the USDC you asked for'],
    ['another owner', { owner: ROGUE, receiver: ROGUE }, `the perps request is for ${short(ROGUE)} in the transaction, not for your wallet`],
  ]);

  it('when the position does not say its collateral, any payout token passes but never another receiver', () => {
    const unknownMint = removeCollateralIntent({ signer, market: perpsMarkets.SOL, side: 'short', positionKey: 'P9', collateralUsd: 20.5 });
    expect(verify(unknownMint, perpsDecrease.encode({ ...asked, receiveMint: SOL_MINT }))).toBeUndefined();
    expect(verify(unknownMint, perpsDecrease.encode({ ...asked, receiver: ROGUE }))).toBe(
      `the proceeds go to ${short(ROGUE)} in the transaction, not to your wallet`,
    );
  });
});

describe('close', () => {
  const intent = closeIntent({ signer, positionKey: 'P9', label: 'Long 5.0x', receiveMint: SOL_MINT });
  const asked: PerpsDecrease = { owner, position: 'P9', request: 'R1', entirePosition: 'true', collateralUsd: 0n, receiveMint: SOL_MINT, receiver: owner };
  const withChange = against(intent, perpsDecrease, asked);

  it('passes the whole position closing, paid to the wallet', () => {
    expect(intent.summary).toBe('Close Long 5.0x, paid to your wallet');
    expect(withChange({})).toBeUndefined();
  });

  refuses(withChange, [
    ['another position', { position: 'P8' }, 'the position is P8 in the transaction, not the P9 you asked for'],
    [
      'collateral out only',
      { entirePosition: 'false', collateralUsd: 5_000_000n },
      'the transaction takes only collateral out, where you asked to close the position',
    ],
    ['an amount beside the close', { collateralUsd: 1n }, 'the collateral taken out is $0.000001 in the transaction, not the $0 you asked for'],
    ['the proceeds to another wallet', { receiver: ROGUE }, `the proceeds go to ${short(ROGUE)} in the transaction, not to your wallet`],
    ['another payout token', { receiveMint: USDC_MINT }, 'the token paid out is USDC in the transaction, not the SOL you asked for'],
    ['another owner', { owner: ROGUE }, `the perps request is for ${short(ROGUE)} in the transaction, not for your wallet`],
  ]);

  it('refuses an increase or a TP/SL change where a close was asked', () => {
    expect(verify(intent, perpsTpsl.encode({ owner, position: 'P9', request: 'R1', takeProfit: null, stopLoss: null }))).toBe(
      'the perps request in the transaction is a tpsl, not the decrease you asked for',
    );
  });
});

describe('TP/SL', () => {
  const intent = editTriggersIntent({ signer, positionKey: 'P9', takeProfitPriceUsd: 210.25, stopLossPriceUsd: null });
  const asked: PerpsTpsl = { owner, position: 'P9', request: 'R1', takeProfit: 210_250_000n, stopLoss: null };
  const withChange = against(intent, perpsTpsl, asked);

  it('passes exactly these triggers on this position (none removes one)', () => {
    expect(intent.summary).toBe('Set take profit $210.25, stop loss none');
    expect(withChange({})).toBeUndefined();
  });

  refuses(withChange, [
    ['another position', { position: 'P8' }, 'the position is P8 in the transaction, not the P9 you asked for'],
    ['a take profit one micro-dollar higher', { takeProfit: 210_250_001n }, 'the take profit is $210.250001 in the transaction, not the $210.25 you asked for'],
    ['a take profit one micro-dollar lower', { takeProfit: 210_249_999n }, 'the take profit is $210.249999 in the transaction, not the $210.25 you asked for'],
    ['the take profit removed', { takeProfit: null }, 'the transaction has no take profit, where you asked for $210.25'],
    ['a stop loss kept where it was to go', { stopLoss: 150_000_000n }, 'the transaction sets a stop loss of $150, where you asked for none'],
    ['another owner', { owner: ROGUE }, `the perps request is for ${short(ROGUE)} in the transaction, not for your wallet`],
  ]);
});

/**
 * How the pre-sign comparison names what it finds when the transaction carries a market or a
 * token the client does not know: by its short address, never as a known one; and what the
 * summary says of an amount in a token without known decimals.
 */
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
    expect(verify(intent, perpsIncrease.encode({ ...asked, market: ROGUE }))).toBe(
      `the market is ${short(ROGUE)} in the transaction, not the SOL you asked for`,
    );
  });

  it('refuses a collateral token that is neither SOL nor USDC, naming it by its short address', () => {
    expect(verify(intent, perpsIncrease.encode({ ...asked, collateralMint: ROGUE }))).toBe(
      `the collateral token is ${short(ROGUE)} in the transaction, not the USDC you asked for`,
    );
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
    expect(verify(intent, perpsIncrease.encode(request))).toBeUndefined();
    expect(verify(intent, perpsIncrease.encode({ ...request, collateralAmount: 5001n }))).toBe(
      'the collateral is 5001 base units in the transaction, not the 5000 base units you asked for',
    );
  });
});

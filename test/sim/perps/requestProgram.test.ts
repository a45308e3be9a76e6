import { Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { PERPS_PROGRAM, type PerpsInstruction, decodePerpsInstruction, perpsLayouts, usdToMicro } from '@streams/instructions/perps';
import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { positionKeyOf } from '../../../sim/perps/addresses';
import { ROGUE_WALLET } from '../../../sim/rogue';
import { eventually } from '../../support/simServer';
import { type PerpsHarness, confirmed, startPerpsHarness } from './perpsHarness';

/**
 * The perps request program on the simulator (issue 23): the Perps API builds its transaction
 * with the shared layout (streams/instructions/perps.ts), each rogue kind changes exactly one
 * term of that instruction, the stand-in program refuses what is not a valid request, and the
 * keeper executes what it decodes from the landed transaction — so a rogue request that nobody
 * checked really does its harm on the ledger.
 */
const SEED = 45;
const SOL = perpsMarkets.SOL.mint;
let harness: PerpsHarness;
const trader = Keypair.fromSeed(new Uint8Array(32).fill(SEED));

beforeAll(async () => {
  harness = await startPerpsHarness(SEED);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

afterEach(async () => {
  await rogue(null);
});

const rogue = async (kind: 'perps-size' | 'perps-receiver' | null) => {
  const { status } = await harness.wallet.sim.post('/__sim/rogue', { kind });
  expect(status).toBe(200);
};

interface Answer {
  readonly serializedTxBase64: string;
  readonly positionPubkey: string;
  readonly positionRequestPubkey: string;
}

/** POSTs to the Perps API; the 200 answer. */
const build = async (path: string, body: Record<string, unknown>): Promise<Answer> => {
  const { status, body: answer } = await harness.wallet.sim.post(`/perps/v2/${path}`, { walletAddress: harness.owner, ...body });
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer as Answer;
};

const transactionOf = (answer: Answer) => VersionedTransaction.deserialize(Buffer.from(answer.serializedTxBase64, 'base64'));

/** The one perps request instruction of an answer, decoded, with the accounts it was given. */
const requestOf = (answer: Answer): { readonly request: PerpsInstruction; readonly accounts: readonly string[] } => {
  const { message } = transactionOf(answer);
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const found = message.compiledInstructions.filter((instruction) => keys[instruction.programIdIndex] === PERPS_PROGRAM);
  expect(found).toHaveLength(1);
  const request = decodePerpsInstruction(found[0]?.data ?? new Uint8Array());
  if (!request) throw new Error('the perps instruction does not decode');
  return { request, accounts: found[0]?.accountKeyIndexes.map((index) => keys[index] ?? '') ?? [] };
};

/** Signs an answer with the trader's key as it is — no pre-sign check — and lands it. */
const signAndLand = async (answer: Answer | VersionedTransaction) => {
  const { ledger } = harness.wallet.ledger;
  const tx = answer instanceof VersionedTransaction ? answer : transactionOf(answer);
  tx.message.recentBlockhash = ledger.latestBlockhash().blockhash;
  tx.sign([trader]);
  const signature = ledger.submitTransaction(tx.serialize(), { skipPreflight: true });
  return eventually(() => ledger.signatureStatus(signature) ?? undefined, 5000);
};

const open = {
  marketMint: SOL,
  side: 'long',
  collateralMint: USDC_MINT,
  collateralTokenDelta: '40000000',
  sizeUsdDelta: 120.25,
  takeProfitPriceUsd: 100_000,
  stopLossPriceUsd: null,
};
const positionOf = async (key: string) => (await harness.positions()).find((position) => position.positionKey === key);
const withoutRequestKey = (request: PerpsInstruction) => ({ ...request, value: { ...request.value, request: '' } });

describe('sim perps: the Perps API builds with the shared layout', () => {
  it('an increase carries exactly what was asked, signed by its owner, after the collateral transfer', async () => {
    const answer = await build('positions/increase', open);
    const { request, accounts } = requestOf(answer);
    expect(request).toEqual({
      instruction: 'increase',
      value: {
        owner: harness.owner,
        position: positionKeyOf(harness.owner, SOL, 'long'),
        request: answer.positionRequestPubkey,
        market: SOL,
        side: 'long',
        collateralMint: USDC_MINT,
        collateralAmount: 40_000_000n,
        sizeUsd: 120_250_000n,
        takeProfit: 100_000_000_000n,
        stopLoss: null,
      },
    });
    expect(accounts).toEqual([harness.owner]);
    expect(answer.positionPubkey).toBe(request.value.position);
    expect(transactionOf(answer).message.compiledInstructions).toHaveLength(2);
  });

  it('a close and a collateral withdrawal pay the owner in the position’s collateral; TP/SL carries the new triggers', async () => {
    await confirmed(
      harness.actions.open({
        signer: harness.signer,
        market: perpsMarkets.ETH,
        side: 'short',
        collateralMint: USDC_MINT,
        collateralAmount: 60_000_000n,
        sizeUsd: 120,
      }),
    );
    const position = positionKeyOf(harness.owner, perpsMarkets.ETH.mint, 'short');
    const common = { owner: harness.owner, position, receiveMint: USDC_MINT, receiver: harness.owner };
    const close = await build('positions/decrease', { positionPubkey: position, entirePosition: true });
    expect(requestOf(close).request).toEqual({
      instruction: 'decrease',
      value: { ...common, request: close.positionRequestPubkey, entirePosition: 'true', collateralUsd: 0n },
    });
    const withdraw = await build('positions/decrease', { positionPubkey: position, collateralUsdDelta: 12.5, sizeUsdDelta: 0 });
    expect(requestOf(withdraw).request).toEqual({
      instruction: 'decrease',
      value: { ...common, request: withdraw.positionRequestPubkey, entirePosition: 'false', collateralUsd: 12_500_000n },
    });
    expect(transactionOf(withdraw).message.compiledInstructions).toHaveLength(1);
    const tpsl = await build('tpsl', { positionPubkey: position, takeProfitPriceUsd: 1, stopLossPriceUsd: null });
    expect(requestOf(tpsl).request).toEqual({
      instruction: 'tpsl',
      value: { owner: harness.owner, position, request: tpsl.positionRequestPubkey, takeProfit: 1_000_000n, stopLoss: null },
    });
  });
});

describe('sim perps: each rogue kind changes exactly one term', () => {
  it('perps-size: twice the size on an open, $10 of size on a collateral-only increase; decreases are untouched', async () => {
    const honest = requestOf(await build('positions/increase', open)).request;
    await rogue('perps-size');
    const rogueOpen = requestOf(await build('positions/increase', open)).request;
    expect(withoutRequestKey(rogueOpen)).toEqual(withoutRequestKey({ ...honest, value: { ...honest.value, sizeUsd: 240_500_000n } } as PerpsInstruction));
    const addOnly = requestOf(
      await build('positions/increase', { ...open, marketMint: perpsMarkets.ETH.mint, side: 'short', sizeUsdDelta: 0, takeProfitPriceUsd: null }),
    ).request;
    expect(addOnly.instruction === 'increase' && addOnly.value.sizeUsd).toBe(usdToMicro(10));
    const position = positionKeyOf(harness.owner, perpsMarkets.ETH.mint, 'short');
    expect(requestOf(await build('positions/decrease', { positionPubkey: position, entirePosition: true })).request.value).toMatchObject({
      receiver: harness.owner,
    });
  });

  it('perps-receiver: the proceeds of a close and of a withdrawal go to the rogue wallet; increases are untouched', async () => {
    const position = positionKeyOf(harness.owner, perpsMarkets.ETH.mint, 'short');
    for (const body of [{ entirePosition: true }, { collateralUsdDelta: 12.5, sizeUsdDelta: 0 }]) {
      const honest = requestOf(await build('positions/decrease', { positionPubkey: position, ...body })).request;
      await rogue('perps-receiver');
      const dishonest = requestOf(await build('positions/decrease', { positionPubkey: position, ...body })).request;
      await rogue(null);
      expect(withoutRequestKey(dishonest)).toEqual(withoutRequestKey({ ...honest, value: { ...honest.value, receiver: ROGUE_WALLET } } as PerpsInstruction));
    }
    await rogue('perps-receiver');
    expect(requestOf(await build('positions/increase', open)).request.value).toMatchObject({ sizeUsd: 120_250_000n });
  });
});

describe('sim perps: the keeper executes what the landed instruction says', () => {
  it('a perps-size open signed unchecked opens the larger position on the ledger', async () => {
    await rogue('perps-size');
    const answer = await build('positions/increase', { ...open, marketMint: perpsMarkets.BTC.mint, takeProfitPriceUsd: null });
    expect(await signAndLand(answer)).toMatchObject({ err: null });
    // the keeper runs as the transaction lands
    expect(await positionOf(answer.positionPubkey)).toMatchObject({ tokenMint: perpsMarkets.BTC.mint, positionSize: 240.5 });
  });

  it('a perps-receiver close signed unchecked pays the rogue wallet, and the owner nothing', async () => {
    const position = positionKeyOf(harness.owner, perpsMarkets.ETH.mint, 'short');
    await rogue('perps-receiver');
    const answer = await build('positions/decrease', { positionPubkey: position, entirePosition: true });
    const ownerBefore = harness.usdc(harness.owner);
    expect(await signAndLand(answer)).toMatchObject({ err: null });
    await eventually(() => (harness.usdc(ROGUE_WALLET) > 0n ? true : undefined), 5000);
    expect(Number(harness.usdc(ROGUE_WALLET)) / 1e6).toBeGreaterThan(50);
    expect(harness.usdc(harness.owner)).toBe(ownerBefore);
    expect(await positionOf(position)).toBeUndefined();
  });
});

describe('sim perps: the stand-in program refuses what is not a valid request', () => {
  const requestTx = (data: Uint8Array, signer = trader) =>
    new VersionedTransaction(
      new TransactionMessage({
        payerKey: signer.publicKey,
        recentBlockhash: harness.wallet.ledger.ledger.latestBlockhash().blockhash,
        instructions: [
          new TransactionInstruction({
            programId: new PublicKey(PERPS_PROGRAM),
            keys: [{ pubkey: signer.publicKey, isSigner: true, isWritable: false }],
            data: Buffer.from(data),
          }),
        ],
      }).compileToV0Message(),
    );
  const customError = (code: number, index = 0) => ({ InstructionError: [index, { Custom: code }] });

  it('data that is not a request fails with 6000; nothing happens', async () => {
    expect(await signAndLand(requestTx(new TextEncoder().encode('perps.tpsl.v1 owner=x')))).toMatchObject({ err: customError(6000) });
  });

  it('a request executed once fails the second time with 6001', async () => {
    const answer = await build('positions/increase', { ...open, collateralTokenDelta: '20000000', sizeUsdDelta: 30, takeProfitPriceUsd: null });
    const { request } = requestOf(answer);
    expect(await signAndLand(answer)).toMatchObject({ err: null });
    if (request.instruction !== 'increase') throw new Error('not an increase');
    expect(await signAndLand(requestTx(perpsLayouts.increase.encode({ ...request.value, collateralAmount: 0n })))).toMatchObject({ err: customError(6001) });
  });

  it.each([
    ['over 100x', { sizeUsd: usdToMicro(1e6) }],
    ["another wallet's position key", { position: positionKeyOf(ROGUE_WALLET, SOL, 'long') }],
    ['a collateral other than SOL or USDC', { collateralMint: perpsMarkets.ETH.mint }],
  ])('an increase with %s fails with 6002', async (_, change) => {
    const value = {
      ...(requestOf(await build('positions/increase', { ...open, takeProfitPriceUsd: null })).request.value as Extract<
        PerpsInstruction,
        { instruction: 'increase' }
      >['value']),
      collateralAmount: 0n,
      ...change,
    };
    expect(await signAndLand(requestTx(perpsLayouts.increase.encode(value)))).toMatchObject({ err: customError(6002) });
  });

  it('the collateral of a refused increase never moves', async () => {
    const before = harness.usdc(harness.owner);
    const tx = transactionOf(await build('positions/increase', { ...open, takeProfitPriceUsd: null }));
    // the same transfer, with the request's size raised past 100x
    const [transfer, request] = tx.message.compiledInstructions;
    const decoded = decodePerpsInstruction(request?.data ?? new Uint8Array());
    if (!transfer || !request || decoded?.instruction !== 'increase') throw new Error('not an increase with its transfer');
    request.data = perpsLayouts.increase.encode({ ...decoded.value, sizeUsd: usdToMicro(1e6) });
    expect(await signAndLand(tx)).toMatchObject({ err: customError(6002, 1) });
    expect(harness.usdc(harness.owner)).toBe(before);
  });
});

import { createAssociatedTokenAccountIdempotentInstruction, createTransferInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { activitiesResponseSchema, historiesPageSchema, tradesPageSchema } from '../../../streams/schemas/activities';
import { balancesResponseSchema, holdingsResponseSchema, nativeHoldingSchema } from '../../../streams/schemas/balances';
import { portfolioResponseSchema } from '../../../streams/schemas/portfolio';
import { convertPortfolio } from '../../../streams/portfolio/convertPortfolio';
import { eventually } from '../../support/simServer';
import { type WalletSim, startWalletSim } from './walletSim';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const FEE = 5000;

/** Fixed keys: the same wallets every run. */
const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));
const alice = keypair(11);
const bob = keypair(12);

let wallet: WalletSim;
beforeAll(async () => {
  wallet = await startWalletSim();
  const { status } = await wallet.sim.post('/__sim/faucet', { address: alice.publicKey.toBase58() });
  expect(status).toBe(200);
  // The faucet's 10 SOL is a real transfer: it lands in a following block.
  await eventually(() => (wallet.ledger.ledger.getLamports(alice.publicKey.toBase58()) > 0n ? true : undefined));
}, 60_000);
afterAll(() => wallet?.close());

const ok = async (path: string) => {
  const { status, body } = await wallet.get(path);
  expect(status, path).toBe(200);
  return body;
};
const holdings = async (owner: PublicKey) => holdingsResponseSchema.parse(await ok(`/ultra/v1/holdings/${owner.toBase58()}`));
const portfolio = async (owner: PublicKey, which = 'fetchJup') =>
  portfolioResponseSchema.parse(await ok(`/v1/portfolio/${which}?address=${owner.toBase58()}&addressSystem=solana`));
const swaps = async (owner: PublicKey, page = 1) => historiesPageSchema.parse(await ok(`/v2/activities/${owner.toBase58()}?page=${page}&product=SWAP`));

describe('Ultra wallet routes read the ledger', () => {
  it('/balances: SOL keyed SOL with 9 decimals, and the faucet tokens', async () => {
    const balances = balancesResponseSchema.parse(await ok(`/ultra/v1/balances/${alice.publicKey.toBase58()}`));
    expect(balances.SOL).toMatchObject({ amount: String(10 * LAMPORTS_PER_SOL), uiAmount: 10, isFrozen: false });
    expect(balances.SOL?.slot).toBeGreaterThan(0);
    expect(balances[USDC]).toMatchObject({ amount: '1000000000', uiAmount: 1000 });
    expect(balances.DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263?.uiAmount).toBe(25_000_000);
  });

  it('/holdings: native SOL at the top, each token account with its details', async () => {
    const held = await holdings(alice.publicKey);
    expect(held).toMatchObject({ amount: String(10 * LAMPORTS_PER_SOL), uiAmount: 10, uiAmountString: '10' });
    expect(held.tokens[USDC]).toEqual([
      {
        account: getAssociatedTokenAddressSync(new PublicKey(USDC), alice.publicKey).toBase58(),
        amount: '1000000000',
        uiAmount: 1000,
        uiAmountString: '1000',
        isFrozen: false,
        isAssociatedTokenAccount: true,
        decimals: 6,
        programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      },
    ]);
    expect(Object.keys(held.tokens).sort()).toHaveLength(4);
    const native = nativeHoldingSchema.parse(await ok(`/ultra/v1/holdings/${alice.publicKey.toBase58()}/native`));
    expect(native).toEqual({ amount: held.amount, uiAmount: held.uiAmount, uiAmountString: held.uiAmountString });
  });

  it('an unknown wallet holds nothing', async () => {
    const held = await holdings(keypair(99).publicKey);
    expect(held).toMatchObject({ amount: '0', uiAmount: 0, tokens: {} });
  });

  it.each(['/ultra/v1/balances/not-an-address', '/ultra/v1/holdings/0OIl', '/ultra/v1/holdings/abc/native'])(
    '%s is refused with Invalid address',
    async (path) => {
      expect(await wallet.get(path)).toEqual({ status: 400, body: { error: 'Invalid address' } });
    },
  );
});

describe('the portfolio service', () => {
  it('fetchJup values the ledger balances at market prices', async () => {
    const response = await portfolio(alice.publicKey);
    const walletElement = response.elements.find((element) => element.label === 'Wallet');
    expect(walletElement?.platformId).toBe('wallet-tokens');
    const converted = convertPortfolio(response);
    const sol = converted.walletBalance.balances.find((balance) => balance.mint === '');
    const solPrice = wallet.sim.market().priceUsd(wallet.sim.market().token(SOL) ?? expect.fail('no SOL'));
    expect(sol).toMatchObject({ ata: '', raw_value: 10, decimals: 9 });
    expect(sol?.usd_value).toBeCloseTo(10 * solPrice, 0);
    const usdc = converted.walletBalance.balances.find((balance) => balance.mint === USDC);
    expect(usdc).toMatchObject({ raw_value: 1000, ata: getAssociatedTokenAddressSync(new PublicKey(USDC), alice.publicKey).toBase58() });
    expect(converted.walletBalance.totalWorth).toBeGreaterThan(1000 + 10 * solPrice * 0.9);
    expect(converted.totalNetWorth).toBeCloseTo(converted.walletBalance.totalWorth, 6);
    expect(response.tokenInfo?.solana?.[USDC]).toMatchObject({ symbol: 'USDC', decimals: 6 });
  });

  it('a fresh wallet has an empty Wallet element and no other', async () => {
    const response = await portfolio(keypair(98).publicKey);
    expect(response.elements.map((element) => element.label)).toEqual(['Wallet']);
    expect(response.value).toBe(0);
  });

  it.each([
    ['/v1/portfolio/fetchJup', 'Invalid address'],
    ['/v1/portfolio/fetchJup?address=nope&addressSystem=solana', 'Invalid address'],
    [`/v1/portfolio/fetchNoJup?address=${'1'.repeat(32)}&addressSystem=evm`, "Unsupported addressSystem 'evm': only solana"],
  ])('%s is refused', async (path, error) => {
    expect(await wallet.get(path)).toEqual({ status: 400, body: { error } });
  });
});

describe('activities from the ledger', () => {
  it("the faucet's SOL shows as a Receive", async () => {
    const page = await swaps(alice.publicKey);
    expect(page.hasMoreData).toBe(false);
    expect(page.histories).toHaveLength(1);
    expect(page.histories[0]).toMatchObject({
      action: 'Receive',
      inputMint: SOL,
      outputMint: SOL,
      inputAmount: '10',
      outputAmount: '10',
      platform: 'transfer',
    });
  });

  it('a SOL transfer appears in both wallets and moves holdings and the portfolio', async () => {
    const before = convertPortfolio(await portfolio(alice.publicKey)).walletBalance.totalWorth;
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 1.5 * LAMPORTS_PER_SOL }));
    const signature = await sendAndConfirmTransaction(wallet.connection, transfer, [alice], { commitment: 'confirmed' });

    const sent = (await swaps(alice.publicKey)).histories[0];
    expect(sent).toMatchObject({
      action: 'Send',
      inputMint: SOL,
      inputAmount: '1.5',
      txHash: signature,
      counterparty: bob.publicKey.toBase58(),
      platform: 'transfer',
    });
    expect(Number(sent?.timestamp)).toBeGreaterThan(1_600_000_000);
    expect(Number(sent?.timestamp)).toBeLessThan(1e11); // seconds, not milliseconds
    const received = (await swaps(bob.publicKey)).histories;
    expect(received).toEqual([
      expect.objectContaining({ action: 'Receive', outputAmount: '1.5', txHash: signature, counterparty: alice.publicKey.toBase58() }),
    ]);

    expect((await holdings(alice.publicKey)).amount).toBe(String(8.5 * LAMPORTS_PER_SOL - FEE));
    expect((await holdings(bob.publicKey)).uiAmount).toBe(1.5);
    const bobWallet = convertPortfolio(await portfolio(bob.publicKey)).walletBalance;
    expect(bobWallet.balances).toEqual([expect.objectContaining({ mint: '', raw_value: 1.5 })]);
    expect(convertPortfolio(await portfolio(alice.publicKey)).walletBalance.totalWorth).toBeLessThan(before);
  });

  it('an SPL transfer to a new account is a token Send/Receive; the account rent is not a SOL transfer', async () => {
    const mint = new PublicKey(USDC);
    const from = getAssociatedTokenAddressSync(mint, alice.publicKey);
    const to = getAssociatedTokenAddressSync(mint, bob.publicKey);
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, bob.publicKey, mint),
      createTransferInstruction(from, to, alice.publicKey, 25_000_000n),
    );
    const signature = await sendAndConfirmTransaction(wallet.connection, transaction, [alice], { commitment: 'confirmed' });

    const aliceActivity = (await swaps(alice.publicKey)).histories.filter((activity) => activity.txHash === signature);
    expect(aliceActivity).toEqual([expect.objectContaining({ action: 'Send', inputMint: USDC, inputAmount: '25', counterparty: bob.publicKey.toBase58() })]);
    expect(aliceActivity[0]?.inputUsd).toBeCloseTo(25, 0);
    const bobActivity = (await swaps(bob.publicKey)).histories;
    expect(bobActivity[0]).toMatchObject({ action: 'Receive', outputMint: USDC, outputAmount: '25', txHash: signature });
    expect((await holdings(bob.publicKey)).tokens[USDC]).toEqual([
      expect.objectContaining({ account: to.toBase58(), amount: '25000000', isAssociatedTokenAccount: true }),
    ]);
    expect((await holdings(alice.publicKey)).tokens[USDC]?.[0]?.uiAmount).toBe(975);
  });

  it('pages hold 20, newest first, with hasMoreData', async () => {
    const owner = keypair(97).publicKey.toBase58();
    for (let i = 0; i < 45; i++) {
      wallet.store.recordSwap(owner, {
        inputMint: SOL,
        outputMint: USDC,
        inputAmount: '1',
        outputAmount: String(150 + i),
        timestamp: 1_800_000_000 + i,
        action: 'Swap',
        txHash: `tx${i}`,
        platform: 'jupiter',
      });
    }
    const pages = await Promise.all([1, 2, 3, 4].map((page) => swaps(new PublicKey(owner), page)));
    expect(pages.map((page) => [page.histories.length, page.hasMoreData])).toEqual([
      [20, true],
      [20, true],
      [5, false],
      [0, false],
    ]);
    expect(pages[0]?.histories[0]?.txHash).toBe('tx44');
    expect(pages[2]?.histories.at(-1)?.txHash).toBe('tx0');
  });

  it('every product answers its shape, empty lists included', async () => {
    const owner = alice.publicKey.toBase58();
    for (const product of ['LO', 'DCA']) {
      expect(historiesPageSchema.parse(await ok(`/v2/activities/${owner}?page=1&product=${product}`))).toEqual({ histories: [], hasMoreData: false });
    }
    expect(tradesPageSchema.parse(await ok(`/v2/activities/${owner}?page=1&product=PERPS`))).toEqual({ trades: [], page: 1, totalPages: 1 });
    expect(activitiesResponseSchema.safeParse(await ok(`/v2/activities/${owner}`)).success).toBe(true);
  });

  it.each([
    ['page=0&product=SWAP', "Invalid page '0': expected a whole number from 1"],
    ['page=abc&product=SWAP', "Invalid page 'abc': expected a whole number from 1"],
    ['page=1.5&product=SWAP', "Invalid page '1.5': expected a whole number from 1"],
    ['page=1&product=swap', "Invalid product 'swap': expected one of SWAP, LO, DCA, PERPS"],
    ['page=1&product=NFT', "Invalid product 'NFT': expected one of SWAP, LO, DCA, PERPS"],
  ])('?%s is a 400 with a message', async (query, error) => {
    expect(await wallet.get(`/v2/activities/${alice.publicKey.toBase58()}?${query}`)).toEqual({ status: 400, body: { error } });
  });

  it('an invalid address is a 400', async () => {
    expect(await wallet.get('/v2/activities/zzz?page=1&product=SWAP')).toEqual({ status: 400, body: { error: 'Invalid address' } });
  });
});

describe('what features write to the store', () => {
  it('positions and orders show in fetchJup, not in fetchNoJup', async () => {
    const owner = alice.publicKey.toBase58();
    wallet.store.upsertPerpPosition(owner, {
      positionKey: 'perp-1',
      marketMint: SOL,
      side: 'short',
      entryPriceUsd: 200,
      sizeUsd: 1000,
      collateralUsd: 100,
      markPriceUsd: 190,
      openedAt: 1_800_000_000,
    });
    wallet.store.addLimitOrder(owner, {
      orderKey: 'lo-1',
      inputMint: USDC,
      outputMint: SOL,
      makingAmount: 50,
      takingAmount: 0.25,
      remainingMakingAmount: 20,
      remainingTakingAmount: 0.1,
      createdAt: Date.UTC(2026, 0, 1),
    });
    wallet.store.upsertRecurringOrder(owner, 'DCA', {
      orderKey: 'dca-1',
      inputMint: USDC,
      outputMint: SOL,
      inDeposited: 300,
      inUsed: 100,
      createdAt: Date.UTC(2026, 0, 1),
    });

    const jup = await portfolio(alice.publicKey);
    expect(jup.elements.map((element) => element.label)).toEqual(['Wallet', 'Leverage', 'LimitOrder', 'DCA']);
    const converted = convertPortfolio(jup);
    expect(converted.perpetual.openedPositions).toEqual([
      expect.objectContaining({ side: 'Short', currentPrice: 190, pnlUsd: 50, currentCollateralValue: 150, leverage: 10 }),
    ]);
    expect(converted.limitOrder.activeOrders).toEqual([
      expect.objectContaining({ orderKey: 'lo-1', orderStatus: 1, remainingInputAmount: 20, remainingInputUsd: 20 }),
    ]);
    expect(converted.dollarCostAverage.activeOrders).toEqual([expect.objectContaining({ orderKey: 'dca-1', orderStatus: 0, remainingInputAmount: 200 })]);
    expect(converted.totalNetWorth).toBeCloseTo(converted.walletBalance.totalWorth + 150 + 20 + 200, 6);

    const noJup = await portfolio(alice.publicKey, 'fetchNoJup');
    expect(noJup.elements.map((element) => element.label)).toEqual(['Wallet']);
  });

  it('a recorded swap replaces the Send/Receive of its transaction', async () => {
    const [latest] = (await swaps(bob.publicKey)).histories;
    if (!latest) throw new Error('bob has no activity');
    wallet.store.recordSwap(bob.publicKey.toBase58(), { ...latest, action: 'Swap', platform: 'jupiter', inputMint: SOL, inputAmount: '0.1' });
    const after = (await swaps(bob.publicKey)).histories.filter((activity) => activity.txHash === latest.txHash);
    expect(after).toEqual([expect.objectContaining({ action: 'Swap', platform: 'jupiter', inputAmount: '0.1' })]);
  });

  it('perps trades page with page and totalPages', async () => {
    const owner = alice.publicKey.toBase58();
    for (let i = 0; i < 21; i++)
      wallet.store.recordPerpsTrade(owner, { txId: `perp-tx-${i}`, createdAt: 1_800_000_000 + i, side: 'short', sizeUsd: '1000', price: '190.5' });
    const first = tradesPageSchema.parse(await ok(`/v2/activities/${owner}?page=1&product=PERPS`));
    const second = tradesPageSchema.parse(await ok(`/v2/activities/${owner}?page=2&product=PERPS`));
    expect([first.trades.length, first.page, first.totalPages, second.trades.length, second.page]).toEqual([20, 1, 2, 1, 2]);
    expect(first.trades[0]).toMatchObject({ txId: 'perp-tx-20', price: 190.5, sizeUsd: 1000 });
  });

  it("the simulator's reset (through the ledger's) empties the store", async () => {
    expect(await wallet.sim.post('/__sim/reset')).toMatchObject({ status: 200 });
    expect((await swaps(alice.publicKey)).histories).toEqual([]);
    expect((await portfolio(alice.publicKey)).elements.map((element) => element.label)).toEqual(['Wallet']);
    expect((await holdings(alice.publicKey)).amount).toBe('0');
  });
});

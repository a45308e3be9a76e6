import { JLP_BASE_FEE_BPS, JLP_DECIMALS, JLP_MINT, afterFee, jlpCustodyOf, usdForJlp, usdOfTokens } from '@streams/catalogues/jlpPool';
import { jlpPoolSchema, jlpPositionSchema, type JlpPool } from '@streams/jlp/schemas';
import { quoteBuy, quoteSell } from '@streams/jlp/jlpQuote';
import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { jlpCommandsOf } from './jlpHarness';
import { type PerpsHarness, confirmed, failure, startPerpsHarness } from '../perps/perpsHarness';

/**
 * The JLP pool on the ledger, below the UI: the client's buy and sell commands through the real
 * transaction engine; JLP minted and burned at the AUM per JLP with the fee by weight; the AUM
 * moving with the traders' PnL and earning their fees.
 */
let harness: PerpsHarness;
let jlp: ReturnType<typeof jlpCommandsOf>;

const SOL = perpsMarkets.SOL.mint;
const USDC = jlpCustodyOf('USDC')!;

const pool = async (): Promise<JlpPool> => {
  const { status, body } = await harness.wallet.get('/perps/v2/jlp/pool');
  expect(status).toBe(200);
  return jlpPoolSchema.parse(body);
};
const position = async () => jlpPositionSchema.parse((await harness.wallet.get(`/perps/v2/jlp/positions/${harness.owner}`)).body);
const jlpHeld = () => harness.wallet.ledger.ledger.tokenBalance(harness.owner, JLP_MINT);
const token = (mint: string) => {
  const spec = jlpCustodyOf(mint)!;
  return { mint: spec.mint, symbol: spec.symbol, decimals: spec.decimals };
};

beforeAll(async () => {
  harness = await startPerpsHarness(29);
  jlp = jlpCommandsOf(harness);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('sim JLP: the pool', () => {
  it('holds the perps custody’s SOL, ETH, BTC, USDC and USDT at the oracle’s prices, with weights that sum to 100 % and a price of AUM over supply', async () => {
    const read = await pool();
    expect(read.custodies.map((custody) => custody.symbol)).toEqual(['SOL', 'ETH', 'BTC', 'USDC', 'USDT']);
    expect(read.custodies.reduce((sum, custody) => sum + custody.targetWeightBps, 0)).toBe(10_000);
    expect(Math.abs(read.custodies.reduce((sum, custody) => sum + custody.currentWeightBps, 0) - 10_000)).toBeLessThanOrEqual(5);
    const usdc = read.custodies.find((custody) => custody.symbol === 'USDC')!;
    expect(BigInt(usdc.amount)).toBe(harness.usdc(harness.custody));
    expect(BigInt(read.priceMicro)).toBe(usdForJlp(10n ** BigInt(JLP_DECIMALS), BigInt(read.aumMicro), BigInt(read.supply)));
    expect(Number(read.priceMicro) / 1e6).toBeGreaterThan(3);
    expect(Number(read.priceMicro) / 1e6).toBeLessThan(6);
    // a week of the other traders' fees: an APR in the tens of percent
    expect(read.aprBps).toBeGreaterThan(1_000);
    expect(read.aprBps).toBeLessThan(3_000);
  });

  it('charges by weight: a token under its target (USDC) pays less than the base fee, one over it (SOL) more', async () => {
    const read = await pool();
    const sol = read.custodies.find((custody) => custody.symbol === 'SOL')!;
    const usdc = read.custodies.find((custody) => custody.symbol === 'USDC')!;
    expect(sol.currentWeightBps).toBeGreaterThan(sol.targetWeightBps);
    expect(usdc.currentWeightBps).toBeLessThan(usdc.targetWeightBps);
    expect(quoteBuy(read, USDC_MINT, 1_000_000_000n)!.feeBps).toBeLessThan(JLP_BASE_FEE_BPS);
    expect(quoteBuy(read, SOL, 5_000_000_000n)!.feeBps).toBeGreaterThan(JLP_BASE_FEE_BPS);
    // selling for the overweight token is what the pool wants: cheaper than selling for the underweight one
    expect(quoteSell(read, SOL, 100_000_000n)!.feeBps).toBeLessThan(quoteSell(read, USDC_MINT, 100_000_000n)!.feeBps);
  });
});

describe('sim JLP: buy with USDC and sell it back', () => {
  let bought = 0n;

  it('mints JLP at the AUM per JLP, less the fee by weight: 100 USDC leave the wallet for the custody, the supply grows by the JLP minted', async () => {
    const before = await pool();
    const [walletUsdc, custodyUsdc] = [harness.usdc(harness.owner), harness.usdc(harness.custody)];
    const quote = quoteBuy(before, USDC_MINT, 100_000_000n)!;
    await confirmed(jlp.buy({ signer: harness.signer, token: token(USDC_MINT), amount: 100_000_000n, minJlp: quote.minOut, label: 'Buy JLP' }));
    bought = jlpHeld();
    expect(harness.usdc(harness.owner)).toBe(walletUsdc - 100_000_000n);
    expect(harness.usdc(harness.custody)).toBe(custodyUsdc + 100_000_000n);
    expect(bought).toBeGreaterThanOrEqual(quote.minOut);
    const after = await pool();
    expect(BigInt(after.supply) - BigInt(before.supply)).toBe(bought);
    // what was minted is worth the 100 USDC less the fee, at the pool's price when it landed (0.3 % for the market's move)
    const worth = Number(usdForJlp(bought, BigInt(after.aumMicro), BigInt(after.supply)));
    const paid = Number(afterFee(usdOfTokens(100_000_000n, USDC.decimals, BigInt(after.custodies[3]!.priceMicro)), quote.feeBps));
    expect(Math.abs(worth - paid) / paid).toBeLessThan(0.003);
    const mine = await position();
    expect(BigInt(mine.jlp)).toBe(bought);
    expect(Number(mine.costMicro) / 1e6).toBeCloseTo(100, 0);
  });

  it('burns JLP at the AUM per JLP: selling all of it pays back 100 USDC less the two fees, within the market’s move', async () => {
    const before = await pool();
    const walletUsdc = harness.usdc(harness.owner);
    const quote = quoteSell(before, USDC_MINT, bought)!;
    await confirmed(jlp.sell({ signer: harness.signer, token: token(USDC_MINT), jlp: bought, minOut: quote.minOut, label: 'Sell JLP' }));
    expect(jlpHeld()).toBe(0n);
    const back = harness.usdc(harness.owner) - walletUsdc;
    expect(back).toBeGreaterThanOrEqual(quote.minOut);
    const after = await pool();
    expect(BigInt(before.supply) - BigInt(after.supply)).toBe(bought);
    const fees = Number(quote.feeBps) + 10; // both fees, at most the base fee each here
    expect(Number(back) / 1e6).toBeGreaterThan(100 * (1 - fees / 10_000) - 0.3);
    expect(Number(back) / 1e6).toBeLessThanOrEqual(100.3);
    expect((await position()).jlp).toBe('0');
  });

  it('refuses what it cannot do with a clear message: no JLP to sell, a token the pool does not hold, more than the wallet has', async () => {
    const read = await pool();
    expect(await failure(jlp.sell({ signer: harness.signer, token: token(USDC_MINT), jlp: 1_000_000n, minOut: 1n, label: 'Sell JLP' }))).toMatch(
      /No JLP to sell/,
    );
    const bonk = await harness.wallet.sim.post('/perps/v2/jlp/buy', {
      owner: harness.owner,
      inputMint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
      amount: '1',
    });
    expect(bonk).toMatchObject({ status: 400, body: { error: 'JLP is bought with SOL, ETH, BTC, USDC or USDT' } });
    const eth = await harness.wallet.sim.post('/perps/v2/jlp/buy', { owner: harness.owner, inputMint: jlpCustodyOf('ETH')!.mint, amount: '100' });
    expect(eth).toMatchObject({ status: 400, body: { error: 'Insufficient ETH balance' } });
    const bad = await harness.wallet.sim.post('/perps/v2/jlp/buy', { owner: 'nope', inputMint: USDC_MINT, amount: '-1' });
    expect(bad.status).toBe(400);
    expect(quoteBuy(read, 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', 1n)).toBeUndefined();
  });

  it('refuses to sign a build that mints less JLP than the user accepted (the intent is the form’s, not the service’s)', async () => {
    const read = await pool();
    const quote = quoteBuy(read, USDC_MINT, 10_000_000n)!;
    const message = await failure(jlp.buy({ signer: harness.signer, token: token(USDC_MINT), amount: 10_000_000n, minJlp: quote.out * 2n, label: 'Buy JLP' }));
    expect(message).toMatch(/the JLP minted is .* JLP in the transaction, less than the .* JLP you accepted/);
  });
});

describe('sim JLP: traders’ PnL and fees', () => {
  it('a perps trade’s fee is the pool’s: the week’s fees grow by it, and the position is what the pool owes', async () => {
    const before = await pool();
    await confirmed(
      harness.actions.open({
        signer: harness.signer,
        market: perpsMarkets.SOL,
        side: 'long',
        collateralMint: USDC_MINT,
        collateralAmount: 100_000_000n,
        sizeUsd: 5_000,
        takeProfitPriceUsd: null,
        stopLossPriceUsd: null,
      }),
    );
    const after = await pool();
    // 6 bps of $5,000 to open: $3, among the other traders' running fees
    expect(BigInt(after.weekTradeFeesMicro) - BigInt(before.weekTradeFeesMicro)).toBe(3_000_000n);
    expect(BigInt(after.weekFeesMicro)).toBeGreaterThan(BigInt(after.weekTradeFeesMicro));
    const owed = Number(after.owedToTradersMicro) / 1e6;
    expect(owed).toBeGreaterThan(90);
    expect(owed).toBeLessThan(110);
  });

  it('a trader’s profit is the pool’s loss: when SOL rises the pool owes the long more, and its AUM is the holdings less that', async () => {
    const before = await pool();
    const moved = await harness.wallet.sim.post('/__sim/market/move', { mint: SOL, percent: 10 });
    expect(moved.status).toBe(200);
    const after = await pool();
    const owedGain = Number(BigInt(after.owedToTradersMicro) - BigInt(before.owedToTradersMicro)) / 1e6;
    // 50x long of $5,000: +10 % is about +$500 owed
    expect(owedGain).toBeGreaterThan(300);
    const aum = BigInt(after.aumMicro);
    const holdings = BigInt(after.holdingsMicro);
    expect(aum).toBeLessThan(holdings - BigInt(after.owedToTradersMicro) + BigInt(after.weekFeesMicro));
    expect(aum).toBeGreaterThan(holdings - BigInt(after.owedToTradersMicro));
  });
});

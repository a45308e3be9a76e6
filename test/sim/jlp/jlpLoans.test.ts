import { JLP_MINT, JLP_LOAN_LTV_BPS, jlpCustodyOf } from '@streams/catalogues/jlpPool';
import { quoteBuy } from '@streams/jlp/jlpQuote';
import { loanFormModel } from '@streams/jlp/loanForm';
import { jlpLoansSchema, jlpPoolSchema } from '@streams/jlp/schemas';
import { USDC_MINT, perpsMarkets } from '@streams/perps/markets';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';
import { jlpCommandsOf } from './jlpHarness';
import { type PerpsHarness, confirmed, failure, startPerpsHarness } from '../perps/perpsHarness';

/**
 * JLP Loans on the ledger, below the UI: USDC borrowed against JLP held by the custody, interest
 * on the loans' clock, health at the pool's price, and liquidation with a notice when the
 * threshold is crossed.
 */
let harness: PerpsHarness;
let jlp: ReturnType<typeof jlpCommandsOf>;

const USDC = jlpCustodyOf('USDC')!;
const pool = async () => jlpPoolSchema.parse((await harness.wallet.get('/perps/v2/jlp/pool')).body);
const loans = async () => jlpLoansSchema.parse((await harness.wallet.get(`/perps/v2/jlp/loans/${harness.owner}`)).body);
const jlpHeld = () => harness.wallet.ledger.ledger.tokenBalance(harness.owner, JLP_MINT);
const loanOf = async (id: number) => (await loans()).loans.find((loan) => loan.id === id)!;
const drawerLoans = async () => {
  const { body } = await harness.wallet.get(`/v1/portfolio/fetchJup?address=${harness.owner}&addressSystem=solana`);
  const lending = portfolioResponseSchema.parse(body).elements.find((element) => element.label === 'Lending');
  return ((lending?.data as { borrow?: { id: string; healthRatio: number | null }[] } | undefined)?.borrow ?? []).filter((loan) =>
    loan.id.includes('jlp-loan'),
  );
};

/** Polls an async check every 50 ms until it holds (5 s at most). */
const until = async (check: () => Promise<boolean>) => {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  harness = await startPerpsHarness(31);
  jlp = jlpCommandsOf(harness);
  // 500 USDC of JLP to borrow against
  const read = await pool();
  const quote = quoteBuy(read, USDC_MINT, 500_000_000n)!;
  await confirmed(
    jlp.buy({ signer: harness.signer, token: { mint: USDC.mint, symbol: 'USDC', decimals: 6 }, amount: 500_000_000n, minJlp: quote.minOut, label: 'Buy JLP' }),
  );
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const operate = (loanId: number, collateral: bigint, debt: bigint, repayAll = false) =>
  jlp.operateLoan({ signer: harness.signer, loanId, collateral, debt, repayAll, label: 'JLP loan' });

describe('sim JLP loans: borrow, accrue, repay', () => {
  it('opens a loan: the JLP moves into the custody, the USDC out of it, and the health is the debt over 80 % of the collateral’s worth', async () => {
    const collateral = jlpHeld() / 2n;
    const [usdcBefore, custodyJlp] = [harness.usdc(harness.owner), harness.wallet.ledger.ledger.tokenBalance(harness.custody, JLP_MINT)];
    const poolBefore = await pool();
    await confirmed(operate(0, collateral, 100_000_000n));
    // The USDC lent left the custody, and the loan owes it back: the AUM counts the receivable.
    const lent = BigInt((await pool()).lentMicro) - BigInt(poolBefore.lentMicro);
    expect(lent >= 100_000_000n && lent <= 100_000_002n).toBe(true);
    expect(harness.usdc(harness.owner)).toBe(usdcBefore + 100_000_000n);
    expect(harness.wallet.ledger.ledger.tokenBalance(harness.custody, JLP_MINT)).toBe(custodyJlp + collateral);
    const { loans: list, terms } = await loans();
    expect(terms).toEqual({ ltvBps: 7000, liquidationBps: 8000, rateBps: 900 });
    expect(list).toHaveLength(1);
    const loan = list[0]!;
    expect(BigInt(loan.collateral)).toBe(collateral);
    expect(BigInt(loan.debt)).toBeGreaterThanOrEqual(100_000_000n);
    expect(loan.healthRatio).toBeCloseTo(100 / ((Number(loan.collateralMicro) / 1e6) * 0.8), 3);
    // the drawer's Borrow list has it, with the same health
    await until(async () => (await drawerLoans()).length === 1);
    expect((await drawerLoans())[0]?.healthRatio).toBeCloseTo(loan.healthRatio!, 2);
  });

  it('refuses a borrow past the 70 % loan-to-value limit, before signing and on the ledger', async () => {
    const loan = await loanOf(1);
    const limit = (BigInt(loan.collateralMicro) * JLP_LOAN_LTV_BPS) / 10_000n;
    const tooMuch = limit - BigInt(loan.debt) + 5_000_000n;
    const model = loanFormModel({
      action: 'borrow',
      text: String(Number(tooMuch) / 1e6),
      loan: { collateral: BigInt(loan.collateral), debt: BigInt(loan.debt) },
      priceMicro: BigInt((await pool()).priceMicro),
      jlpBalance: jlpHeld(),
      usdcBalance: harness.usdc(harness.owner),
      connected: true,
      busy: false,
    });
    expect(model.problem).toMatch(/^Borrow limit exceeded: at most [\d.]+ USDC$/);
    expect(await failure(operate(1, 0n, tooMuch))).toMatch(/Borrow limit exceeded/);
  });

  it('accrues 9 % a year on the loans’ clock: a year later the debt is 9 % more', async () => {
    const before = BigInt((await loanOf(1)).debt);
    expect((await harness.wallet.sim.post('/__sim/jlp/warp', { days: 365 })).status).toBe(200);
    const after = BigInt((await loanOf(1)).debt);
    expect(Number(after) / Number(before)).toBeCloseTo(1.09, 3);
  });

  it('repays it all (no more than owed leaves the wallet), then withdraws the collateral', async () => {
    const loan = await loanOf(1);
    const debt = BigInt(loan.debt);
    const usdcBefore = harness.usdc(harness.owner);
    const model = loanFormModel({
      action: 'repay',
      text: String(Number(debt) / 1e6),
      loan: { collateral: BigInt(loan.collateral), debt },
      priceMicro: 1n,
      jlpBalance: 0n,
      usdcBalance: usdcBefore,
      connected: true,
      busy: false,
    });
    expect(model.repayAll).toBe(true);
    await confirmed(operate(1, 0n, model.debt, true));
    const paid = usdcBefore - harness.usdc(harness.owner);
    expect(paid).toBeGreaterThanOrEqual(debt);
    expect(paid).toBeLessThanOrEqual(debt + 1_000n);
    expect(BigInt((await loanOf(1)).debt)).toBe(0n);
    const held = jlpHeld();
    await confirmed(operate(1, -BigInt(loan.collateral), 0n));
    expect(jlpHeld()).toBe(held + BigInt(loan.collateral));
    await until(async () => (await drawerLoans()).length === 0);
  });
});

describe('sim JLP loans: liquidation', () => {
  it('a loan near its limit is liquidated in the next block once SOL falls far enough: its JLP taken and burnt, its debt cleared, a notice for the borrower', async () => {
    const collateral = jlpHeld();
    const priceMicro = BigInt((await pool()).priceMicro);
    const worth = (collateral * priceMicro) / 1_000_000n;
    const borrow = (worth * 6_900n) / 10_000n; // just under 70 %
    await confirmed(operate(0, collateral, borrow));
    const supplyBefore = BigInt((await pool()).supply);
    const id = (await loans()).loans.find((loan) => !loan.liquidated && BigInt(loan.debt) > 0n)!.id;
    expect((await loanOf(id)).healthRatio).toBeGreaterThan(0.85);
    expect((await loans()).notices).toEqual([]);
    // SOL about half the pool: −40 % takes the JLP price down by about a fifth, past the 80 % threshold
    expect((await harness.wallet.sim.post('/__sim/market/move', { mint: perpsMarkets.SOL.mint, percent: -40 })).status).toBe(200);
    await until(async () => (await loanOf(id)).liquidated);
    const after = await loans();
    expect(after.notices[0]).toMatchObject({ loanId: id, collateral: String(collateral) });
    expect(BigInt(after.notices[0]!.debt)).toBeGreaterThanOrEqual(borrow);
    expect(BigInt((await loanOf(id)).debt)).toBe(0n);
    expect(jlpHeld()).toBe(0n);
    // The pool took the JLP and burnt it: the supply falls by the collateral, the receivable is gone.
    const after2 = await pool();
    expect(BigInt(after2.supply)).toBe(supplyBefore - collateral);
    expect(after2.lentMicro).toBe('0');
    expect(await failure(operate(id, 0n, -1n))).toMatch(/liquidated/);
    await until(async () => (await drawerLoans()).length === 0);
  });
});

import { jlpLoanHealth } from '@streams/catalogues/jlpPool';
import { loanFormModel, loanHeadroom } from '@streams/jlp/loanForm';

const M = 1_000_000n;
/** JLP at $4: 100 JLP are worth $400, so at most $280 may be borrowed (70 %), liquidation at $320 (80 %). */
const PRICE = 4n * M;
const base = { priceMicro: PRICE, jlpBalance: 50n * M, usdcBalance: 1_000n * M, connected: true, busy: false } as const;
const loan = { collateral: 100n * M, debt: 200n * M };

describe('JLP loan terms', () => {
  it('health is the debt over 80 % of the collateral’s worth: 1 at liquidation, 0 without debt', () => {
    expect(jlpLoanHealth(320n * M, 400n * M)).toBe(1);
    expect(jlpLoanHealth(160n * M, 400n * M)).toBe(0.5);
    expect(jlpLoanHealth(0n, 400n * M)).toBe(0);
    expect(jlpLoanHealth(1n, 0n)).toBeNull();
    expect(loanHeadroom(100n * M, 200n * M, PRICE)).toBe(80n * M);
    expect(loanHeadroom(100n * M, 300n * M, PRICE)).toBe(0n);
  });
});

describe('the JLP loan form', () => {
  it('borrows up to the 70 % limit and says the most when asked for more', () => {
    expect(loanFormModel({ ...base, action: 'borrow', text: '', loan }).max).toBe(80n * M);
    expect(loanFormModel({ ...base, action: 'borrow', text: '80', loan })).toMatchObject({
      debt: 80n * M,
      collateral: 0n,
      problem: undefined,
      button: { label: 'Borrow', enabled: true },
    });
    expect(loanFormModel({ ...base, action: 'borrow', text: '80.01', loan })).toMatchObject({
      problem: 'Borrow limit exceeded: at most 80 USDC',
      button: { enabled: false },
    });
  });

  it('repays part, or all with a little room for interest (the pool takes only what is owed)', () => {
    expect(loanFormModel({ ...base, action: 'repay', text: '50', loan })).toMatchObject({ debt: -50n * M, repayAll: false, nextHealth: 150 / 320 });
    const all = loanFormModel({ ...base, action: 'repay', text: '200', loan });
    expect(all).toMatchObject({ repayAll: true, nextHealth: 0 });
    expect(all.debt).toBe(-(200n * M + 200_000n + 1n));
    expect(loanFormModel({ ...base, action: 'repay', text: '10', loan: { collateral: 1n, debt: 0n } }).problem).toBe('Nothing to repay');
    expect(loanFormModel({ ...base, usdcBalance: 5n * M, action: 'repay', text: '10', loan }).problem).toBe('Insufficient USDC balance');
  });

  it('removes collateral only down to what the debt needs at the limit', () => {
    const max = loanFormModel({ ...base, action: 'remove', text: '', loan }).max!;
    // $200 needs 71.43 JLP at 70 %: at most 28.57 may go
    expect(Number(max) / 1e6).toBeCloseTo(28.57, 1);
    expect(loanFormModel({ ...base, action: 'remove', text: '30', loan }).problem).toBe('The loan would pass its loan-to-value limit');
    expect(loanFormModel({ ...base, action: 'remove', text: '101', loan }).problem).toBe('More than your collateral');
    expect(loanFormModel({ ...base, action: 'remove', text: '1', loan: { collateral: 100n * M, debt: 0n } }).collateral).toBe(-1n * M);
  });

  it('opens a loan with JLP and a borrow together; needs collateral; refuses what is not a number', () => {
    expect(loanFormModel({ ...base, action: 'open', text: '50', borrowText: '100', loan: undefined })).toMatchObject({
      collateral: 50n * M,
      debt: 100n * M,
      nextHealth: 100 / 160,
      button: { label: 'Open loan', enabled: true },
    });
    expect(loanFormModel({ ...base, action: 'open', text: '50', borrowText: '141', loan: undefined }).problem).toBe('Borrow limit exceeded: at most 140 USDC');
    expect(loanFormModel({ ...base, action: 'open', text: '0', borrowText: '10', loan: undefined }).problem).toBe('A new loan needs JLP as collateral');
    expect(loanFormModel({ ...base, action: 'open', text: '60', loan: undefined }).problem).toBe('Insufficient JLP balance');
    expect(loanFormModel({ ...base, action: 'add', text: '1e5', loan }).problem).toBe('Enter an amount as digits, like 12.5');
    expect(loanFormModel({ ...base, connected: false, action: 'add', text: '1', loan }).button).toEqual({ label: 'Connect a wallet', enabled: false });
  });
});

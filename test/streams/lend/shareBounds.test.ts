import { DEPOSIT_SHARES_SLACK_BPS, maxWithdrawShares, minDepositShares } from '@streams/lend/shareBounds';

describe('share bounds from the vault rate the user saw', () => {
  // 1 USDC buys 0.992 shares at this rate (the index at 1.00806…).
  const vault = { decimals: 6, convertToShares: '992000' };

  it('a deposit must mint at least what it buys at that rate, less 0.1% for the yield until it lands', () => {
    expect(DEPOSIT_SHARES_SLACK_BPS).toBe(10n);
    expect(minDepositShares(1_000_000n, vault)).toBe(991_008n);
    expect(minDepositShares(100_000_000n, vault)).toBe(99_100_800n);
  });

  it('never none, and 1 when the vault gives no rate', () => {
    expect(minDepositShares(1n, vault)).toBe(1n);
    expect(minDepositShares(5_000_000n, { decimals: 6, convertToShares: null })).toBe(1n);
  });

  it('a withdrawal may burn at most the shares its amount is worth at the position shown, rounded up; everything for the whole', () => {
    const position = { shares: 1_000_000n, assets: 1_006_000n };
    expect(maxWithdrawShares(400_000n, position)).toBe(397_615n);
    expect(maxWithdrawShares(1_006n, position)).toBe(1_000n);
    expect(maxWithdrawShares(1_007n, position)).toBe(1_001n);
    expect(maxWithdrawShares(undefined, position)).toBe(1_000_000n);
    expect(maxWithdrawShares(1_006_000n, position)).toBe(1_000_000n);
  });
});

import { LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM, earnDeposit, earnWithdraw, vaultOperate } from '@streams/instructions/lend';
import { depositIntent, operateIntent, withdrawIntent } from '@streams/lend/lendIntents';
import type { DepositRequest, OperateRequest, WithdrawRequest } from '@streams/lend/lendRequests';
import { OTHER, WALLET, signer, txWith } from './intentTx';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const SOL = 'So11111111111111111111111111111111111111112';
const SHARE_MINT = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';

describe('a deposit is checked against what the form asked', () => {
  const request: DepositRequest = {
    signer,
    assetMint: USDC,
    symbol: 'USDC',
    decimals: 6,
    amount: 1_000_000n,
    shareMint: SHARE_MINT,
    minShares: 990_000n,
    label: 'Deposit USDC',
  };
  const honest = { owner: WALLET, asset: USDC, amount: 1_000_000n, shares: 995_000n, recipient: WALLET };
  const verify = (terms: Partial<typeof honest>) =>
    depositIntent(request).verify?.(txWith({ program: LEND_EARN_PROGRAM, data: earnDeposit.encode({ ...honest, ...terms }) }));

  it('says what the user asked in their words, and lets the honest deposit through', () => {
    expect(depositIntent(request).summary).toBe('Deposit 1 USDC into Lend for at least 0.99 shares');
    expect(verify({})).toBeUndefined();
  });

  it.each([
    ['the owner', { owner: OTHER }, `the deposit's owner is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet`],
    ['the asset', { asset: USDT }, 'the deposited token is Es9v…wNYB in the transaction, not the EPjF…Dt1v you asked for'],
    ['the amount, one unit more', { amount: 1_000_001n }, 'the deposit is 1.000001 USDC in the transaction, not the 1 USDC you asked for'],
    ['the amount, one unit less', { amount: 999_999n }, 'the deposit is 0.999999 USDC in the transaction, not the 1 USDC you asked for'],
    [
      'the shares, one below the least',
      { shares: 989_999n },
      "the share amount minted is 0.989999 shares in the transaction, fewer than the 0.99 shares 1 USDC buys at the vault's rate",
    ],
    ['the recipient', { recipient: OTHER }, `the shares' recipient is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet`],
  ])('refuses a different %s', (_, terms, message) => {
    expect(verify(terms)).toBe(message);
  });

  it('takes the least shares exactly', () => {
    expect(verify({ shares: 990_000n })).toBeUndefined();
  });

  it('refuses a transaction without the deposit, with two, or with one it cannot read', () => {
    const intent = depositIntent(request);
    const data = earnDeposit.encode(honest);
    expect(intent.verify?.(txWith())).toBe('the transaction does not contain the lend deposit you asked for');
    expect(intent.verify?.(txWith({ program: LEND_EARN_PROGRAM, data }, { program: LEND_EARN_PROGRAM, data }))).toBe(
      'the transaction contains 2 lend deposit instructions where you asked for one',
    );
    expect(intent.verify?.(txWith({ program: LEND_EARN_PROGRAM, data: earnWithdraw.encode(honest) }))).toBe(
      'the lend deposit in the transaction cannot be read',
    );
  });
});

describe('a withdrawal is checked against what the form asked', () => {
  const part: WithdrawRequest = {
    signer,
    assetMint: USDC,
    shareMint: SHARE_MINT,
    symbol: 'USDC',
    decimals: 6,
    amount: 400_000n,
    shares: 1_000_000n,
    assets: 1_006_000n,
    label: 'Withdraw USDC',
  };
  const all: WithdrawRequest = { ...part, amount: undefined };
  // 400,000 of 1,006,000 assets: at most ceil(400,000 × 1,000,000 / 1,006,000) = 397,615 shares.
  const honest = { owner: WALLET, asset: USDC, amount: 400_000n, shares: 397_615n, recipient: WALLET };
  const verify = (request: WithdrawRequest, terms: Partial<typeof honest>) =>
    withdrawIntent(request).verify?.(txWith({ program: LEND_EARN_PROGRAM, data: earnWithdraw.encode({ ...honest, ...terms }) }));

  it('a part: the amount exactly, at most the shares it is worth at the rate shown', () => {
    expect(withdrawIntent(part).summary).toBe('Withdraw 0.4 USDC from Lend');
    expect(verify(part, {})).toBeUndefined();
    expect(verify(part, { shares: 397_616n })).toBe(
      'the share amount burned is 0.397616 shares in the transaction, more than the 0.397615 shares 0.4 USDC is worth',
    );
    expect(verify(part, { amount: 400_001n })).toBe('the withdrawal is 0.400001 USDC in the transaction, not the 0.4 USDC you asked for');
    expect(verify(part, { amount: 399_999n })).toBe('the withdrawal is 0.399999 USDC in the transaction, not the 0.4 USDC you asked for');
  });

  it('everything: at least the position as shown, at most every share held', () => {
    expect(withdrawIntent(all).summary).toBe('Withdraw all your USDC from Lend (at least 1.006 USDC)');
    expect(verify(all, { amount: 1_006_000n, shares: 1_000_000n })).toBeUndefined();
    expect(verify(all, { amount: 1_005_999n, shares: 1_000_000n })).toBe(
      'the withdrawal is 1.005999 USDC in the transaction, less than the 1.006 USDC your position was worth',
    );
    expect(verify(all, { amount: 1_006_000n, shares: 1_000_001n })).toBe(
      'the share amount burned is 1.000001 shares in the transaction, more than the 1 shares you hold',
    );
  });

  it.each([
    ['owner', { owner: OTHER }, "the withdrawal's owner"],
    ['recipient', { recipient: OTHER }, "the withdrawal's recipient"],
  ])('refuses another %s', (_, terms, what) => {
    expect(verify(part, terms)).toBe(`${what} is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet`);
  });

  it('refuses another asset', () => {
    expect(verify(part, { asset: USDT })).toBe('the withdrawn token is Es9v…wNYB in the transaction, not the EPjF…Dt1v you asked for');
  });
});

describe('a loan change (/borrow/operate) is checked against what the form asked', () => {
  const sol = { address: SOL, symbol: 'SOL', decimals: 9 };
  const usdc = { address: USDC, symbol: 'USDC', decimals: 6 };
  const borrow: OperateRequest = { signer, vaultId: 1, positionId: 3, supply: sol, borrow: usdc, collateral: 0n, debt: 10_000_000n, label: 'Borrow USDC' };
  type Terms = Parameters<typeof vaultOperate.encode>[0];
  const honest: Terms = { owner: WALLET, vault: 1, position: 3, open: 'existing', collateral: 0n, debt: 10_000_000n, recipient: WALLET };
  const verify = (request: OperateRequest, terms: Partial<Terms>) =>
    operateIntent(request).verify?.(txWith({ program: LEND_BORROW_PROGRAM, data: vaultOperate.encode({ ...honest, ...terms }) }));

  it('says what the user asked in their words', () => {
    expect(operateIntent(borrow).summary).toBe('Borrow 10 USDC on loan #3');
    expect(operateIntent({ ...borrow, positionId: 0, collateral: 2_000_000_000n, debt: 0n }).summary).toBe('Supply 2 SOL in a new SOL → USDC loan');
    expect(operateIntent({ ...borrow, debt: -101_000_001n, repayAll: true }).summary).toBe('Repay all your USDC debt (at most 101.000001 USDC) on loan #3');
    expect(operateIntent({ ...borrow, collateral: -500_000_000n, debt: 0n }).summary).toBe('Withdraw 0.5 SOL of collateral on loan #3');
  });

  it('a borrow: the debt exactly as asked (the lend-debt rogue records twice as much)', () => {
    expect(verify(borrow, {})).toBeUndefined();
    expect(verify(borrow, { debt: 20_000_000n })).toBe('the debt change is +20 USDC in the transaction, not the +10 USDC you asked for');
    expect(verify(borrow, { debt: 10_000_001n })).toBe('the debt change is +10.000001 USDC in the transaction, not the +10 USDC you asked for');
    expect(verify(borrow, { debt: 9_999_999n })).toBe('the debt change is +9.999999 USDC in the transaction, not the +10 USDC you asked for');
  });

  it('the collateral change exactly as asked', () => {
    const supply = { ...borrow, collateral: 2_000_000_000n, debt: 0n };
    expect(verify(supply, { collateral: 2_000_000_000n, debt: 0n })).toBeUndefined();
    expect(verify(supply, { collateral: 2_000_000_001n, debt: 0n })).toBe(
      'the collateral change is +2.000000001 SOL in the transaction, not the +2 SOL you asked for',
    );
    expect(verify({ ...borrow, collateral: -1n, debt: 0n }, { collateral: -2n, debt: 0n })).toBe(
      'the collateral change is -0.000000002 SOL in the transaction, not the -0.000000001 SOL you asked for',
    );
  });

  it('a partial repayment exactly as asked; a whole one no more than asked, and a repayment', () => {
    expect(verify({ ...borrow, debt: -5_000_000n }, { debt: -5_000_000n })).toBeUndefined();
    expect(verify({ ...borrow, debt: -5_000_000n }, { debt: -4_999_999n })).toBe(
      'the debt change is -4.999999 USDC in the transaction, not the -5 USDC you asked for',
    );
    const whole = { ...borrow, debt: -101_000_001n, repayAll: true };
    expect(verify(whole, { debt: -101_000_001n })).toBeUndefined();
    expect(verify(whole, { debt: -100_000_000n })).toBeUndefined();
    expect(verify(whole, { debt: -1n })).toBeUndefined();
    expect(verify(whole, { debt: -101_000_002n })).toBe('the debt change is -101.000002 USDC in the transaction, not a repayment of at most 101.000001 USDC');
    expect(verify(whole, { debt: 0n })).toBe('the debt change is 0 USDC in the transaction, not a repayment of at most 101.000001 USDC');
    expect(verify(whole, { debt: 5n })).toBe('the debt change is +0.000005 USDC in the transaction, not a repayment of at most 101.000001 USDC');
  });

  it('the vault and position asked: that one, or a new one', () => {
    expect(verify(borrow, { vault: 2 })).toBe('the vault is #2 in the transaction, not the #1 you asked for');
    expect(verify(borrow, { position: 4 })).toBe('the position is #4 in the transaction, not the #3 you asked for');
    expect(verify(borrow, { open: 'new' })).toBe('the position is a new position (#3) in the transaction, not the #3 you asked for');
    const open = { ...borrow, positionId: 0, collateral: 1n, debt: 0n };
    expect(verify(open, { open: 'new', position: 9, collateral: 1n, debt: 0n })).toBeUndefined();
    expect(verify(open, { open: 'existing', position: 9, collateral: 1n, debt: 0n })).toBe(
      'the position is #9 in the transaction, not the new one you asked for',
    );
  });

  it.each([
    ['owner', { owner: OTHER }, "the position's owner"],
    ['recipient', { recipient: OTHER }, "the payout's recipient"],
  ])('refuses another %s', (_, terms, what) => {
    expect(verify(borrow, terms)).toBe(`${what} is ${OTHER.slice(0, 4)}…${OTHER.slice(-4)} in the transaction, not your wallet`);
  });
});

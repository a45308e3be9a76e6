import { JLP_PROGRAM, jlpAdd, jlpLoan, jlpRemove } from '@streams/instructions/jlp';
import { buyIntent, loanIntent, sellIntent } from '@streams/jlp/jlpIntents';
import { OTHER, WALLET, signer, txWith } from '../lend/intentTx';

const USDC = { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 };
const SOL = 'So11111111111111111111111111111111111111112';

describe('JLP writes are checked against the form, not the service', () => {
  it('a buy: the token and amount typed, at least the JLP accepted, to the wallet', () => {
    const request = { signer, token: USDC, amount: 100_000_000n, minJlp: 23_000_000n, label: 'Buy JLP' };
    const honest = { owner: WALLET, inputMint: USDC.mint, amount: 100_000_000n, jlpOut: 23_500_000n, feeBps: 0n, recipient: WALLET };
    const verify = (terms: Partial<typeof honest>) =>
      buyIntent(request).verify?.(txWith({ program: JLP_PROGRAM, data: jlpAdd.encode({ ...honest, ...terms }) }));
    expect(buyIntent(request).summary).toBe('Buy at least 23 JLP with 100 USDC');
    expect(verify({})).toBeUndefined();
    expect(verify({ jlpOut: 22_999_999n })).toBe('the JLP minted is 22.999999 JLP in the transaction, less than the 23 JLP you accepted');
    expect(verify({ amount: 200_000_000n })).toBe('the amount paid is 200 USDC in the transaction, not the 100 USDC you asked for');
    expect(verify({ inputMint: SOL })).toMatch(/^the token paid is So11…1112 in the transaction/);
    expect(verify({ recipient: OTHER })).toMatch(/^the JLP's recipient is .* in the transaction, not your wallet$/);
  });

  it('a sell: exactly the JLP typed, at least the payout accepted, to the wallet', () => {
    const request = { signer, token: USDC, jlp: 10_000_000n, minOut: 41_000_000n, label: 'Sell JLP' };
    const honest = { owner: WALLET, jlpIn: 10_000_000n, outputMint: USDC.mint, amount: 41_500_000n, feeBps: 10n, recipient: WALLET };
    const verify = (terms: Partial<typeof honest>) =>
      sellIntent(request).verify?.(txWith({ program: JLP_PROGRAM, data: jlpRemove.encode({ ...honest, ...terms }) }));
    expect(verify({})).toBeUndefined();
    expect(verify({ jlpIn: 20_000_000n })).toBe('the JLP sold is 20 JLP in the transaction, not the 10 JLP you asked for');
    expect(verify({ amount: 40_000_000n })).toBe('the payout is 40 USDC in the transaction, less than the 41 USDC you accepted');
    expect(verify({ recipient: OTHER })).toMatch(/not your wallet$/);
  });

  it('a loan change: the loan, both changes exactly (a whole repayment no more than asked), the wallet', () => {
    const borrow = { signer, loanId: 3, collateral: 0n, debt: 50_000_000n, repayAll: false, label: 'JLP loan #3' };
    const honest: { owner: string; loan: number; open: 'new' | 'existing'; collateral: bigint; debt: bigint; recipient: string } = {
      owner: WALLET,
      loan: 3,
      open: 'existing',
      collateral: 0n,
      debt: 50_000_000n,
      recipient: WALLET,
    };
    const verify = (request: typeof borrow, terms: Partial<typeof honest>) =>
      loanIntent(request).verify?.(txWith({ program: JLP_PROGRAM, data: jlpLoan.encode({ ...honest, ...terms }) }));
    expect(loanIntent(borrow).summary).toBe('Borrow 50 USDC on JLP loan #3');
    expect(verify(borrow, {})).toBeUndefined();
    expect(verify(borrow, { debt: 100_000_000n })).toBe('the debt change is +100 USDC in the transaction, not the +50 USDC you asked for');
    expect(verify(borrow, { loan: 4 })).toBe('the loan is #4 in the transaction, not the #3 you asked for');
    expect(verify(borrow, { collateral: -1n })).toMatch(/^the collateral change is -0.000001 JLP/);
    const repayAll = { ...borrow, debt: -10_010_001n, repayAll: true };
    expect(loanIntent(repayAll).summary).toBe('Repay all your USDC debt (at most 10.010001 USDC) on JLP loan #3');
    expect(verify(repayAll, { debt: -10_000_000n })).toBeUndefined();
    expect(verify(repayAll, { debt: -10_010_002n })).toBe('the debt change is -10.010002 USDC in the transaction, not a repayment of at most 10.010001 USDC');
    const open = { ...borrow, loanId: 0, collateral: 5_000_000n, debt: 10_000_000n };
    expect(loanIntent(open).summary).toBe('Supply 5 JLP and borrow 10 USDC in a new JLP loan');
    expect(verify(open, { open: 'new', loan: 7, collateral: 5_000_000n, debt: 10_000_000n })).toBeUndefined();
    expect(verify(open, { open: 'existing', loan: 1, collateral: 5_000_000n, debt: 10_000_000n })).toBe(
      'the loan is #1 in the transaction, not the new one you asked for',
    );
  });
});

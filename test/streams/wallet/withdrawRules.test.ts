import { Keypair } from '@solana/web3.js';
import { FEE_RESERVE_LAMPORTS, checkWithdraw, isValidAddress, maxWithdrawable } from '@streams/wallet/withdrawRules';

const sol = { mint: 'So11111111111111111111111111111111111111112', native: true, amount: 2_000_000_000n, decimals: 9 };
const usdc = { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', native: false, amount: 12_500_000n, decimals: 6 };
const recipient = Keypair.generate().publicKey.toBase58();

describe('withdraw form (spec 000 §5)', () => {
  it.each([
    ['a wallet address', recipient, true],
    ['a program-derived address (off curve) is still an address', 'Sysvar1nstructions1111111111111111111111111', true],
    ['too short', '9WzDXwBbmkg8', false],
    ['not base58 (0, O, I, l)', '0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', false],
    ['43 characters that do not decode to 32 bytes', '1111111111111111111111111111111111111111112', false],
    ['a bidi trick', `\u202e${recipient}`, false],
  ])('recipient: %s', (_name, text, valid) => {
    expect(isValidAddress(text)).toBe(valid);
    expect(checkWithdraw(sol, text, '1').recipientError).toBe(valid ? undefined : 'Invalid Address');
  });

  it.each([
    ['positive and within the balance', usdc, '12.5', undefined, 12_500_000n],
    ['zero', usdc, '0', 'Invalid Amount', undefined],
    ['0.000 (still zero)', usdc, '0.000', 'Invalid Amount', undefined],
    ['above the balance by one base unit', usdc, '12.500001', 'Invalid Amount', undefined],
    ['exactly the balance', sol, '2', undefined, 2_000_000_000n],
    ['the smallest unit', sol, '0.000000001', undefined, 1n],
    ['empty shows no message yet', usdc, '', undefined, undefined],
  ])('amount: %s', (_name, token, text, error, units) => {
    const check = checkWithdraw(token, recipient, text);
    expect(check.amountError).toBe(error);
    expect(check.baseUnits).toBe(units);
  });

  it('the button needs a token, a valid recipient and a valid amount', () => {
    expect(checkWithdraw(usdc, recipient, '1').canSubmit).toBe(true);
    expect(checkWithdraw(undefined, recipient, '1').canSubmit).toBe(false);
    expect(checkWithdraw(usdc, '', '1').canSubmit).toBe(false);
    expect(checkWithdraw(usdc, 'bad', '1').canSubmit).toBe(false);
    expect(checkWithdraw(usdc, recipient, '').canSubmit).toBe(false);
    expect(checkWithdraw(usdc, recipient, '13').canSubmit).toBe(false);
  });

  it('Max: the whole balance; native SOL keeps 5,000 lamports for the fee', () => {
    expect(FEE_RESERVE_LAMPORTS).toBe(5000n);
    expect(maxWithdrawable(usdc)).toBe(12_500_000n);
    expect(maxWithdrawable(sol)).toBe(1_999_995_000n);
    expect(maxWithdrawable({ ...sol, amount: 4000n })).toBe(0n);
  });
});

import { isAddress } from '../solana/codec';
import { isNumericAmount, toBaseUnits } from '../swap/baseUnits';
import { SOL_RESERVE_LAMPORTS, spendableSol } from '../swap/solReserve';

/** Native SOL's Max keeps this much for the transfer fee (spec 000 §5). */
export const FEE_RESERVE_LAMPORTS = SOL_RESERVE_LAMPORTS.transfer;

export interface WithdrawToken {
  readonly mint: string;
  readonly native: boolean;
  readonly amount: bigint;
  readonly decimals: number;
}

/** A base58 string that decodes to 32 bytes. */
export const isValidAddress = isAddress;

/** Max (spec 000 §5): the full balance; native SOL keeps 5000 lamports for the fee. */
export const maxWithdrawable = (token: WithdrawToken): bigint => (token.native ? spendableSol(token.amount, FEE_RESERVE_LAMPORTS) : token.amount);

export interface WithdrawCheck {
  readonly recipientError: 'Invalid Address' | undefined;
  readonly amountError: 'Invalid Amount' | undefined;
  /** Base units to send, when the amount is valid. */
  readonly baseUnits: bigint | undefined;
  readonly canSubmit: boolean;
}

/**
 * The Withdraw form's rules (spec 000 §5): the recipient must be a valid address ('Invalid
 * Address'); the amount must be positive and not above the token's balance ('Invalid
 * Amount'); the button needs a token and both valid. Empty fields show no message yet.
 */
export const checkWithdraw = (token: WithdrawToken | undefined, recipient: string, amountText: string): WithdrawCheck => {
  const recipientError = recipient !== '' && !isValidAddress(recipient) ? 'Invalid Address' : undefined;
  let baseUnits: bigint | undefined;
  if (token && isNumericAmount(amountText)) baseUnits = toBaseUnits(amountText, token.decimals);
  const amountValid = token !== undefined && baseUnits !== undefined && baseUnits > 0n && baseUnits <= token.amount;
  const amountError = amountText !== '' && !amountValid ? 'Invalid Amount' : undefined;
  return {
    recipientError,
    amountError,
    baseUnits: amountValid ? baseUnits : undefined,
    canSubmit: token !== undefined && recipient !== '' && recipientError === undefined && amountValid,
  };
};

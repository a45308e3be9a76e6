import { JLP_DECIMALS, JLP_LOAN_LTV_BPS, jlpLoanHealth, jlpLoanLimit, tokensOfUsd, usdOfTokens } from '../catalogues/jlpPool';
import { MAX_AMOUNT_TEXT_LENGTH, fromBaseUnits, isNumericAmount, toBaseUnits } from '../swap/baseUnits';

/**
 * The JLP loan forms as a model: from the action, the amount typed, the loan and the JLP price
 * the page shows, and the wallet's balances, the signed changes to ask for, the health they
 * leave, the most the action allows, what is wrong, and the button. The limits are the stated
 * loan-to-value limit at the price shown; the pool checks again when the change runs.
 */
export type LoanAction = 'open' | 'borrow' | 'repay' | 'add' | 'remove';

const USDC_DECIMALS = 6;
/** A whole repayment asks for 0.1 % more than the debt shown (interest accrues until it lands); the pool takes only what is owed. */
const REPAY_ALL_SLACK_BPS = 10n;

export interface LoanFormInput {
  readonly action: LoanAction;
  /** JLP for open, add and remove; USDC for borrow and repay. */
  readonly text: string;
  /** Open only: the USDC to borrow with the new collateral. */
  readonly borrowText?: string;
  /** The loan as shown (undefined for a new one): JLP and USDC base units. */
  readonly loan: { readonly collateral: bigint; readonly debt: bigint } | undefined;
  /** The JLP price shown, micro-USD. */
  readonly priceMicro: bigint;
  readonly jlpBalance: bigint | undefined;
  readonly usdcBalance: bigint | undefined;
  readonly connected: boolean;
  readonly busy: boolean;
}

export interface LoanFormModel {
  /** Signed changes to ask for: JLP collateral, USDC debt. */
  readonly collateral: bigint;
  readonly debt: bigint;
  readonly repayAll: boolean;
  /** The most the action allows now (in what is typed), undefined while unknown. */
  readonly max: bigint | undefined;
  /** The health ratio after the change (0 without debt; 1 is liquidation). */
  readonly nextHealth: number | null;
  readonly problem: string | undefined;
  readonly button: { readonly label: string; readonly enabled: boolean };
}

const LABELS: Readonly<Record<LoanAction, string>> = {
  open: 'Open loan',
  borrow: 'Borrow',
  repay: 'Repay',
  add: 'Add collateral',
  remove: 'Remove collateral',
};

/** USDC base units a loan of `collateral` JLP owing `debt` may still borrow at `priceMicro`: its limit less its debt, never below 0. */
export const loanHeadroom = (collateral: bigint, debt: bigint, priceMicro: bigint): bigint => {
  const room = jlpLoanLimit(usdOfTokens(collateral, JLP_DECIMALS, priceMicro)) - debt;
  return room > 0n ? room : 0n;
};

const parse = (text: string, decimals: number): bigint | 'bad' | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > MAX_AMOUNT_TEXT_LENGTH || !isNumericAmount(trimmed)) return 'bad';
  return toBaseUnits(trimmed, decimals);
};

export const loanFormModel = (input: LoanFormInput): LoanFormModel => {
  const collateralNow = input.loan?.collateral ?? 0n;
  const debtNow = input.loan?.debt ?? 0n;
  const worth = (jlp: bigint) => usdOfTokens(jlp, JLP_DECIMALS, input.priceMicro);
  const headroom = (jlp: bigint, debt: bigint) => loanHeadroom(jlp, debt, input.priceMicro);
  const typedDecimals = input.action === 'borrow' || input.action === 'repay' ? USDC_DECIMALS : JLP_DECIMALS;
  const amount = parse(input.text, typedDecimals);
  const borrowAmount = input.action === 'open' ? parse(input.borrowText ?? '', USDC_DECIMALS) : undefined;
  const value = amount === 'bad' || amount === undefined ? 0n : amount;
  const borrowValue = borrowAmount === 'bad' || borrowAmount === undefined ? 0n : borrowAmount;
  // The JLP a debt needs at the limit, rounded up: what a withdrawal must leave.
  const needed =
    debtNow > 0n && input.priceMicro > 0n
      ? tokensOfUsd((debtNow * 10_000n + JLP_LOAN_LTV_BPS - 1n) / JLP_LOAN_LTV_BPS, JLP_DECIMALS, input.priceMicro) + 1n
      : 0n;
  const max: bigint | undefined = (() => {
    switch (input.action) {
      case 'open':
      case 'add':
        return input.jlpBalance;
      case 'borrow':
        return headroom(collateralNow, debtNow);
      case 'repay':
        return input.usdcBalance === undefined ? undefined : debtNow < input.usdcBalance ? debtNow : input.usdcBalance;
      case 'remove':
        return collateralNow > needed ? collateralNow - needed : 0n;
    }
  })();
  const repayAll = input.action === 'repay' && value > 0n && value >= debtNow;
  const changes = (() => {
    switch (input.action) {
      case 'open':
        return { collateral: value, debt: borrowValue };
      case 'add':
        return { collateral: value, debt: 0n };
      case 'remove':
        return { collateral: -value, debt: 0n };
      case 'borrow':
        return { collateral: 0n, debt: value };
      case 'repay':
        return { collateral: 0n, debt: repayAll ? -((debtNow * (10_000n + REPAY_ALL_SLACK_BPS)) / 10_000n + 1n) : -value };
    }
  })();
  const collateralNext = collateralNow + changes.collateral;
  const debtNext = repayAll ? 0n : debtNow + changes.debt;
  const nextHealth = jlpLoanHealth(debtNext > 0n ? debtNext : 0n, worth(collateralNext > 0n ? collateralNext : 0n));
  const usdc = (units: bigint) => `${fromBaseUnits(units, USDC_DECIMALS)} USDC`;
  const problem = (() => {
    if (amount === 'bad' || borrowAmount === 'bad') return 'Enter an amount as digits, like 12.5';
    if (amount === undefined) return undefined;
    if (value <= 0n && !(input.action === 'open' && borrowValue > 0n)) return 'Enter an amount above 0';
    if (input.action === 'open' && value <= 0n) return 'A new loan needs JLP as collateral';
    if ((input.action === 'open' || input.action === 'add') && input.jlpBalance !== undefined && value > input.jlpBalance) return 'Insufficient JLP balance';
    if (input.action === 'repay' && debtNow === 0n) return 'Nothing to repay';
    if (input.action === 'repay' && input.usdcBalance !== undefined && value > input.usdcBalance) return 'Insufficient USDC balance';
    if (input.action === 'remove' && value > collateralNow) return 'More than your collateral';
    if (input.priceMicro <= 0n) return 'No JLP price right now';
    if (debtNext > 0n && debtNext > jlpLoanLimit(worth(collateralNext))) {
      const room = headroom(collateralNext, debtNow);
      return input.action === 'remove' ? 'The loan would pass its loan-to-value limit' : `Borrow limit exceeded: at most ${usdc(room)}`;
    }
    return undefined;
  })();
  const label = !input.connected ? 'Connect a wallet' : input.busy ? 'Working…' : amount === undefined ? 'Enter an amount' : (problem ?? LABELS[input.action]);
  const ready = amount !== undefined && problem === undefined && (changes.collateral !== 0n || changes.debt !== 0n);
  return { ...changes, repayAll, max, nextHealth, problem, button: { label, enabled: input.connected && !input.busy && ready } };
};

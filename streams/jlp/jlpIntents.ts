import { JLP_DECIMALS, JLP_MINT } from '../catalogues/jlpPool';
import { JLP_PROGRAM, jlpAdd, jlpLoan, jlpRemove } from '../instructions/jlp';
import { type TermCheck, change, same, tokens, verifyTerms, yourWallet } from '../lend/termChecks';
import type { WriteIntent } from '../tx/intent';
import { shortAddress } from '../tx/intent';
import type { JlpBuyRequest, JlpLoanRequest, JlpSellRequest } from './jlpRequests';

/**
 * The JLP writes' intents: made from the form before the Perps API is asked, and compared term by
 * term with the one jlp.add.v1 / jlp.remove.v1 instruction of the transaction it answers.
 */
const jlpWords = tokens(JLP_DECIMALS, 'JLP');

export const buyIntent = (request: JlpBuyRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const amount = tokens(request.token.decimals, request.token.symbol);
  return {
    summary: `Buy at least ${jlpWords(request.minJlp)} with ${amount(request.amount)}`,
    verify: verifyTerms(JLP_PROGRAM, jlpAdd.decode, 'JLP purchase', (terms) => [
      yourWallet("the purchase's owner", wallet, terms.owner),
      same('the token paid', request.token.mint, terms.inputMint, shortAddress),
      same('the amount paid', request.amount, terms.amount, amount),
      {
        holds: terms.jlpOut >= request.minJlp,
        what: 'the JLP minted',
        found: jlpWords(terms.jlpOut),
        wanted: `less than the ${jlpWords(request.minJlp)} you accepted`,
      },
      yourWallet("the JLP's recipient", wallet, terms.recipient),
    ]),
  };
};

export const sellIntent = (request: JlpSellRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const amount = tokens(request.token.decimals, request.token.symbol);
  return {
    summary: `Sell ${jlpWords(request.jlp)} for at least ${amount(request.minOut)}`,
    verify: verifyTerms(JLP_PROGRAM, jlpRemove.decode, 'JLP sale', (terms) => [
      yourWallet("the sale's owner", wallet, terms.owner),
      same('the JLP sold', request.jlp, terms.jlpIn, jlpWords),
      same('the token received', request.token.mint, terms.outputMint, shortAddress),
      {
        holds: terms.amount >= request.minOut,
        what: 'the payout',
        found: amount(terms.amount),
        wanted: `less than the ${amount(request.minOut)} you accepted`,
      },
      yourWallet("the payout's recipient", wallet, terms.recipient),
    ]),
  };
};

export { JLP_MINT };

const USDC_DECIMALS = 6;
const usdcWords = tokens(USDC_DECIMALS, 'USDC');

const loanWords = (request: JlpLoanRequest): string => {
  const parts: string[] = [];
  if (request.collateral > 0n) parts.push(`supply ${jlpWords(request.collateral)}`);
  if (request.collateral < 0n) parts.push(`withdraw ${jlpWords(-request.collateral)} of collateral`);
  if (request.debt > 0n) parts.push(`borrow ${usdcWords(request.debt)}`);
  if (request.debt < 0n) parts.push(request.repayAll ? `repay all your USDC debt (at most ${usdcWords(-request.debt)})` : `repay ${usdcWords(-request.debt)}`);
  const text = `${parts.join(' and ') || 'change nothing'} ${request.loanId === 0 ? 'in a new JLP loan' : `on JLP loan #${request.loanId}`}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

const loanCheck = (request: JlpLoanRequest, terms: { readonly loan: number; readonly open: 'new' | 'existing' }): TermCheck =>
  request.loanId === 0
    ? { holds: terms.open === 'new', what: 'the loan', found: `#${terms.loan}`, wanted: 'not the new one you asked for' }
    : {
        holds: terms.open === 'existing' && terms.loan === request.loanId,
        what: 'the loan',
        found: `${terms.open === 'new' ? 'a new loan ' : ''}#${terms.loan}`,
        wanted: `not the #${request.loanId} you asked for`,
      };

/** Borrow, repay, add or remove collateral: the loan asked, both changes exactly as asked (a whole repayment: no more than asked), the payout to the wallet. */
export const loanIntent = (request: JlpLoanRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  return {
    summary: loanWords(request),
    verify: verifyTerms(JLP_PROGRAM, jlpLoan.decode, 'JLP loan change', (terms) => [
      yourWallet("the loan's owner", wallet, terms.owner),
      loanCheck(request, terms),
      same('the collateral change', request.collateral, terms.collateral, change(JLP_DECIMALS, 'JLP')),
      request.repayAll
        ? {
            holds: terms.debt < 0n && terms.debt >= request.debt,
            what: 'the debt change',
            found: change(USDC_DECIMALS, 'USDC')(terms.debt),
            wanted: `not a repayment of at most ${usdcWords(-request.debt)}`,
          }
        : same('the debt change', request.debt, terms.debt, change(USDC_DECIMALS, 'USDC')),
      yourWallet("the payout's recipient", wallet, terms.recipient),
    ]),
  };
};

import { LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM, earnDeposit, earnWithdraw, vaultOperate } from '../instructions/lend';
import type { WriteIntent } from '../tx/intent';
import { shortAddress } from '../tx/intent';
import type { DepositRequest, OperateRequest, WithdrawRequest } from './lendRequests';
import { maxWithdrawShares } from './shareBounds';
import { type TermCheck, change, same, tokens, verifyTerms, yourWallet } from './termChecks';

/**
 * The lend writes' intents (issue 23): made from the form's request before the Lend API is
 * asked, and compared term by term with the lend program's one instruction in the transaction
 * it answers (streams/instructions/lend.ts), whatever wallet signs.
 */

const shares = (decimals: number) => tokens(decimals, 'shares');

/** Deposit: the asset and amount asked, at least the shares the vault's rate gave, to the wallet. */
export const depositIntent = (request: DepositRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const amount = tokens(request.decimals, request.symbol);
  const minted = shares(request.decimals);
  return {
    summary: `Deposit ${amount(request.amount)} into Lend for at least ${minted(request.minShares)}`,
    verify: verifyTerms(LEND_EARN_PROGRAM, earnDeposit.decode, 'lend deposit', (terms) => [
      yourWallet("the deposit's owner", wallet, terms.owner),
      same('the deposited token', request.assetMint, terms.asset, shortAddress),
      same('the deposit', request.amount, terms.amount, amount),
      {
        holds: terms.shares >= request.minShares,
        what: 'the share amount minted',
        found: minted(terms.shares),
        wanted: `fewer than the ${minted(request.minShares)} ${amount(request.amount)} buys at the vault's rate`,
      },
      yourWallet("the shares' recipient", wallet, terms.recipient),
    ]),
  };
};

/**
 * Withdraw: the asset, the amount asked (everything: at least the position as shown), no more
 * shares burned than that amount is worth at the rate shown, the assets to the wallet.
 */
export const withdrawIntent = (request: WithdrawRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const amount = tokens(request.decimals, request.symbol);
  const burned = shares(request.decimals);
  const most = maxWithdrawShares(request.amount, request);
  const all = request.amount === undefined;
  return {
    summary: all ? `Withdraw all your ${request.symbol} from Lend (at least ${amount(request.assets)})` : `Withdraw ${amount(request.amount ?? 0n)} from Lend`,
    verify: verifyTerms(LEND_EARN_PROGRAM, earnWithdraw.decode, 'lend withdrawal', (terms) => [
      yourWallet("the withdrawal's owner", wallet, terms.owner),
      same('the withdrawn token', request.assetMint, terms.asset, shortAddress),
      request.amount === undefined
        ? {
            holds: terms.amount >= request.assets,
            what: 'the withdrawal',
            found: amount(terms.amount),
            wanted: `less than the ${amount(request.assets)} your position was worth`,
          }
        : same('the withdrawal', request.amount, terms.amount, amount),
      {
        holds: terms.shares <= most,
        what: 'the share amount burned',
        found: burned(terms.shares),
        wanted: `more than the ${burned(most)} ${all ? 'you hold' : `${amount(request.amount ?? 0n)} is worth`}`,
      },
      yourWallet("the withdrawal's recipient", wallet, terms.recipient),
    ]),
  };
};

const operateWords = (request: OperateRequest): string => {
  const { supply, borrow } = request;
  const parts: string[] = [];
  if (request.collateral > 0n) parts.push(`supply ${tokens(supply.decimals, supply.symbol)(request.collateral)}`);
  if (request.collateral < 0n) parts.push(`withdraw ${tokens(supply.decimals, supply.symbol)(-request.collateral)} of collateral`);
  if (request.debt > 0n) parts.push(`borrow ${tokens(borrow.decimals, borrow.symbol)(request.debt)}`);
  if (request.debt < 0n)
    parts.push(
      request.repayAll
        ? `repay all your ${borrow.symbol} debt (at most ${tokens(borrow.decimals, borrow.symbol)(-request.debt)})`
        : `repay ${tokens(borrow.decimals, borrow.symbol)(-request.debt)}`,
    );
  const text = `${parts.join(' and ') || 'change nothing'} ${request.positionId === 0 ? `in a new ${supply.symbol} → ${borrow.symbol} loan` : `on loan #${request.positionId}`}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
};

/** The position asked for: a new one, or that one. */
const positionCheck = (request: OperateRequest, terms: { readonly position: number; readonly open: 'new' | 'existing' }): TermCheck => {
  const show = (open: 'new' | 'existing', position: number) => (open === 'new' ? `a new position (#${position})` : `#${position}`);
  return request.positionId === 0
    ? { holds: terms.open === 'new', what: 'the position', found: show(terms.open, terms.position), wanted: 'not the new one you asked for' }
    : {
        holds: terms.open === 'existing' && terms.position === request.positionId,
        what: 'the position',
        found: show(terms.open, terms.position),
        wanted: `not the #${request.positionId} you asked for`,
      };
};

/**
 * Borrow, repay, add or withdraw collateral (/borrow/operate): the vault and position asked, the
 * collateral change and the debt change exactly as asked (a whole repayment: a repayment of no
 * more than asked, the service taking what is owed), the payout to the wallet.
 */
export const operateIntent = (request: OperateRequest): WriteIntent => {
  const wallet = request.signer.publicKey;
  const collateral = change(request.supply.decimals, request.supply.symbol);
  const debt = change(request.borrow.decimals, request.borrow.symbol);
  return {
    summary: operateWords(request),
    verify: verifyTerms(LEND_BORROW_PROGRAM, vaultOperate.decode, 'loan change', (terms) => [
      yourWallet("the position's owner", wallet, terms.owner),
      same('the vault', request.vaultId, terms.vault, (id) => `#${id}`),
      positionCheck(request, terms),
      same('the collateral change', request.collateral, terms.collateral, collateral),
      request.repayAll
        ? {
            holds: terms.debt < 0n && terms.debt >= request.debt,
            what: 'the debt change',
            found: debt(terms.debt),
            wanted: `not a repayment of at most ${tokens(request.borrow.decimals, request.borrow.symbol)(-request.debt)}`,
          }
        : same('the debt change', request.debt, terms.debt, debt),
      yourWallet("the payout's recipient", wallet, terms.recipient),
    ]),
  };
};

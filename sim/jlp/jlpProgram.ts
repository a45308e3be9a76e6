import { JLP_MINT, jlpCustodyOf, usdOfTokens } from '../../streams/catalogues';
import { JLP_PROGRAM, decodeJlp } from '../../streams/instructions';
import type { LandedTransaction, ProgramFailure } from '../ledger';
import { programFailure } from './programFailure';
import { requestsIn } from '../perps/requests';
import { poolView, priceMicroOf } from './aum';
import type { JlpDeps } from './jlpDeps';
import { quoteAdd, quoteRemove } from './jlpQuote';
import { applyLoanLanding, loanCheck } from './loanProgram';

/**
 * The pool's side of the perps program (the stand-in's check dispatches JLP terms here): it
 * refuses a mint or burn it cannot honour, and records what landed from the landed terms alone.
 * Loans are the loan side's (loanProgram.ts). Terms more than 1 % better for the user than the pool's price when they run are refused, so a
 * stale or forged build cannot drain the pool; the user's own bound is the app's check.
 */

export const JLP_ERRORS = {
  custody: programFailure(6010, 'InvalidCustody', 'The pool has no custody for this token'),
  zero: programFailure(6011, 'ZeroAmount', 'The amounts must be more than 0'),
  price: programFailure(6012, 'PriceSlippage', 'The terms are past the pool price'),
} as const;

/** 1 %: how far a build's terms may be from the pool's price when they run. */
const TOLERANCE_BPS = 100n;
const within = (asked: bigint, fair: bigint) => asked * 10_000n <= fair * (10_000n + TOLERANCE_BPS);

/** True for data that is a JLP instruction (the perps program's other data is its requests'). */
export const isJlpData = (data: Uint8Array) => decodeJlp(data) !== undefined;

export const jlpCheck =
  (deps: JlpDeps) =>
  (data: Uint8Array): ProgramFailure | undefined => {
    const found = decodeJlp(data);
    if (!found) return undefined;
    const pool = poolView(deps);
    if (found.instruction === 'add') {
      const terms = found.value;
      if (!jlpCustodyOf(terms.inputMint)) return JLP_ERRORS.custody;
      if (terms.amount === 0n || terms.jlpOut === 0n) return JLP_ERRORS.zero;
      const fair = quoteAdd(pool, terms.inputMint, terms.amount);
      return fair.ok && within(terms.jlpOut, fair.value.jlpOut) ? undefined : JLP_ERRORS.price;
    }
    if (found.instruction === 'loan') return found.value.collateral === 0n && found.value.debt === 0n ? JLP_ERRORS.zero : loanCheck(deps, found.value);
    const terms = found.value;
    if (!jlpCustodyOf(terms.outputMint)) return JLP_ERRORS.custody;
    if (terms.amount === 0n || terms.jlpIn === 0n) return JLP_ERRORS.zero;
    const fair = quoteRemove(pool, terms.outputMint, terms.jlpIn);
    return fair.ok && within(terms.amount, fair.value.amount) ? undefined : JLP_ERRORS.price;
  };

type Found = NonNullable<ReturnType<typeof decodeJlp>>;

/** The JLP instructions of a landed transaction that the wallet they name and the custody both signed (the only two accounts). */
export const jlpInstructionsIn = (record: LandedTransaction, custody: string): Found[] => {
  if (record.meta.err !== null && record.meta.err !== undefined) return [];
  return record.tx.message.instructions.flatMap((instruction) => {
    if (record.accountKeys[instruction.programIdIndex] !== JLP_PROGRAM) return [];
    const found = decodeJlp(instruction.data);
    const accounts = instruction.accounts.map((index) => record.accountKeys[index]);
    return found && accounts.length === 2 && accounts[0] === found.value.owner && accounts[1] === custody ? [found] : [];
  });
};

/**
 * After a transaction lands: JLP minted or burned moves the supply, and the buyer's cost (the
 * input's worth when it landed) or the seller's (down in proportion to the JLP sold). Perps
 * requests make their owner a trader the pool backs, and their fees (as the keeper recorded
 * them) are the pool's.
 */
export const applyJlpLanding = (deps: JlpDeps, record: LandedTransaction) => {
  for (const found of jlpInstructionsIn(record, deps.custody.address)) {
    if (found.instruction === 'add') {
      const { owner, inputMint, amount, jlpOut } = found.value;
      const spec = jlpCustodyOf(inputMint);
      deps.state.addMinted(jlpOut);
      if (spec) deps.state.setCost(owner, deps.state.cost(owner) + usdOfTokens(amount, spec.decimals, priceMicroOf(deps, spec)));
    } else if (found.instruction === 'loan') {
      applyLoanLanding(deps, found.value);
    } else {
      const { owner, jlpIn } = found.value;
      deps.state.addMinted(-jlpIn);
      const before = deps.ledger.tokenBalance(owner, JLP_MINT) + jlpIn;
      const cost = deps.state.cost(owner);
      deps.state.setCost(owner, before > 0n ? cost - (cost * jlpIn) / before : 0n);
    }
  }
  const owners = new Set(requestsIn(record).map((request) => request.value.owner));
  for (const owner of owners) {
    deps.state.addTrader(owner);
    const fees = deps.wallets.perpsTrades(owner).filter((trade) => trade.txId === record.signature);
    const feeUsd = fees.reduce((sum, trade) => sum + Number(trade.feeUsd ?? 0), 0);
    if (Number.isFinite(feeUsd) && feeUsd > 0) deps.fees().record(deps.now(), BigInt(Math.round(feeUsd * 1_000_000)));
  }
};

import { JLP_DECIMALS, JLP_MINT, jlpCustodyOf } from '../../streams/catalogues';
import { JLP_PROGRAM, jlpAdd, jlpRemove } from '../../streams/instructions';
import { keypairFromSeed } from '../ledger/keys';
import {
  type BuiltLendTransaction,
  buildLendTransaction,
  burnShares,
  ensureAccount,
  lamportMove,
  mintShares,
  termsInstruction,
  tokenMove,
} from '../lend/lendTransaction';
import { SOL_MINT } from '../market/knownTokens';
import { heldBy, poolView } from './aum';
import { type JlpDeps, type JlpResult, fail } from './jlpDeps';
import { quoteAdd, quoteRemove } from './jlpQuote';

/**
 * Buying and selling JLP as transactions the user signs (the lend builds' shape: the pool's
 * side signed already). First after the compute budget, the jlp.add.v1 or jlp.remove.v1 terms
 * to the perps program, with the wallet and the custody as its two signing accounts; then the
 * moves they imply: the token into the custody and JLP minted to the wallet, or JLP burned and
 * the token paid out of the custody.
 */
const mintAuthorityOf = (deps: JlpDeps) => keypairFromSeed(deps.ledger.authoritySecretKey().slice(0, 32));

const moveIn = (owner: string, custody: string, mint: string, amount: bigint, decimals: number) =>
  mint === SOL_MINT ? lamportMove(owner, custody, amount) : tokenMove(owner, custody, mint, amount, decimals);

export const buildBuy = (deps: JlpDeps, owner: string, inputMint: string, amount: bigint): JlpResult<BuiltLendTransaction> => {
  const spec = jlpCustodyOf(inputMint);
  if (!spec || spec.mint !== inputMint) return fail(400, 'JLP is bought with SOL, ETH, BTC, USDC or USDT');
  const held = inputMint === SOL_MINT ? deps.ledger.getLamports(owner) : deps.ledger.tokenBalance(owner, inputMint);
  if (held < amount) return fail(400, `Insufficient ${spec.symbol} balance`);
  const quote = quoteAdd(poolView(deps), inputMint, amount);
  if (!quote.ok) return quote;
  const custody = deps.custody.address;
  const mintAuthority = mintAuthorityOf(deps);
  const terms = { owner, inputMint, amount, jlpOut: quote.value.jlpOut, feeBps: quote.value.feeBps, recipient: owner };
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [
      termsInstruction(JLP_PROGRAM, jlpAdd.encode(terms), owner, custody),
      ensureAccount(owner, terms.recipient, JLP_MINT),
      moveIn(owner, custody, inputMint, amount, spec.decimals),
      mintShares(JLP_MINT, terms.recipient, mintAuthority.address, terms.jlpOut),
    ],
    [mintAuthority, deps.custody.signer],
  );
  return { ok: true, value: built };
};

/** `jlpIn` undefined sells everything the wallet holds. */
export const buildSell = (deps: JlpDeps, owner: string, outputMint: string, jlpIn: bigint | undefined): JlpResult<BuiltLendTransaction> => {
  const spec = jlpCustodyOf(outputMint);
  if (!spec || spec.mint !== outputMint) return fail(400, 'JLP is sold for SOL, ETH, BTC, USDC or USDT');
  const held = deps.ledger.tokenBalance(owner, JLP_MINT);
  const amountIn = jlpIn ?? held;
  if (held <= 0n) return fail(400, 'No JLP to sell');
  if (amountIn > held) return fail(400, 'Insufficient JLP balance');
  const quote = quoteRemove(poolView(deps), outputMint, amountIn);
  if (!quote.ok) return quote;
  if (heldBy(deps, spec) < quote.value.amount) return fail(400, `The pool holds too little ${spec.symbol}`);
  const custody = deps.custody.address;
  const terms = { owner, jlpIn: amountIn, outputMint, amount: quote.value.amount, feeBps: quote.value.feeBps, recipient: owner };
  const payout =
    outputMint === SOL_MINT
      ? [lamportMove(custody, terms.recipient, terms.amount)]
      : [ensureAccount(owner, terms.recipient, outputMint), tokenMove(custody, terms.recipient, outputMint, terms.amount, spec.decimals)];
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [termsInstruction(JLP_PROGRAM, jlpRemove.encode(terms), owner, custody), burnShares(JLP_MINT, owner, amountIn, JLP_DECIMALS), ...payout],
    [deps.custody.signer],
  );
  return { ok: true, value: built };
};

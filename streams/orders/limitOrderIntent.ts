import { triggerCreate } from '../instructions/trigger';
import { TRIGGER_PROGRAM } from '../solana/programs';
import { type WriteIntent, firstDifference, theOnlyInstruction } from '../tx/intent';
import { type OrderTokens, amountIn, mintWords, notYourWallet, unixTimeWords } from './orderIntentWords';

/** What the user asked a limit order to be: the form's terms, in base units. */
export interface LimitOrderAsk {
  /** The wallet: it owns the order and gets what it buys. */
  readonly owner: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly makingAmount: bigint;
  readonly takingAmount: bigint;
  /** Unix seconds; null: never. */
  readonly expiredAt: bigint | null;
  readonly tokens: OrderTokens;
}

/** The app never asks for slippage on a limit order: it fills at the rate or better. */
const NO_SLIPPAGE = 0;

/**
 * The intent of 'Place Limit Order' (issue 23): the Trigger create instruction must be the one
 * in the transaction and say exactly what the form asked, since the order acts later, after
 * the balance checks have seen only its deposit: owner and receiver the wallet, both mints,
 * both amounts (the rate), no slippage, the expiry, SOL paid as SOL.
 */
export const limitOrderIntent = (ask: LimitOrderAsk): WriteIntent => {
  const input = amountIn(ask.tokens.input);
  const output = amountIn(ask.tokens.output);
  const mint = mintWords({ [ask.inputMint]: ask.tokens.input.symbol, [ask.outputMint]: ask.tokens.output.symbol });
  const expiry = ask.expiredAt === null ? 'never expires' : `expires ${unixTimeWords(ask.expiredAt)}`;
  return {
    summary: `Limit order: sell ${input(ask.makingAmount)} for ${output(ask.takingAmount)} into your wallet; it ${expiry}`,
    verify: (tx) => {
      const found = theOnlyInstruction(tx, TRIGGER_PROGRAM, triggerCreate.decode, 'limit order');
      if (!found.ok) return found.reason;
      const order = found.value;
      return (
        notYourWallet(ask.owner, [
          ["the order's owner", order.maker],
          ["the order's receiver", order.receiver],
        ]) ??
        firstDifference([
          ['the token the order sells', ask.inputMint, order.inputMint, mint],
          ['the token the order buys', ask.outputMint, order.outputMint, mint],
          ['the amount the order sells', ask.makingAmount, order.makingAmount, input],
          ['the amount the order buys', ask.takingAmount, order.takingAmount, output],
          ["the order's slippage (bps)", NO_SLIPPAGE, order.slippageBps],
          ["the order's expiry", ask.expiredAt, order.expiredAt, unixTimeWords],
          ['how the order pays SOL', 'native', order.sol],
        ])
      );
    },
  };
};

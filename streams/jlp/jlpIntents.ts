import { JLP_DECIMALS, JLP_MINT } from '../catalogues/jlpPool';
import { JLP_PROGRAM, jlpAdd, jlpRemove } from '../instructions/jlp';
import { tokens, verifyTerms, yourWallet, same } from '../lend/termChecks';
import type { WriteIntent } from '../tx/intent';
import { shortAddress } from '../tx/intent';
import type { JlpBuyRequest, JlpSellRequest } from './jlpRequests';

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

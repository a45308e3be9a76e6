import { STUDIO_LAUNCH_FEE_LAMPORTS, STUDIO_PROGRAM, studioLaunch, supplyBaseUnits } from '../instructions/studio';
import { same, tokens, verifyTerms, yourWallet } from '../lend/termChecks';
import { groupDigits } from '../schemas/studio';
import type { WriteIntent } from '../tx/intent';
import type { LaunchRequest } from './launchRules';

const sol = tokens(9, 'SOL');

/**
 * A launch's intent, made from the form: the creator and the first buy's recipient are the
 * wallet, the supply, the studio's fee and the first buy are what the form says, and the first
 * buy gets at least the form's minimum, compared with the launch program's one instruction in
 * the transaction the studio answers.
 */
export const launchIntent = (request: LaunchRequest, wallet: string): WriteIntent => {
  const token = tokens(6, request.symbol);
  const buy = request.firstBuy > 0n ? `, first buy ${sol(request.firstBuy)} for at least ${token(request.minTokens)}` : '';
  return {
    summary: `Launch ${request.symbol}: ${groupDigits(request.supply)} tokens, fee ${sol(STUDIO_LAUNCH_FEE_LAMPORTS)}${buy}`,
    verify: verifyTerms(STUDIO_PROGRAM, studioLaunch.decode, 'launch', (terms) => [
      yourWallet('the creator', wallet, terms.creator),
      yourWallet("the first buy's recipient", wallet, terms.recipient),
      same('the supply', supplyBaseUnits(request.supply), terms.supply, token),
      same("the studio's fee", STUDIO_LAUNCH_FEE_LAMPORTS, terms.fee, sol),
      same('the first buy', request.firstBuy, terms.firstBuy, sol),
      {
        holds: terms.tokensOut >= request.minTokens,
        what: 'what the first buy gets',
        found: token(terms.tokensOut),
        wanted: `not the at least ${token(request.minTokens)} you asked for`,
      },
    ]),
  };
};

import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import { type TxNeeds, txFeature } from '../tx/feature';
import { withSessionSigner } from '../tx/withSigner';
import type { WalletSession } from '../wallet/walletSession';
import { createJlpCommands } from './jlpCommands';
import { createJlpReads } from './jlpReads';
import type { JlpBuyRequest, JlpLoanRequest, JlpSellRequest } from './jlpRequests';

export { JLP_SLIPPAGE_BPS, type JlpQuote, quoteBuy, quoteSell } from './jlpQuote';
export type { JlpToken } from './jlpRequests';
export type { JlpCustody, JlpLoan, JlpLoans, JlpPool, JlpPosition, LiquidationNotice } from './schemas';

/**
 * JLP as a feature built on first use (its page brings its code): the pool and the wallet's
 * position, read every T70 while shown, and the buy and sell writes, signed with the connected
 * wallet; after one ends, the pool, the position and the wallet's holdings are read again.
 */
export const jlpFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & {
    readonly rpc: SolanaRpc;
    readonly session: WalletSession;
    readonly refresh: (owner: string) => void;
  },
  features: FeatureRegistry<TxNeeds>,
) => {
  const { http, scheduler, logger, config, rpc, session, refresh } = deps;
  const perpsApi = config.endpoints.perpsApi;
  const reads = createJlpReads({ http, perpsApi, scheduler });
  const tx = features.get(txFeature);
  const commands = createJlpCommands({
    http,
    perpsApi,
    commands: tx.commands,
    latestBlockhash: () => rpc.getLatestBlockhash('confirmed'),
    logger,
    onFinal: (owner) => {
      reads.invalidate(owner);
      refresh(owner);
    },
  });
  const withSigner = withSessionSigner(session);
  return {
    pool$: reads.pool$,
    position$: reads.position$,
    loans$: reads.loans$,
    buy: (request: Omit<JlpBuyRequest, 'signer'>) => withSigner<JlpBuyRequest>(request, commands.buy),
    sell: (request: Omit<JlpSellRequest, 'signer'>) => withSigner<JlpSellRequest>(request, commands.sell),
    operateLoan: (request: Omit<JlpLoanRequest, 'signer'>) => withSigner<JlpLoanRequest>(request, commands.operateLoan),
    busy$: tx.commands.busy$,
  };
};

export type Jlp = ReturnType<typeof jlpFeature>;

export { type JlpFormInput, type JlpFormModel, type JlpMode, jlpFormModel } from './jlpForm';
export { type LoanAction, type LoanFormInput, type LoanFormModel, loanFormModel, loanHeadroom } from './loanForm';

import type { BalanceChange, TransactionDetails, TransactionViewState } from '@streams/transactionPage';
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { TokenIcon } from '@/components/TokenIcon';
import { shortAddress } from '@/format/address';
import { formatInteger, formatUsd } from '@/format/number';
import { useAppConfig } from '@/hooks/facades';
import { useCopy } from '@/hooks/useCopy';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import styles from './TransactionPage.module.css';
import { confirmationText, errorText, formatBlockTime, formatChange } from './transactionFormat';
import { useTransactionPage, useTransactionView } from './useTransactionPage';

const AccountLink = ({ address }: { readonly address: string }) => (
  <Link to={`/portfolio/${encodeURIComponent(address)}`} className={styles.mono} title={address}>
    {shortAddress(address)}
  </Link>
);

/** One owner's change in one token: the token's symbol and icon and today's USD value as they arrive. */
const ChangeRow = ({ change }: { readonly change: BalanceChange }) => {
  const page = useTransactionPage();
  const token = useObservableState(useMemo(() => page.token$(change.mint), [page, change.mint]));
  const amount = Number(change.change) / 10 ** change.decimals;
  return (
    <tr>
      <td>
        <AccountLink address={change.owner} />
      </td>
      <td>
        <span className={styles.token}>
          <TokenIcon icon={token?.icon} size={20} />
          {token?.symbol ?? shortAddress(change.mint)}
        </span>
      </td>
      <td className={change.change < 0n ? styles.down : styles.up}>{formatChange(change.change, change.decimals)}</td>
      <td>{token?.usd === undefined ? '–' : formatUsd(amount * token.usd)}</td>
    </tr>
  );
};

const Facts = ({ details, state }: { readonly details: TransactionDetails; readonly state: Extract<TransactionViewState, { status: 'ready' }> }) => {
  const failed = details.err !== null && details.err !== undefined;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Result</dt>
        <dd className={failed ? styles.down : styles.up}>{failed ? `Failed: ${errorText(details.err)}` : 'Success'}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd data-testid="transaction-status">{confirmationText(state.confirmation, state.confirmations)}</dd>
      </div>
      <div>
        <dt>Slot</dt>
        <dd>{formatInteger(details.slot)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatBlockTime(details.blockTime)}</dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>{formatChange(details.fee, 9).slice(1)} SOL</dd>
      </div>
      <div>
        <dt>{details.signers.length === 1 ? 'Signer' : 'Signers'}</dt>
        <dd className={styles.signers}>
          {details.signers.map((signer) => (
            <AccountLink key={signer} address={signer} />
          ))}
        </dd>
      </div>
    </dl>
  );
};

const Details = ({ state }: { readonly state: Extract<TransactionViewState, { status: 'ready' }> }) => {
  const { details } = state;
  return (
    <>
      <Facts details={details} state={state} />
      <section className={styles.panel} aria-labelledby="tx-changes">
        <h2 id="tx-changes">Balance changes</h2>
        {details.changes.length === 0 ? (
          <p className={styles.muted}>No balance changed.</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Token</th>
                  <th scope="col">Change</th>
                  <th scope="col">Value now</th>
                </tr>
              </thead>
              <tbody>
                {details.changes.map((change) => (
                  <ChangeRow key={`${change.owner}:${change.mint}`} change={change} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className={styles.muted}>Values at today's price. The fee payer's SOL change includes the fee.</p>
      </section>
      <section className={styles.panel} aria-labelledby="tx-instructions">
        <h2 id="tx-instructions">Instructions</h2>
        <ol className={styles.instructions}>
          {details.instructions.map((instruction, index) => (
            // Instructions have no id: their place in the transaction is theirs.
            <li key={index}>
              <strong>{instruction.programName ?? 'Unknown program'}</strong>{' '}
              <span className={styles.mono} title={instruction.programId}>
                {shortAddress(instruction.programId)}
              </span>
              <span className={styles.muted}>
                {' '}
                · {instruction.accounts.length} account{instruction.accounts.length === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
};

const Status = ({ state, network }: { readonly state: TransactionViewState; readonly network: string }) => {
  switch (state.status) {
    case 'invalid':
      return (
        <p className={styles.notice} role="alert">
          This is not a transaction signature.
        </p>
      );
    case 'searching':
      return (
        <p className={styles.notice} role="status">
          Looking for this transaction on {network}… A transaction just sent takes a few seconds to be readable.
        </p>
      );
    case 'not-found':
      return (
        <p className={styles.notice} role="alert">
          No transaction with this signature on {network}: it did not land, or it expired before it did.
        </p>
      );
    case 'unreachable':
      return (
        <p className={styles.notice} role="alert">
          The RPC could not be read ({state.message}). Trying again…
        </p>
      );
    case 'ready':
      return <Details state={state} />;
  }
};

/** /transaction/{signature} (issue 28): the app's own view of a transaction, read from the RPC. */
export const TransactionPage = () => {
  const signature = useParams().signature ?? '';
  const state = useTransactionView(signature);
  const config = useAppConfig();
  const explorer = useExplorerLinks();
  const { copied, copy } = useCopy(`transaction:${signature}`, signature);
  const network = config.profile === 'sim' ? 'the simulator' : 'Solana mainnet';
  return (
    <div className={styles.page}>
      <PageMeta title="Transaction" description="One transaction: status, fee, balance changes and instructions." />
      <h1 className={styles.title}>Transaction</h1>
      <p className={styles.signature}>
        <span className={styles.mono} data-testid="transaction-signature">
          {signature}
        </span>
        {state.status !== 'invalid' && (
          <button type="button" className={styles.copy} onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        )}
      </p>
      <Status state={state} network={network} />
      {state.status !== 'invalid' && explorer.readsChain() && (
        <a className={styles.explorer} href={explorer.explorerTx(signature)} target="_blank" rel="noopener noreferrer">
          Open in {explorer.name()}
        </a>
      )}
    </div>
  );
};

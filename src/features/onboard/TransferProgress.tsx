import type { Transfer } from '@streams/schemas';
import { Link } from 'react-router';
import lend from '@/features/lend/Lend.module.css';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatCents, formatExact, formatSeconds } from './onboardFormat';
import styles from './Onboard.module.css';
import { useMethods, useTransferWatch } from './useOnboard';

const STEP_WORDS: Readonly<Record<Transfer['steps'][number]['status'], string>> = { done: 'done', active: 'in progress', waiting: 'waiting', failed: 'failed' };

const headline = (transfer: Transfer) => {
  const receive = formatExact(transfer.amountOut, transfer.decimals, transfer.symbol);
  if (transfer.status === 'arrived') return `${receive} arrived in your wallet`;
  if (transfer.status === 'failed') return `${receive} did not arrive`;
  return `${receive} on the way: arrives in about ${formatSeconds(Math.ceil(transfer.remainingMs / 1000))}`;
};

const paid = (transfer: Transfer, chainName: string) =>
  transfer.kind === 'onramp'
    ? `Paid ${formatCents(transfer.amountIn)} by card, fees ${formatCents(transfer.fee)}`
    : `Sent ${formatExact(transfer.amountIn, transfer.decimals, transfer.symbol)} from ${chainName}, fee ${formatExact(transfer.fee, transfer.decimals, transfer.symbol)}`;

/** The steps of a transfer as the service reports them, each with its stated seconds. */
const Steps = ({ transfer }: { readonly transfer: Transfer }) => (
  <ol className={styles.steps} aria-label="Steps">
    {transfer.steps.map((step) => (
      <li key={step.key} className={styles.step} data-status={step.status}>
        <span className={styles.dot} aria-hidden="true" />
        <span>
          {step.label} <span className={jlp.hint}>({STEP_WORDS[step.status]})</span>
        </span>
        <span className={jlp.hint}>{formatSeconds(step.seconds)}</span>
      </li>
    ))}
  </ol>
);

/**
 * A transfer followed to its end (T67): where it is, the time left of what was stated, and
 * once it has arrived its Solana transaction, linked to the transaction page.
 */
export const TransferProgress = ({ id }: { readonly id: string }) => {
  const watch = useTransferWatch(id);
  const methods = useMethods();
  if (watch.status === 'loading') return <p className={jlp.notice}>Reading the transfer…</p>;
  if (watch.status === 'not-found') return <p className={jlp.notice}>The service no longer knows this transfer ({id}).</p>;
  if (watch.status === 'error') return <p className={lend.message}>{watch.message}</p>;
  const { transfer } = watch;
  const chainId = transfer.source?.chain;
  const chainName =
    (methods.status === 'ready' ? methods.value.chains.find((chain) => chain.id === chainId)?.name : undefined) ?? chainId ?? 'the source chain';
  return (
    <section className={jlp.panel} aria-label="Transfer progress" data-testid="transfer" data-status={transfer.status} data-stale={watch.stale || undefined}>
      <h3 className={jlp.subtitle}>{headline(transfer)}</h3>
      <p className={jlp.hint}>{paid(transfer, chainName)}</p>
      <Steps transfer={transfer} />
      {transfer.error && (
        <p className={lend.message} role="alert">
          {transfer.error}
        </p>
      )}
      {transfer.signature && (
        <Link className={`${jlp.chip} ${styles.start}`} to={`/transaction/${transfer.signature}`} data-testid="transfer-signature">
          View the Solana transaction
        </Link>
      )}
      {watch.stale && <p className={jlp.hint}>The last progress read failed; trying again…</p>}
    </section>
  );
};

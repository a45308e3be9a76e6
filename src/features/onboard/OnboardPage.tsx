import type { OnboardMethod } from '@streams/schemas';
import { Link } from 'react-router';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatCents, formatFee, formatSeconds } from './onboardFormat';
import { OnboardLayout } from './OnboardLayout';
import styles from './Onboard.module.css';
import { useMethods, useOnboard } from './useOnboard';

const ACTION: Readonly<Record<OnboardMethod['id'], string>> = {
  cctp: 'Compare bridges',
  debridge: 'Compare bridges',
  onramp: 'Buy with a card',
  cex: 'Show my deposit address',
};

/** One way in: what it costs and how long it takes, as the service states them. */
const MethodCard = ({ method }: { readonly method: OnboardMethod }) => (
  <li className={jlp.panel} data-testid={`method-${method.id}`}>
    <h2 className={jlp.subtitle}>{method.name}</h2>
    <p className={jlp.muted}>{method.summary}</p>
    <dl className={styles.facts}>
      <div>
        <dt>Fee</dt>
        <dd data-testid="method-fee">{formatFee(method.feeCents, method.feeBps, method.id === 'onramp')}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd data-testid="method-time">
          {method.seconds === null ? 'As your exchange takes' : `${method.id === 'onramp' ? '' : 'from '}${formatSeconds(method.seconds)}`}
        </dd>
      </div>
      <div>
        <dt>Minimum</dt>
        <dd>{method.minimumCents === null ? 'Your exchange’s' : formatCents(method.minimumCents)}</dd>
      </div>
    </dl>
    <Link className={`${jlp.button} ${styles.action}`} to={`/onboard/${method.id}`}>
      {ACTION[method.id]}
    </Link>
  </li>
);

/** /onboard: the ways to bring funds to Solana, each with its fee, time and minimum from the onboarding service. */
export const OnboardPage = () => {
  const onboard = useOnboard();
  const methods = useMethods();
  return (
    <OnboardLayout
      title="Onboard"
      heading="Bring funds to Solana"
      intro="Bridge USDC from another chain, buy SOL or USDC with a card, or deposit from an exchange."
      description="Bridge, buy with a card or deposit from an exchange."
    >
      {!onboard.available ? (
        <p className={jlp.notice}>Onboarding runs on the simulator: this network has no bridge or card provider wired to the app yet.</p>
      ) : methods.status === 'loading' ? (
        <p className={jlp.notice}>Loading the ways in…</p>
      ) : methods.status === 'error' ? (
        <p className={jlp.alert} role="alert">
          {methods.message}
        </p>
      ) : (
        <ul className={jlp.cards} aria-label="Ways in">
          {methods.value.methods.map((method) => (
            <MethodCard key={method.id} method={method} />
          ))}
        </ul>
      )}
    </OnboardLayout>
  );
};

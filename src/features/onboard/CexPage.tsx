import { ONBOARD_METHOD_TITLES } from '@/app/routeTable';
import { useState } from 'react';
import { ScanCode } from '@/components/ScanCode';
import { useCopy } from '@/hooks/useCopy';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { ConnectNotice } from '@/features/send/ConnectNotice';
import { OnboardLayout } from './OnboardLayout';
import styles from './Onboard.module.css';
import { useOwner } from './useOnboard';

/** The networks an exchange offers for a withdrawal; only Solana reaches this address. */
const NETWORKS = ['Solana', 'Ethereum (ERC-20)', 'BNB Smart Chain (BEP-20)', 'Tron (TRC-20)', 'Base'] as const;
type Network = (typeof NETWORKS)[number];

const Deposit = ({ owner }: { readonly owner: string }) => {
  const [network, setNetwork] = useState<Network>('Solana');
  const { copied, copy } = useCopy('cex-deposit-address', owner);
  return (
    <div className={jlp.grid}>
      <section className={jlp.panel} aria-labelledby="cex-address">
        <h2 id="cex-address" className={jlp.subtitle}>
          Your Solana deposit address
        </h2>
        <ScanCode value={owner} title={`QR code of ${owner}`} />
        <code className={styles.address} data-testid="cex-address">
          {owner}
        </code>
        <button type="button" className={jlp.button} onClick={copy}>
          {copied ? 'Copied' : 'Copy address'}
        </button>
      </section>
      <section className={jlp.panel} aria-labelledby="cex-network">
        <h2 id="cex-network" className={jlp.subtitle}>
          Withdrawal network
        </h2>
        <p className={jlp.hint}>On your exchange, withdraw SOL, USDC or USDT and choose the network:</p>
        <div className={jlp.tokens} role="group" aria-label="Network">
          {NETWORKS.map((option) => (
            <button key={option} type="button" className={jlp.chip} aria-pressed={option === network} onClick={() => setNetwork(option)}>
              {option}
            </button>
          ))}
        </div>
        {network === 'Solana' ? (
          <p className={jlp.muted} data-testid="cex-network-ok">
            Solana: the right network. The funds reach this wallet once the exchange sends them, usually within a few minutes.
          </p>
        ) : (
          <p className={jlp.alert} role="alert" data-testid="cex-network-warning">
            Do not withdraw on {network}: this is a Solana address, and funds sent on another network to it are lost. Choose Solana.
          </p>
        )}
        <p className={styles.warning}>
          No memo or tag is needed for a wallet: leave the exchange’s memo field empty. Exchanges set a minimum withdrawal and charge a fee; check both before
          you send, and send a small amount first.
        </p>
      </section>
    </div>
  );
};

/** /onboard/cex: the connected wallet's address as text and QR code for an exchange withdrawal, the networks and what to watch for. */
export const CexPage = () => {
  const owner = useOwner();
  return (
    <OnboardLayout
      title={ONBOARD_METHOD_TITLES.cex}
      heading="Deposit from an exchange"
      intro="Withdraw from your exchange account straight to your wallet on the Solana network."
      description="Your Solana deposit address for an exchange withdrawal."
    >
      {owner === undefined ? <ConnectNotice text="Connect a wallet to see its deposit address." /> : <Deposit owner={owner} />}
    </OnboardLayout>
  );
};

import { useObservableEagerState } from 'observable-hooks';
import styles from './PerpsPage.module.css';
import { PositionsTableView, positionLabel } from './PositionsTable';
import { usePositions } from './usePerpsData';
import { usePerpsStreams } from './usePerpsStreams';
import { useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';

/** The owner's positions with a market Close on each (its toast comes from the stream). */
const OwnerPositions = ({ owner }: { readonly owner: string }) => {
  const perps = usePerpsStreams();
  const wallet = useWalletStreams();
  const closing = useObservableEagerState(perps.actions.closing$);
  const { follow } = useTxCommand();
  return (
    <PositionsTableView
      positions={usePositions(owner)}
      closing={closing}
      onClose={(position) => {
        const signer = wallet.session.currentSigner();
        if (signer) follow(perps.actions.close({ signer, positionKey: position.positionKey, label: positionLabel(position) }));
      }}
    />
  );
};

/** Open positions under the chart: the connected wallet's, or a prompt to connect. */
export const PositionsPanel = ({ owner }: { readonly owner: string | undefined }) => (
  <section className={styles.panel} aria-labelledby="perps-positions-title">
    <h2 id="perps-positions-title" className={styles.panelTitle}>
      Positions
    </h2>
    {owner === undefined ? <p className={styles.notice}>Connect a wallet to see your positions</p> : <OwnerPositions key={owner} owner={owner} />}
  </section>
);

import type { SourceState } from '@streams/onboard';
import type { SourceChain } from '@streams/schemas';
import lend from '@/features/lend/Lend.module.css';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatExact } from './onboardFormat';
import styles from './Onboard.module.css';

/**
 * The simulated EVM source wallet: Connect (a stand-in for MetaMask on the simulator), then its
 * address and its USDC on every chain, each a button that picks that chain.
 */
export const SourceWalletPanel = ({
  source,
  chains,
  chain,
  onChain,
  onConnect,
  onDisconnect,
}: {
  readonly source: SourceState;
  readonly chains: readonly SourceChain[];
  readonly chain: string;
  readonly onChain: (chain: string) => void;
  readonly onConnect: () => void;
  readonly onDisconnect: () => void;
}) => {
  const balances = source.status === 'connected' ? source.wallet.balances : [];
  return (
    <section className={jlp.panel} aria-labelledby="source-title">
      <div className={jlp.row}>
        <h2 id="source-title" className={jlp.subtitle}>
          From
        </h2>
        {source.status === 'connected' ? (
          <button type="button" className={jlp.chip} onClick={onDisconnect}>
            Disconnect
          </button>
        ) : (
          <button type="button" className={jlp.chip} onClick={onConnect} disabled={source.status === 'connecting'}>
            {source.status === 'connecting' ? 'Connecting…' : 'Connect source wallet'}
          </button>
        )}
      </div>
      {source.status === 'connected' && (
        <code className={styles.address} data-testid="source-address">
          {source.wallet.address}
        </code>
      )}
      {source.status === 'error' && <p className={lend.message}>{source.message}</p>}
      {source.status === 'disconnected' && <p className={jlp.hint}>An EVM wallet simulated on the simulator, funded with USDC on every chain.</p>}
      <div className={jlp.tokens} role="group" aria-label="Source chain">
        {chains.map((option) => {
          const held = balances.find((entry) => entry.chain === option.id);
          return (
            <button key={option.id} type="button" className={jlp.chip} aria-pressed={option.id === chain} onClick={() => onChain(option.id)}>
              {option.name}
              {held && ` · ${formatExact(held.amount, 6, 'USDC')}`}
            </button>
          );
        })}
      </div>
    </section>
  );
};

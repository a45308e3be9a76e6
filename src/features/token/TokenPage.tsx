import { tokenName, tokenSymbol } from '@streams/market';
import { Link, useParams } from 'react-router';
import { TokenChart } from './TokenChart';
import { TokenDescription } from './TokenDescription';
import { TokenHeader } from './TokenHeader';
import styles from './TokenPage.module.css';
import { TokenStats } from './TokenStats';
import { DevStats } from './DevStats';
import { TokenActivity } from './TokenActivity';
import { useTokenDetail } from './useTokenPage';
import { PageMeta } from '@/components/PageMeta';

const TokenView = ({ id }: { readonly id: string }) => {
  const detail = useTokenDetail(id);
  if (detail.status === 'loading') {
    return (
      <div className={styles.message} role="status">
        <PageMeta title="Token" description="Live price, candles, stats and trades of a Solana token." />
        Loading token...
      </div>
    );
  }
  if (detail.status === 'not_found') {
    return (
      <div className={styles.message}>
        <PageMeta title="Token not found" description={`No token has the address ${id}.`} />
        <h1 className={styles.messageTitle}>Token not found</h1>
        <p>No token has the address {id}.</p>
        <Link to="/pro">Explore tokens</Link>
      </div>
    );
  }
  if (detail.status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <PageMeta title="Token" description="Live price, candles, stats and trades of a Solana token." />
        <h1 className={styles.messageTitle}>This token could not be loaded</h1>
        <p>{detail.error instanceof Error ? detail.error.message : 'The market data service did not answer.'}</p>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <PageMeta
        title={`${tokenSymbol(detail.asset.symbol)} · ${tokenName(detail.asset.name)}`}
        description={`${tokenName(detail.asset.name)} (${tokenSymbol(detail.asset.symbol)}): live price, candles, stats and trades.`}
      />
      <div className={styles.main}>
        <TokenHeader asset={detail.asset} info={detail.info} />
        <TokenChart tokenId={id} />
        <TokenActivity asset={detail.asset} />
      </div>
      <aside className={styles.side}>
        <TokenStats asset={detail.asset} />
        {detail.asset.dev ? <DevStats dev={detail.asset.dev} /> : null}
        <TokenDescription asset={detail.asset} />
      </aside>
    </div>
  );
};

/** Route /tokens/{id}: price, candles, stats and trades of one token. */
export const TokenPage = () => {
  const { id = '' } = useParams();
  // A new token is a new page: its state starts afresh.
  return (
    <div className={styles.page}>
      <TokenView key={id} id={id} />
    </div>
  );
};

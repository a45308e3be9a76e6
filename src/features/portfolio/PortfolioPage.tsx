import { isAddress } from '@streams/solana';
import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { shortAddress } from '@/format/address';
import { usePortfolio } from '@/features/profile/useProfileData';
import { useMoney } from '@/hooks/useMoney';
import { OtherDefi } from './OtherDefi';
import styles from './Portfolio.module.css';
import { PortfolioSections } from './PortfolioSections';
import { useOwnAddress, useRefreshPortfolio } from './usePortfolioPage';

const AddressPortfolio = ({ address, own }: { readonly address: string; readonly own: boolean }) => {
  const money = useMoney();
  const portfolio = usePortfolio(address);
  const refresh = useRefreshPortfolio(address);
  const worth = portfolio.status === 'ready' ? portfolio.value.totalNetWorth : undefined;
  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{own ? 'Your Portfolio' : `Portfolio · ${shortAddress(address)}`}</h1>
          <p className={styles.address}>{address}</p>
        </div>
        <div>
          <p className={styles.worth} data-testid="portfolio-net-worth" aria-live="polite">
            {portfolio.status === 'loading' ? '…' : worth === undefined ? '–' : money.value(worth)}
          </p>
          <button type="button" className={styles.refresh} onClick={refresh}>
            Refresh
          </button>
        </div>
      </div>
      {!own && <p className={styles.note}>Viewing another wallet: read-only.</p>}
      {portfolio.status === 'error' && !portfolio.last && (
        <p className={styles.note}>Portfolio not found: the portfolio service did not answer. Try Refresh.</p>
      )}
      <PortfolioSections address={address} portfolio={portfolio} own={own} />
      <OtherDefi address={address} />
    </>
  );
};

/** /portfolio (the connected wallet) and /portfolio/{address} (any wallet, read-only): net worth and every position. */
export const PortfolioPage = () => {
  const param = useParams().address;
  const own = useOwnAddress();
  const address = param ?? own;
  return (
    <section className={styles.page} aria-label="Portfolio">
      <PageMeta title={param ? `Portfolio · ${shortAddress(param)}` : 'Portfolio'} description="Holdings, orders, perps, lend and other DeFi positions." />
      {address === undefined || !isAddress(address) ? (
        <>
          <h1 className={styles.title}>Portfolio</h1>
          <p className={styles.notice}>
            {address === undefined ? 'No wallet connected' : `Portfolio not found: “${address.slice(0, 60)}” is not a wallet address.`}
          </p>
        </>
      ) : (
        <AddressPortfolio key={address} address={address} own={address === own} />
      )}
    </section>
  );
};

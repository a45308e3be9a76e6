import type { ResourceState } from '@streams/core';
import type { Portfolio } from '@streams/portfolio';
import type { WalletState } from '@streams/wallet';
import { FlashValue } from '@/components/FlashValue';
import { Icon } from '@/components/icons';
import { StaleMark } from '@/components/StaleMark';
import { staleSince } from '@/format/staleText';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import { useCopy } from '@/hooks/useCopy';
import styles from './ProfileHeader.module.css';
import { masked, useDrawerSettings, useHoldingRows, useSolPrice } from './useProfileData';
import { useMoney } from '@/hooks/useMoney';

type Connected = Extract<WalletState, { status: 'connected' }>;

interface ProfileHeaderProps {
  readonly wallet: Connected;
  readonly portfolio: ResourceState<Portfolio>;
  readonly onPanel: (panel: 'deposit' | 'withdraw' | 'export') => void;
}

/** Address (copyable), quick-account label, net worth in USD and SOL, and the wallet actions. */
export const ProfileHeader = ({ wallet, portfolio, onPanel }: ProfileHeaderProps) => {
  const money = useMoney();
  const { copied, copy } = useCopy('wallet-address', wallet.publicKey);
  const [settings, updateSettings] = useDrawerSettings();
  const solPrice = useSolPrice();
  const holdings = useHoldingRows(wallet.publicKey);
  const quick = wallet.kind === 'quick';
  const sol = holdings.status === 'ready' ? holdings.rows.find((row) => row.native) : undefined;
  // spec 000 §4: Withdraw needs native SOL with a USD value.
  const canWithdraw = sol !== undefined && sol.amount > 0n && (sol.usdValue ?? 0) > 0;
  // A failed refetch keeps the last answer on screen, marked stale: the portfolio's own state says so.
  const kept = portfolio.status === 'error' ? portfolio.last : undefined;
  const netWorth = portfolio.status === 'ready' ? portfolio.value.totalNetWorth : kept?.value.totalNetWorth;
  const hide = settings.hideBalance;

  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {wallet.walletIcon ? <img src={wallet.walletIcon} alt="" width={32} height={32} className={styles.walletIcon} /> : <Icon name="wallet" size={28} />}
        <button type="button" className={styles.address} onClick={copy} title={wallet.publicKey} aria-label={`Copy wallet address ${wallet.publicKey}`}>
          {shortAddress(wallet.publicKey)}
          <span className={styles.copyHint}>Copy</span>
          {copied && (
            <span className={styles.copied} role="status">
              Copied Wallet Address!
            </span>
          )}
        </button>
        {quick && <span className={styles.quickLabel}>Quick Account</span>}
        <button
          type="button"
          className={styles.eye}
          aria-pressed={hide}
          aria-label={hide ? 'Show balances' : 'Hide balances'}
          onClick={() => updateSettings({ hideBalance: !hide })}
        >
          {hide ? 'Show' : 'Hide'}
        </button>
      </div>
      <div className={styles.worth} aria-live="polite">
        {portfolio.status === 'loading' ? (
          <span className={styles.muted}>Loading portfolio...</span>
        ) : netWorth === undefined ? (
          <span className={styles.muted}>Portfolio not found</span>
        ) : (
          <>
            <strong className={styles.usd} data-testid="net-worth">
              <FlashValue value={hide ? undefined : netWorth}>
                <StaleMark stale={!hide && kept !== undefined} reason={staleSince('Net worth', kept?.updatedAt)}>
                  {masked(hide, money.value(netWorth))}
                </StaleMark>
              </FlashValue>
            </strong>
            <span className={styles.sol}>{masked(hide, solPrice ? `${formatNumber(netWorth / solPrice, { decimals: 4 })} SOL` : '– SOL')}</span>
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" onClick={() => onPanel('deposit')}>
          Deposit
        </button>
        {quick && (
          <button
            type="button"
            onClick={() => onPanel('withdraw')}
            disabled={!canWithdraw}
            title={canWithdraw ? undefined : 'Needs a SOL balance to pay the fee'}
          >
            Withdraw
          </button>
        )}
        {quick && (
          <button type="button" onClick={() => onPanel('export')}>
            Export Private Key
          </button>
        )}
      </div>
    </header>
  );
};

import { Dialog } from '@/components/Dialog';
import { ScanCode } from '@/components/ScanCode';
import { formatNumber } from '@/format/number';
import { useCopy } from '@/hooks/useCopy';
import styles from './WalletDialogs.module.css';
import { useHoldingRows } from './useProfileData';
import { usePortfolioStreams, useWalletStreams } from '@/hooks/facades';

/** Deposit (spec 000 §2): the address as a QR code and text, the SOL balance, Refresh, Copy Address. */
export const DepositDialog = ({ open, onClose, address }: { readonly open: boolean; readonly onClose: () => void; readonly address: string }) => {
  const wallet = useWalletStreams();
  const portfolio = usePortfolioStreams();
  const { copied, copy } = useCopy('deposit-address', address);
  const holdings = useHoldingRows(address);
  const sol = holdings.status === 'ready' ? holdings.rows.find((row) => row.native) : undefined;
  return (
    <Dialog open={open} onClose={onClose} title="Deposit" width={400} closeButton>
      <div className={styles.deposit}>
        <ScanCode value={address} title={`QR code of ${address}`} />
        <p className={styles.hint}>Send SOL or any Solana token to this address.</p>
        <code className={styles.address}>{address}</code>
        <p className={styles.balance}>
          SOL balance:{' '}
          <strong data-testid="deposit-sol-balance">
            {holdings.status === 'loading' ? 'Loading…' : sol ? `${formatNumber(sol.uiAmount, { decimals: 4 })} SOL` : '0 SOL'}
          </strong>
        </p>
        <div className={styles.buttons}>
          <button
            type="button"
            onClick={() => {
              wallet.holdings.invalidate(address);
              portfolio.portfolios.invalidate(address);
            }}
          >
            Refresh
          </button>
          <button type="button" className={styles.primary} onClick={copy}>
            {copied ? 'Copied' : 'Copy Address'}
          </button>
        </div>
      </div>
    </Dialog>
  );
};

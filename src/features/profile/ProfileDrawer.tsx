import { useWallet } from '@solana/wallet-adapter-react';
import { showDisconnecting, type WalletState } from '@streams/wallet';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';

import { ActivityTab } from './ActivityTab';
import { DepositDialog } from './DepositDialog';
import { ExportKeyDialog } from './ExportKeyDialog';
import { PortfolioTab } from './PortfolioTab';
import { ProfileHeader } from './ProfileHeader';
import { RemoveAccountDialog } from './RemoveAccountDialog';
import styles from './ProfileDrawer.module.css';
import { TalkToUs } from './TalkToUs';
import { masked, useDrawerSettings, usePortfolio } from './useProfileData';
import { WithdrawDialog } from './WithdrawDialog';
import { useLogger, useToasts, useWalletSession } from '@/hooks/facades';
import { ClaimIndicator } from '@/features/claim/ClaimIndicator';
import { useKeyBackup } from '@/features/wallet/useKeyBackup';
import { useObservableEagerState } from 'observable-hooks';
import { useMoney } from '@/hooks/useMoney';

type Connected = Extract<WalletState, { status: 'connected' }>;
type Panel = 'none' | 'deposit' | 'withdraw' | 'export' | 'remove';

/** The Profile drawer (spec 000 §2 Side drawer): 500 px from the right, toggled by the wallet button. */
export const ProfileDrawer = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const state = useWalletSession();
  return (
    <Dialog open={open} onClose={onClose} title="Profile" placement="right" width={500} closeButton>
      {state.status === 'connected' ? (
        <ConnectedProfile key={state.publicKey} wallet={state} open={open} onClose={onClose} />
      ) : (
        <p className={styles.notice}>{state.status === 'connecting' ? 'Connecting…' : 'No wallet connected'}</p>
      )}
    </Dialog>
  );
};

const ConnectedProfile = ({ wallet, open, onClose }: { readonly wallet: Connected; readonly open: boolean; readonly onClose: () => void }) => {
  const money = useMoney();
  const toasts = useToasts();
  const logger = useLogger();
  const { disconnect } = useWallet();
  const [tab, setTab] = useState<'portfolio' | 'activity'>('portfolio');
  const [panel, setPanel] = useState<Panel>('none');
  const portfolio = usePortfolio(wallet.publicKey);
  const [settings] = useDrawerSettings();
  const quick = wallet.kind === 'quick';

  const disconnectNow = () => {
    disconnect().catch((error: unknown) => logger.warn('Disconnect failed', { error: error instanceof Error ? error.message : String(error) }));
  };

  const onDisconnect = () => {
    if (quick) showDisconnecting(toasts);
    onClose();
    disconnectNow();
  };

  const portfolioValue = portfolio.status === 'ready' ? masked(settings.hideBalance, money.value(portfolio.value.totalNetWorth)) : undefined;

  // The key is gone: disconnect as Disconnect Wallet does (the wallet is not remembered either).
  const onRemoved = () => {
    setPanel('none');
    onClose();
    toasts.show({ scope: 'shell', variant: 'success', title: 'Quick Account Removed', description: 'Its key is no longer in this browser.' });
    disconnectNow();
  };

  return (
    <div className={styles.body}>
      <ProfileHeader wallet={wallet} portfolio={portfolio} onPanel={setPanel} />
      <ClaimIndicator address={wallet.publicKey} open={open} onNavigate={onClose} />
      <div className={styles.tabs} role="tablist" aria-label="Profile sections">
        <button type="button" role="tab" aria-selected={tab === 'portfolio'} className={styles.tab} onClick={() => setTab('portfolio')}>
          Portfolio {portfolioValue && <span className={styles.tabValue}>{portfolioValue}</span>}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'activity'} className={styles.tab} onClick={() => setTab('activity')}>
          Activity
        </button>
      </div>
      <div className={styles.content} role="tabpanel">
        {tab === 'portfolio' ? <PortfolioTab address={wallet.publicKey} portfolio={portfolio} /> : <ActivityTab address={wallet.publicKey} />}
      </div>
      <footer className={styles.footer}>
        <TalkToUs />
        <button type="button" className={styles.disconnect} onClick={onDisconnect}>
          Disconnect Wallet
        </button>
        {quick && (
          <button type="button" className={styles.remove} onClick={() => setPanel('remove')}>
            Remove Quick Account
          </button>
        )}
      </footer>
      <DepositDialog open={panel === 'deposit'} onClose={() => setPanel('none')} address={wallet.publicKey} />
      {quick && <WithdrawDialog open={panel === 'withdraw'} onClose={() => setPanel('none')} address={wallet.publicKey} />}
      {quick && <DrawerExportKey open={panel === 'export'} onClose={() => setPanel('none')} address={wallet.publicKey} />}
      {quick && (
        <RemoveAccountDialog
          open={panel === 'remove'}
          onClose={() => setPanel('none')}
          address={wallet.publicKey}
          worth={portfolioValue}
          onExport={() => setPanel('export')}
          onRemoved={onRemoved}
        />
      )}
    </div>
  );
};

/** Export Private Key from the drawer: revealing the key also counts as the backup the prompt asks for. */
const DrawerExportKey = ({ open, onClose, address }: { readonly open: boolean; readonly onClose: () => void; readonly address: string }) => {
  const backup = useKeyBackup();
  const persistence = useObservableEagerState(backup.persistence$);
  return <ExportKeyDialog open={open} onClose={onClose} address={address} onRevealed={() => backup.exported(address)} persistence={persistence} />;
};

import type { WalletName } from '@solana/wallet-adapter-base';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { groupWallets, showNotInstalled, type WalletEntry } from '@streams/wallet';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { mobileLinkFrom } from '@/app/links';
import { Dialog } from '@/components/Dialog';
import { QuickAccountName } from '@/wallet/quickAccount/adapter';
import { walletCatalog } from '@/wallet/walletCatalog';
import { AboutQuickAccounts } from './AboutQuickAccounts';
import styles from './ConnectPanel.module.css';
import { useToasts, useWalletStreams } from '@/hooks/facades';

interface Tile extends WalletEntry {
  readonly icon: string | undefined;
  readonly url: string | undefined;
}

/** The Connect panel (spec 001 §2.5). */
export const ConnectPanel = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const { wallets, select, wallet: selected, connecting } = useWallet();
  const wallet = useWalletStreams();
  const toasts = useToasts();
  const recentNames = useObservableEagerState(wallet.recent.names$);
  const [expanded, setExpanded] = useState(false);
  const [about, setAbout] = useState(false);
  const mobileLink = mobileLinkFrom(useLocation());

  const tiles = new Map<string, Tile>();
  for (const candidate of wallets) {
    // The quick account has its own tile; an Unsupported adapter (the mobile stand-in) is no choice.
    if (candidate.adapter.name === QuickAccountName || candidate.readyState === WalletReadyState.Unsupported) continue;
    const installed = candidate.readyState === WalletReadyState.Installed || candidate.readyState === WalletReadyState.Loadable;
    tiles.set(candidate.adapter.name, { name: candidate.adapter.name, installed, icon: candidate.adapter.icon, url: candidate.adapter.url });
  }
  for (const known of walletCatalog) if (!tiles.has(known.name)) tiles.set(known.name, { name: known.name, installed: false, icon: undefined, url: known.url });
  const groups = groupWallets([...tiles.values()], recentNames);

  const choose = (entry: WalletEntry) => {
    const tile = tiles.get(entry.name);
    if (!entry.installed) {
      showNotInstalled(toasts, entry.name, tile?.url);
      return;
    }
    select(entry.name as WalletName);
    onClose();
  };

  const tile = (entry: WalletEntry) => {
    const details = tiles.get(entry.name);
    const busy = connecting && selected?.adapter.name === entry.name;
    return (
      <li key={entry.name}>
        <button type="button" className={styles.tile} onClick={() => choose(entry)} aria-busy={busy || undefined}>
          {details?.icon ? (
            <img src={details.icon} alt="" width={28} height={28} />
          ) : (
            <span className={styles.placeholderIcon} aria-hidden="true">
              {entry.name[0]}
            </span>
          )}
          <span className={styles.tileName}>{entry.name}</span>
          {busy ? (
            <span className={styles.spinner} role="progressbar" aria-label={`Connecting ${entry.name}`} />
          ) : entry.installed ? (
            <span className={styles.badge}>Installed</span>
          ) : null}
        </button>
      </li>
    );
  };

  return (
    <>
      <Dialog open={open && !about} onClose={onClose} title="Connect" width={440} closeButton>
        <button type="button" className={styles.quickCard} onClick={() => setAbout(true)}>
          <span className={styles.quickTitle}>
            Quick Account <span className={styles.new}>NEW!</span>
          </span>
          <span className={styles.quickText}>Trade instantly without signing transactions!</span>
        </button>
        <Link to={mobileLink} className={styles.mobileCard} onClick={onClose}>
          <span className={styles.quickTitle}>Callisto Mobile</span>
          <span className={styles.quickText}>On-the-go and Desktop</span>
        </Link>
        {groups.recent.length > 0 && (
          <section aria-labelledby="recent-wallets">
            <h3 id="recent-wallets" className={styles.heading}>
              Recently Used
            </h3>
            <ul className={styles.grid}>{groups.recent.map(tile)}</ul>
          </section>
        )}
        {groups.installed.length > 0 && (
          <section aria-labelledby="installed-wallets">
            <h3 id="installed-wallets" className={styles.heading}>
              Installed
            </h3>
            <ul className={styles.grid}>{groups.installed.map(tile)}</ul>
          </section>
        )}
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'View Less Wallets' : 'View More Wallets'}
        </button>
        {expanded && (
          <ul className={styles.list} aria-label="More wallets">
            {[...groups.overflow, ...groups.more].map(tile)}
            <li>
              <Link to={mobileLink} className={styles.tile} onClick={onClose}>
                <span className={styles.placeholderIcon} aria-hidden="true">
                  ▦
                </span>
                <span className={styles.tileName}>Scan a QR code with the mobile app</span>
              </Link>
            </li>
          </ul>
        )}
      </Dialog>
      <AboutQuickAccounts
        open={open && about}
        onBack={() => setAbout(false)}
        onContinue={() => {
          setAbout(false);
          onClose();
          select(QuickAccountName);
        }}
      />
    </>
  );
};

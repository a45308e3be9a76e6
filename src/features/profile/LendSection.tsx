import type { AssetAmount, Portfolio } from '@streams/portfolio';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@/format/number';
import { HEALTH_HINT, formatHealth, healthTone } from './health';
import { Detail } from './OrdersSection';
import pills from '@/components/Pills.module.css';
import styles from './Sections.module.css';
import { type TokenInfoMap, symbolOf } from './tokenLabels';
import { masked, useDrawerSettings } from './useProfileData';
import { useMoney } from '@/hooks/useMoney';
import { useLinks } from '@/hooks/facades';

const assetsText = (assets: readonly AssetAmount[], tokenInfo: TokenInfoMap) =>
  assets.map((asset) => `${formatNumber(asset.amount)} ${symbolOf(tokenInfo, asset.mint)}`).join(', ') || '–';

/** Lend (spec 000 §2): Earn and Borrow, each counted; borrow health toggles HR and HF. */
export const LendSection = ({ lend, tokenInfo }: { readonly lend: Portfolio['lend']; readonly tokenInfo: TokenInfoMap }) => {
  const money = useMoney();
  const links = useLinks();
  const [view, setView] = useState<'earn' | 'borrow'>('earn');
  // The display mode is a persisted setting (spec 000 §3 user settings), not the drawer's state.
  const [settings, updateSettings] = useDrawerSettings();
  const mode = settings.healthMode;
  const hide = settings.hideBalance;
  const earn = lend.earnPositions;
  const borrow = lend.borrowPositions;
  return (
    <div>
      <div className={pills.pills} role="tablist" aria-label="Lend positions">
        <button type="button" role="tab" aria-selected={view === 'earn'} className={pills.pill} onClick={() => setView('earn')}>
          Earn{earn.length > 0 && ` (${earn.length})`}
        </button>
        <button type="button" role="tab" aria-selected={view === 'borrow'} className={pills.pill} onClick={() => setView('borrow')}>
          Borrow{borrow.length > 0 && ` (${borrow.length})`}
        </button>
      </div>
      {view === 'earn' &&
        (earn.length === 0 ? (
          <p className={styles.notice}>No Earn Vaults</p>
        ) : (
          <ul className={styles.cards}>
            {earn.map((position) => {
              const symbol = symbolOf(tokenInfo, position.assets[0]?.mint ?? '');
              const apy = position.yields[0]?.apy;
              return (
                <li key={position.id} className={styles.card}>
                  <div className={styles.cardHead}>
                    <span>{masked(hide, assetsText(position.assets, tokenInfo))}</span>
                    <span className={styles.up}>{apy === undefined ? '–' : `${formatNumber(apy, { decimals: 2 })}% APY`}</span>
                  </div>
                  <dl className={styles.details}>
                    <Detail term="Value" value={masked(hide, money.value(position.assets.reduce((sum, asset) => sum + asset.value, 0)))} />
                  </dl>
                  <Link to={`/lend/earn/${encodeURIComponent(symbol)}`} className={styles.action}>
                    Manage
                  </Link>
                </li>
              );
            })}
          </ul>
        ))}
      {view === 'borrow' &&
        (borrow.length === 0 ? (
          <p className={styles.notice}>No Borrow Positions Found</p>
        ) : (
          <ul className={styles.cards}>
            {borrow.map((position) => (
              <li key={position.id} className={styles.card}>
                <dl className={styles.details}>
                  <Detail term="Supplied" value={masked(hide, assetsText(position.suppliedAssets, tokenInfo))} />
                  <Detail term="Borrowed" value={masked(hide, assetsText(position.borrowedAssets, tokenInfo))} />
                </dl>
                {position.healthRatio !== null && (
                  <button
                    type="button"
                    className={`${styles.health} ${styles[healthTone(position.healthRatio)]}`}
                    title={HEALTH_HINT}
                    onClick={() => updateSettings({ healthMode: mode === 'ratio' ? 'factor' : 'ratio' })}
                  >
                    {mode === 'ratio' ? 'HR' : 'HF'} {formatHealth(position.healthRatio, mode)}
                  </button>
                )}
                {links.external(position.link, 'lend position') ? (
                  <a href={links.external(position.link, 'lend position')} className={styles.action} target="_blank" rel="noopener noreferrer">
                    Manage
                  </a>
                ) : (
                  <Link to="/lend/borrow" className={styles.action}>
                    Manage
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
};

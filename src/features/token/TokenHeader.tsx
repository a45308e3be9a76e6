import type { Asset } from '@streams/schemas';
import type { TokenInfo } from '@streams/prices';
import { Link } from 'react-router';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { useShownPriceStale } from '@/hooks/useShownPriceStale';
import { shortAddress } from '@/format/address';
import { formatNumber, formatPercent } from '@/format/number';
import { useCopy } from '@/hooks/useCopy';
import { OrganicBadge, SecurityBadge, Socials } from '@/features/pro/cells';
import { LaunchpadLink } from './LaunchpadLink';
import styles from './TokenPage.module.css';
import { changeClass } from './tone';
import { sharePath } from '@/features/share/shareTarget';
import { useTokenImage, useWatched } from './useTokenPage';
import { useWatchlistStreams } from '@/hooks/facades';
import { useMoney } from '@/hooks/useMoney';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';

const Figure = ({ label, children }: { readonly label: string; readonly children: React.ReactNode }) => (
  <div className={styles.figure}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** The token page header: identity, copyable mint, socials, live price and the key figures. */
export const TokenHeader = ({ asset, info }: { readonly asset: Asset; readonly info: TokenInfo }) => {
  const money = useMoney();
  const watchlist = useWatchlistStreams();
  const { copied, copy } = useCopy(`token-mint:${asset.id}`, asset.id);
  const watched = useWatched(asset.id);
  const explorer = useExplorerLinks();
  const image = useTokenImage(asset.id, asset.icon);
  const change = asset.stats24h?.priceChange ?? undefined;
  const mark = useShownPriceStale(asset.id);
  return (
    <header className={`${styles.card} ${styles.header}`}>
      <div className={styles.identityRow}>
        <TokenIcon icon={image} size={48} />
        <div className={styles.identity}>
          <div className={styles.titleLine}>
            <h1 className={styles.name}>{info.name}</h1>
            <span className={styles.symbol}>{info.symbol}</span>
            {info.verified ? (
              <span className={styles.verified} title="Verified">
                ✓ Verified
              </span>
            ) : (
              <span className={styles.warning} title="This token is not verified: check the mint before trading">
                ⚠ Unverified
              </span>
            )}
          </div>
          <div className={styles.subLine}>
            {/* Named by what it shows, after what it does (WCAG label in name); the full address is its tooltip. */}
            <button type="button" className={styles.mint} onClick={copy} title={asset.id}>
              <span className="visually-hidden">Copy mint address </span>
              {copied ? 'Copied' : shortAddress(asset.id)}
            </button>
            <a
              className={styles.mint}
              href={explorer.token(asset.id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${info.symbol} mint on the explorer`}
            >
              Explorer ↗
            </a>
            <LaunchpadLink launchpad={asset.launchpad} id={asset.id} symbol={info.symbol} />
            <Socials asset={asset} symbol={info.symbol} />
          </div>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.watch} ${watched ? styles.watched : ''}`}
            aria-pressed={watched}
            onClick={() => watchlist.toggle({ address: asset.id, symbol: info.symbol, ...(asset.icon ? { logoURI: asset.icon } : {}) })}
          >
            {watched ? '★ Watching' : '☆ Watch'}
          </button>
          <Link className={styles.watch} to={sharePath({ kind: 'token', mint: asset.id })} aria-label={`Share ${info.symbol}`}>
            Share
          </Link>
          <Link className={styles.swap} to={`/swap/SOL-${encodeURIComponent(asset.id)}`} aria-label={`Swap ${info.symbol}`}>
            Swap
          </Link>
        </div>
      </div>
      <div className={styles.priceRow}>
        <span className={styles.price} data-testid="token-price">
          <FlashValue value={asset.usdPrice}>
            <StaleMark stale={mark.stale} reason={mark.reason}>
              {money.price(asset.usdPrice)}
            </StaleMark>
          </FlashValue>
        </span>
        <span className={`${styles.change} ${changeClass(change)}`}>{formatPercent(change)} 24h</span>
      </div>
      <dl className={styles.figures}>
        <Figure label="Market cap">{money.compact(asset.mcap)}</Figure>
        <Figure label="Liquidity">{money.compact(asset.liquidity)}</Figure>
        <Figure label="FDV">{money.compact(asset.fdv)}</Figure>
        <Figure label="Holders">{formatNumber(asset.holderCount, { decimals: 0, compactFrom: 1e6 })}</Figure>
        <Figure label="Organic">
          <OrganicBadge label={asset.organicScoreLabel} />
          {asset.organicScore != null && <span className={styles.score}>{Math.round(asset.organicScore)}</span>}
        </Figure>
        <Figure label="Security">
          <SecurityBadge asset={asset} />
        </Figure>
      </dl>
    </header>
  );
};

import type { Asset } from '@streams/schemas';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import { useExplorerLinks } from '@/hooks/useExplorerLinks';
import styles from './TokenPage.module.css';
import { useTokenHolders } from './useTokenPage';

/** A holder's share of the supply in percent, when the supply is known. */
const shareOf = (amount: number, supply: number | null | undefined) => (supply && supply > 0 ? (amount / supply) * 100 : undefined);

/**
 * The top holders (spec 000 §7 GET /v1/holders): rank, address (on the preferred explorer),
 * amount, share of the total supply and tags such as Dev; with the holder count.
 */
export const HoldersList = ({ asset }: { readonly asset: Asset }) => {
  const state = useTokenHolders(asset.id);
  const explorer = useExplorerLinks();
  if (state.status === 'loading') return <p className={styles.muted}>Loading holders...</p>;
  if (state.status === 'error') return <p className={styles.muted}>Holders are unavailable right now.</p>;
  const { holders, count } = state.value;
  if (holders.length === 0) return <p className={styles.muted}>No holders yet.</p>;
  const supply = asset.totalSupply ?? asset.circSupply;
  return (
    <div className={styles.tradesScroll} tabIndex={0} role="region" aria-label="Holders table">
      <p className={styles.muted}>
        {formatNumber(count, { decimals: 0 })} holders · top {holders.length}
      </p>
      <table className={styles.trades}>
        <thead>
          <tr>
            <th>#</th>
            <th>Holder</th>
            <th className={styles.num}>Amount</th>
            <th className={styles.num}>Share</th>
          </tr>
        </thead>
        <tbody>
          {holders.map((holder, rank) => {
            const share = shareOf(holder.amount, supply);
            return (
              <tr key={holder.address}>
                <td>{rank + 1}</td>
                <td className={styles.trader}>
                  <a
                    href={explorer.account(holder.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Holder ${shortAddress(holder.address)} on the explorer`}
                  >
                    {shortAddress(holder.address)}
                  </a>
                  {(holder.tags ?? []).map((tag) => (
                    <span key={tag.id} className={styles.holderTag}>
                      {tag.name}
                    </span>
                  ))}
                </td>
                <td className={styles.num}>{formatNumber(holder.amount)}</td>
                <td className={styles.num}>{share === undefined ? '–' : `${share < 0.01 ? '<0.01' : share.toFixed(2)}%`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

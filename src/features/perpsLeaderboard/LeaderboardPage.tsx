import type { LeaderboardPeriod, LeaderboardRow, LeaderboardSort } from '@streams/perps';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import pills from '@/components/Pills.module.css';
import { shortAddress } from '@/format/address';
import { formatInteger, formatUsd } from '@/format/number';
import { useWalletSession } from '@/hooks/facades';
import styles from './LeaderboardPage.module.css';
import { useLeaderboard } from './useLeaderboard';

const PERIODS: readonly { readonly value: LeaderboardPeriod; readonly label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'all', label: 'All time' },
];
const SORTS: readonly { readonly value: LeaderboardSort; readonly label: string }[] = [
  { value: 'pnl', label: 'Realised PnL' },
  { value: 'volume', label: 'Volume' },
];

/** One choice of the board (period, or what ranks it) as a row of tabs. */
const Choices = <T extends string>({
  label,
  options,
  chosen,
  onChoose,
}: {
  readonly label: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly chosen: T;
  readonly onChoose: (value: T) => void;
}) => (
  <div className={pills.pills} role="tablist" aria-label={label}>
    {options.map((entry) => (
      <button key={entry.value} type="button" role="tab" aria-selected={chosen === entry.value} className={pills.pill} onClick={() => onChoose(entry.value)}>
        {entry.label}
      </button>
    ))}
  </div>
);

const Row = ({ row, you }: { readonly row: LeaderboardRow; readonly you: boolean }) => (
  <tr className={you ? styles.you : undefined} aria-current={you ? 'true' : undefined} data-testid="leaderboard-row">
    <th scope="row">{row.rank}</th>
    <td className={styles.trader}>
      <Link to={`/portfolio/${row.wallet}`} title={row.wallet}>
        {shortAddress(row.wallet)}
      </Link>
      {you && <span className={styles.badge}>You</span>}
    </td>
    <td className={row.pnlUsd >= 0 ? styles.up : styles.down}>{formatUsd(row.pnlUsd)}</td>
    <td>{formatUsd(row.volumeUsd)}</td>
    <td>{formatInteger(row.closes)}</td>
  </tr>
);

/**
 * /perps-leaderboard (issue 29 item 3): traders ranked by realised PnL or volume over the week
 * or all time; each wallet opens its portfolio; the connected wallet's row is marked, and pinned
 * under the table when it ranks below the page. The choices live in the address (?period, ?sort).
 */
export const LeaderboardPage = () => {
  const [params, setParams] = useSearchParams();
  const period: LeaderboardPeriod = params.get('period') === 'all' ? 'all' : 'week';
  const sort: LeaderboardSort = params.get('sort') === 'volume' ? 'volume' : 'pnl';
  const session = useWalletSession();
  const wallet = session.status === 'connected' ? session.publicKey : undefined;
  const state = useLeaderboard(period, sort, wallet);
  const board = state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;
  const choose = (key: 'period' | 'sort', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const youOnPage = board?.you ? board.rows.some((row) => row.wallet === board.you?.wallet) : false;
  return (
    <div className={styles.page}>
      <PageMeta title="Perps Leaderboard" description="Top perps traders by realised PnL and volume." />
      <h1 className={styles.title}>Perps Leaderboard</h1>
      <div className={styles.controls}>
        <Choices label="Period" options={PERIODS} chosen={period} onChoose={(value) => choose('period', value)} />
        <Choices label="Rank by" options={SORTS} chosen={sort} onChoose={(value) => choose('sort', value)} />
      </div>
      {!board ? (
        <p className={styles.notice}>
          {state.status === 'error' ? 'The leaderboard could not be loaded. It is tried again in a minute.' : 'Loading the leaderboard…'}
        </p>
      ) : (
        <div className={styles.scroll}>
          <table
            className={styles.table}
            aria-label={`Leaderboard · ${PERIODS.find((entry) => entry.value === period)?.label ?? ''} · ${SORTS.find((entry) => entry.value === sort)?.label ?? ''}`}
          >
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Trader</th>
                <th scope="col">Realised PnL</th>
                <th scope="col">Volume</th>
                <th scope="col">Closes</th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <Row key={row.wallet} row={row} you={row.wallet === wallet} />
              ))}
            </tbody>
            {board.you && !youOnPage && (
              <tfoot>
                <Row row={board.you} you />
              </tfoot>
            )}
          </table>
          {wallet && !board.you && (
            <p className={styles.notice}>Your wallet has no perps trades in this period yet: open and close a position on Perps to join the board.</p>
          )}
        </div>
      )}
    </div>
  );
};

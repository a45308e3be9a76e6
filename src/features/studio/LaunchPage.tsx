import type { StudioLaunchView } from '@streams/studio';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { shortAddress } from '@/format/address';
import { formatInteger, formatNumber, formatUsdCompact, formatUsdPrice } from '@/format/number';
import { useLinks } from '@/hooks/facades';
import styles from './Studio.module.css';
import { useLaunchPage } from './useStudio';

const LINKS = [
  ['website', 'Website'],
  ['twitter', 'X'],
  ['telegram', 'Telegram'],
] as const;

/** The curve's progress as a bar, with the SOL raised against the graduation threshold. */
const CurveProgress = ({ launch }: { readonly launch: StudioLaunchView }) => (
  <section className={styles.curve} aria-label="Bonding curve">
    <div className={styles.curveHead}>
      <span>Bonding curve</span>
      <strong>{launch.graduated ? 'Graduated' : `${formatNumber(launch.bondingCurve, { decimals: 2 })} %`}</strong>
    </div>
    <div
      className={styles.progress}
      role="progressbar"
      aria-label="Bonding curve progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(launch.bondingCurve * 100) / 100}
    >
      <div className={styles.progressBar} style={{ width: `${Math.min(100, launch.bondingCurve)}%` }} />
    </div>
    <p className={styles.help}>
      {launch.graduated
        ? 'The curve sold out: the token now trades in a pool.'
        : `${formatNumber(launch.raisedSol, { decimals: 3 })} of ${formatInteger(Math.round(launch.graduationSol))} SOL raised: it graduates into a pool at 100 %.`}
    </p>
  </section>
);

/** The launch itself: who made it, the curve, price, holders, the creator's fees, links, and Trade. */
const Launch = ({ launch, stale }: { readonly launch: StudioLaunchView; readonly stale: boolean }) => {
  const links = useLinks();
  const shown = LINKS.flatMap(([field, label]) => {
    const href = links.external(launch[field], `${field} of Studio launch ${launch.mint}`);
    return href ? [{ field, label, href }] : [];
  });
  return (
    <>
      <PageMeta title={`${launch.name} (${launch.symbol}) · Studio`} description={`${launch.name} on a Jup Studio bonding curve.`} />
      <header className={styles.launchHead}>
        <TokenIcon icon={launch.image} size={64} />
        <div className={styles.launchNames}>
          <h1 className={styles.title}>{launch.name}</h1>
          <p className={styles.subtitle}>
            {launch.symbol} · created by <Link to={`/portfolio/${launch.creator}`}>{shortAddress(launch.creator)}</Link>
          </p>
        </div>
        <div className={styles.launchActions}>
          <Link className={styles.primary} to={`/swap/SOL-${launch.mint}`}>
            Trade {launch.symbol}
          </Link>
          <Link className={styles.secondary} to={`/tokens/${launch.mint}`}>
            Token page
          </Link>
        </div>
      </header>
      <StaleMark stale={stale} reason="The launch could not be read just now: these figures are from the last read.">
        <CurveProgress launch={launch} />
        <dl className={styles.stats}>
          <div>
            <dt>Price</dt>
            <dd>{formatUsdPrice(launch.priceUsd)}</dd>
          </div>
          <div>
            <dt>Market cap</dt>
            <dd>{formatUsdCompact(launch.mcap)}</dd>
          </div>
          <div>
            <dt>Holders</dt>
            <dd>{formatInteger(launch.holderCount)}</dd>
          </div>
          <div>
            <dt>Creator fees</dt>
            <dd>
              {formatNumber(launch.creatorFeesSol, { decimals: 4 })} SOL <span className={styles.muted}>({formatUsdCompact(launch.creatorFeesUsd)})</span>
            </dd>
          </div>
          <div>
            <dt>Supply</dt>
            <dd>{formatInteger(Number(launch.supply))}</dd>
          </div>
        </dl>
      </StaleMark>
      {launch.description && <p className={styles.description}>{launch.description}</p>}
      {shown.length > 0 && (
        <ul className={styles.linkList} aria-label="Links">
          {shown.map((link) => (
            <li key={link.field}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

/** /studio/{mint}: a Studio launch's page, read every 2 s while open (T65). */
export const LaunchPage = () => {
  const { id = '' } = useParams();
  const state = useLaunchPage(id);
  return (
    <div className={styles.page}>
      {state.status === 'ready' ? (
        <Launch launch={state.launch} stale={state.stale} />
      ) : (
        <>
          <PageMeta title={`Studio · ${id.slice(0, 64)}`} description="A token launched in the Studio." />
          <h1 className={styles.title}>Studio launch</h1>
          <p className={styles.notice} role={state.status === 'loading' ? 'status' : 'alert'}>
            {state.status === 'loading'
              ? 'Reading the launch…'
              : state.status === 'invalid'
                ? 'This is not a token address.'
                : state.status === 'not-found'
                  ? 'No Studio launch has this address.'
                  : state.message}
          </p>
          <Link to="/studio">Launch a token</Link>
        </>
      )}
    </div>
  );
};

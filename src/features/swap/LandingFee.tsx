import { fromBaseUnits, solToLamports } from '@streams/swap';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import styles from './SwapPage.module.css';
import { useSwapStreams } from './useSwapStreams';

const sol = (lamports: bigint | number) => `${fromBaseUnits(BigInt(lamports), 9)} SOL`;

/**
 * What landing the swap costs besides the route (spec 001 §4): the priority fee's cap (or exact
 * fee), or the bundle tip the floor sets now. Showing it keeps the tip floor polled (T28) while
 * a quote is on screen, so the tip is fresh when the user swaps.
 */
export const LandingFee = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  const tip = useObservableState(swap.bundleTip$);
  let text: string;
  if (settings.broadcastMode === 'priorityFees')
    text = `${settings.feeType === 'maxCap' ? 'Priority fee up to' : 'Priority fee'} ${sol(solToLamports(settings.maxPriorityFee))}`;
  else
    text = `${settings.broadcastMode === 'jito' ? 'Jito tip' : 'Tip (mixed)'} ${tip ? sol(tip.lamports) : `up to ${sol(solToLamports(settings.maxJitoTip))}`}`;
  return (
    <div className={styles.detailRow}>
      <dt>Network</dt>
      <dd data-testid="landing-fee">{text}</dd>
    </div>
  );
};

import { broadcastModes, type BroadcastModeSetting, type BundleTip, feeTypes, fromBaseUnits } from '@streams/swap';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import pills from '@/components/Pills.module.css';
import styles from '../SwapPage.module.css';
import { useSwapStreams } from '../useSwapStreams';
import { SettingToggle } from './SettingToggle';
import { SolAmountSetting } from './SolAmountSetting';

const MODE_NAMES: Record<BroadcastModeSetting, string> = { priorityFees: 'Priority fee', jito: 'Jito tip', mixed: 'Mixed' };
const MODE_HINTS: Record<BroadcastModeSetting, string> = {
  priorityFees: 'Pays a priority fee and sends the transaction to every RPC.',
  jito: 'Pays a tip and sends the transaction only to the bundle engine: nobody sees it before it lands.',
  mixed: 'Pays a tip and sends the transaction to the bundle engine and to every RPC: it lands by the faster path.',
};

/** Exact, without the subscript of tiny prices: a setting reads as typed. */
const sol = (lamports: number) => `${fromBaseUnits(BigInt(lamports), 9)} SOL`;

/** What the next bundle pays, and why (the T28 floor, or the maximum when it is unknown). */
const tipLine = (tip: BundleTip | undefined, maxTip: number): string => {
  if (!tip || tip.floor.status === 'loading') return `Tip: up to ${maxTip} SOL (reading the tip floor…)`;
  if (tip.floor.stale) return `Tip: ${sol(tip.lamports)}: the tip floor is out of date, so your maximum is paid`;
  return `Tip: ${sol(tip.lamports)} (tip floor ${sol(tip.floor.lamports)}, at most ${maxTip} SOL)`;
};

/**
 * How a swap is paid for and sent (spec 001 §2.3, §4): the broadcast mode; in priority-fee
 * mode the fee (a cap or exact); in the tipping modes the most a tip may be, with the tip the
 * floor sets now. Then the transaction format and wrapped SOL.
 */
export const TransactionSettings = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  const tip = useObservableState(swap.bundleTip$);
  const tipping = settings.broadcastMode !== 'priorityFees';
  return (
    <>
      <h3 className={styles.settingsLabel}>Transaction</h3>
      <div className={pills.pills} role="tablist" aria-label="Broadcast mode" style={{ padding: '0 0 4px' }}>
        {broadcastModes.map((mode) => (
          <button
            key={mode}
            type="button"
            role="tab"
            className={pills.pill}
            aria-selected={settings.broadcastMode === mode}
            onClick={() => swap.settings.update({ broadcastMode: mode })}
          >
            {MODE_NAMES[mode]}
          </button>
        ))}
      </div>
      <p className={styles.settingsNote}>{MODE_HINTS[settings.broadcastMode]}</p>
      {tipping ? (
        <>
          <SolAmountSetting name="Max tip" current={settings.maxJitoTip} onSet={(value) => swap.settings.update({ maxJitoTip: value })} />
          <p className={styles.settingsNote} data-testid="tip-setting">
            {tipLine(tip, settings.maxJitoTip)}
          </p>
        </>
      ) : (
        <>
          <div className={pills.pills} role="tablist" aria-label="Priority fee type" style={{ padding: '0 0 8px' }}>
            {feeTypes.map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                className={pills.pill}
                aria-selected={settings.feeType === type}
                onClick={() => swap.settings.update({ feeType: type })}
              >
                {type === 'maxCap' ? 'Max cap' : 'Exact fee'}
              </button>
            ))}
          </div>
          <SolAmountSetting name="Priority fee" current={settings.maxPriorityFee} onSet={(value) => swap.settings.update({ maxPriorityFee: value })} />
          <p className={styles.settingsNote} data-testid="priority-fee-setting">
            {settings.feeType === 'maxCap' ? `Priority fee: up to ${settings.maxPriorityFee} SOL` : `Priority fee: exactly ${settings.maxPriorityFee} SOL`}
          </p>
        </>
      )}
      <SettingToggle
        label="Versioned transaction off"
        hint="Build legacy transactions (for wallets that need them)."
        checked={settings.legacyTransaction}
        onChange={(on) => swap.settings.update({ legacyTransaction: on })}
      />
      <SettingToggle
        label="Use wrapped SOL"
        hint="Keep WSOL instead of wrapping and unwrapping SOL around each swap."
        checked={settings.useWrappedSol}
        onChange={(on) => swap.settings.update({ useWrappedSol: on })}
      />
    </>
  );
};

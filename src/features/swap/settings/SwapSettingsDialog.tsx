import { createSlippageSetting } from '@streams/swap';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { Dialog } from '@/components/Dialog';
import pills from '@/components/Pills.module.css';
import styles from '../SwapPage.module.css';
import { useSwapStreams } from '../useSwapStreams';
import { DisplaySettings } from './DisplaySettings';
import { ReferralSetting } from './ReferralSetting';
import { RouteSettings } from './RouteSettings';
import { RpcChoice } from './RpcChoice';
import { TransactionSettings } from './TransactionSettings';

const PRESETS = [0.3, 0.5, 1] as const;

/**
 * Swap settings (spec 001 §2.3, §4 Swap profile): Auto lets the service pick the slippage;
 * Manual uses the user's percentage (and starts the 14 days after which it returns to Auto).
 */
export const SwapSettingsDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const swap = useSwapStreams();
  const slippage = useMemo(() => createSlippageSetting(swap), [swap]);
  const view = useObservableEagerState(slippage.view$);
  const { profile } = view;

  return (
    <Dialog open={open} onClose={onClose} title="Swap settings" width={420} closeButton>
      <h3 className={styles.settingsLabel}>Slippage</h3>
      <div className={pills.pills} role="tablist" aria-label="Slippage mode" style={{ padding: '0 0 12px' }}>
        {(['auto', 'manual'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            role="tab"
            className={pills.pill}
            aria-selected={profile === mode}
            onClick={() => (mode === 'auto' ? slippage.chooseAuto() : slippage.chooseManual())}
          >
            {mode === 'auto' ? 'Auto' : 'Manual'}
          </button>
        ))}
      </div>
      {profile === 'auto' ? (
        <p className={styles.settingsNote}>The best slippage for each trade is chosen for you.</p>
      ) : (
        <div className={styles.slippageRow}>
          {PRESETS.map((percent) => (
            <button
              key={percent}
              type="button"
              className={styles.preset}
              aria-pressed={view.slippage === percent}
              onClick={() => slippage.chooseManual(percent)}
            >
              {percent}%
            </button>
          ))}
          <label className={styles.customSlippage}>
            <AmountInput
              value={view.custom}
              onValueChange={slippage.setCustom}
              decimals={2}
              max={100}
              placeholder={String(view.slippage)}
              aria-label="Custom slippage (%)"
            />
            <span>%</span>
          </label>
          <button
            type="button"
            className={styles.preset}
            disabled={view.customPercent === undefined}
            onClick={slippage.applyCustom}
            aria-label="Set custom slippage"
          >
            Set
          </button>
        </div>
      )}
      <p className={styles.settingsNote} data-testid="slippage-setting">
        {view.summary}
      </p>
      {view.warning ? (
        <p className={styles.warn} role="status">
          {view.warning}
        </p>
      ) : null}
      <TransactionSettings />
      <RouteSettings />
      <DisplaySettings />
      <ReferralSetting />
      <RpcChoice />
    </Dialog>
  );
};

import { isValidSlippage } from '@streams/swap';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
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

/** What a manual slippage risks: too tight fails in a moving market, too loose invites sandwiches. */
export const slippageWarning = (percent: number): string | undefined => {
  if (percent < 0.1) return 'Your transaction may fail: the price can move more than this before it lands.';
  if (percent > 5) return 'Your transaction may be frontrun: a worse price than quoted can fill it.';
  return undefined;
};

/**
 * Swap settings (spec 001 §2.3, §4 Swap profile): Auto lets the service pick the slippage;
 * Manual uses the user's percentage (and starts the 14 days after which it returns to Auto).
 */
export const SwapSettingsDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => {
  const swap = useSwapStreams();
  const profile = useObservableEagerState(swap.profile.profile$);
  const settings = useObservableEagerState(swap.settings.value$);
  const [custom, setCustom] = useState('');
  const customValue = Number(custom);
  const customValid = custom !== '' && isValidSlippage(customValue) && customValue > 0;

  const chooseManual = (percent: number) => {
    swap.settings.update({ slippage: percent });
    swap.profile.choose('manual');
  };

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
            onClick={() => (mode === 'auto' ? swap.profile.choose('auto') : chooseManual(settings.slippage))}
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
            <button key={percent} type="button" className={styles.preset} aria-pressed={settings.slippage === percent} onClick={() => chooseManual(percent)}>
              {percent}%
            </button>
          ))}
          <label className={styles.customSlippage}>
            <AmountInput
              value={custom}
              onValueChange={setCustom}
              decimals={2}
              max={100}
              placeholder={String(settings.slippage)}
              aria-label="Custom slippage (%)"
            />
            <span>%</span>
          </label>
          <button type="button" className={styles.preset} disabled={!customValid} onClick={() => chooseManual(customValue)}>
            Set
          </button>
        </div>
      )}
      <p className={styles.settingsNote} data-testid="slippage-setting">
        {profile === 'auto' ? 'Slippage: Auto' : `Slippage: ${settings.slippage}%`}
      </p>
      {profile === 'manual' && slippageWarning(settings.slippage) ? (
        <p className={styles.warn} role="status">
          {slippageWarning(settings.slippage)}
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

import { MAX_PRIORITY_FEE_SOL, feeTypes, isValidSlippage } from '@streams/swap/settings';
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { Dialog } from '@/components/Dialog';
import pills from '@/components/Pills.module.css';
import styles from './SwapPage.module.css';
import { RpcChoice } from './RpcChoice';
import { useSwapStreams } from './useSwapStreams';

const PRESETS = [0.3, 0.5, 1] as const;

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
            <AmountInput value={custom} onValueChange={setCustom} decimals={2} max={100} placeholder={String(settings.slippage)} aria-label="Custom slippage (%)" />
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
      <TransactionSettings />
      <RouteSettings />
      <RpcChoice />
    </Dialog>
  );
};

/** One persisted on/off setting, with what it does. */
const Toggle = ({ label, hint, checked, onChange }: { readonly label: string; readonly hint: string; readonly checked: boolean; readonly onChange: (on: boolean) => void }) => (
  <label className={styles.toggleRow}>
    <span>
      <span className={styles.toggleLabel}>{label}</span>
      <span className={styles.settingsNote}>{hint}</span>
    </span>
    <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
  </label>
);

/**
 * The priority fee (spec 001 §2.3 defaults: max 0.001 SOL, max-cap): sent with every swap as the
 * service's cap, or as the exact fee.
 */
const TransactionSettings = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  const [fee, setFee] = useState('');
  const feeValue = Number(fee);
  const feeValid = fee !== '' && Number.isFinite(feeValue) && feeValue >= 0 && feeValue <= MAX_PRIORITY_FEE_SOL;
  return (
    <>
      <h3 className={styles.settingsLabel}>Transaction</h3>
      <div className={pills.pills} role="tablist" aria-label="Priority fee type" style={{ padding: '0 0 8px' }}>
        {feeTypes.map((type) => (
          <button key={type} type="button" role="tab" className={pills.pill} aria-selected={settings.feeType === type} onClick={() => swap.settings.update({ feeType: type })}>
            {type === 'maxCap' ? 'Max cap' : 'Exact fee'}
          </button>
        ))}
      </div>
      <div className={styles.slippageRow}>
        <label className={styles.customSlippage}>
          <AmountInput value={fee} onValueChange={setFee} decimals={9} max={MAX_PRIORITY_FEE_SOL} placeholder={String(settings.maxPriorityFee)} aria-label="Priority fee (SOL)" />
          <span>SOL</span>
        </label>
        <button
          type="button"
          className={styles.preset}
          disabled={!feeValid}
          aria-label="Set priority fee"
          onClick={() => {
            swap.settings.update({ maxPriorityFee: feeValue });
            setFee('');
          }}
        >
          Set
        </button>
      </div>
      <p className={styles.settingsNote} data-testid="priority-fee-setting">
        {settings.feeType === 'maxCap' ? `Priority fee: up to ${settings.maxPriorityFee} SOL` : `Priority fee: exactly ${settings.maxPriorityFee} SOL`}
      </p>
      <Toggle label="Versioned transaction off" hint="Build legacy transactions (for wallets that need them)." checked={settings.legacyTransaction} onChange={(on) => swap.settings.update({ legacyTransaction: on })} />
      <Toggle label="Use wrapped SOL" hint="Keep WSOL instead of wrapping and unwrapping SOL around each swap." checked={settings.useWrappedSol} onChange={(on) => swap.settings.update({ useWrappedSol: on })} />
    </>
  );
};

/** Route settings: each changes what the quote asks for, at once. */
const RouteSettings = () => {
  const swap = useSwapStreams();
  const settings = useObservableEagerState(swap.settings.value$);
  return (
    <>
      <h3 className={styles.settingsLabel}>Routing</h3>
      <Toggle label="Direct routes only" hint="One pool per swap: simpler, often a worse price." checked={settings.directRoutesOnly} onChange={(on) => swap.settings.update({ directRoutesOnly: on })} />
      <Toggle
        label="Restrict intermediate tokens"
        hint="Route only through liquid, well-known tokens."
        checked={settings.restrictIntermediateTokens}
        onChange={(on) => swap.settings.update({ restrictIntermediateTokens: on })}
      />
    </>
  );
};

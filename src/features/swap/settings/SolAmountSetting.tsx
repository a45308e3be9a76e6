import { MAX_PRIORITY_FEE_SOL } from '@streams/swap';
import { useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import styles from '../SwapPage.module.css';

/**
 * A SOL amount the user sets (a priority fee, a tip maximum): typed, checked against
 * 0–1 SOL, applied by Set. The placeholder shows the value in effect.
 */
export const SolAmountSetting = ({ name, current, onSet }: { readonly name: string; readonly current: number; readonly onSet: (sol: number) => void }) => {
  const [text, setText] = useState('');
  const value = Number(text);
  const valid = text !== '' && Number.isFinite(value) && value >= 0 && value <= MAX_PRIORITY_FEE_SOL;
  return (
    <div className={styles.slippageRow}>
      <label className={styles.customSlippage}>
        <AmountInput value={text} onValueChange={setText} decimals={9} max={MAX_PRIORITY_FEE_SOL} placeholder={String(current)} aria-label={`${name} (SOL)`} />
        <span>SOL</span>
      </label>
      <button
        type="button"
        className={styles.preset}
        disabled={!valid}
        aria-label={`Set ${name.toLowerCase()}`}
        onClick={() => {
          onSet(value);
          setText('');
        }}
      >
        Set
      </button>
    </div>
  );
};

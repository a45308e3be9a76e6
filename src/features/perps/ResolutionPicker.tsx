import type { PerpsResolution } from '@streams/perps';
import styles from './CandleChart.module.css';

/** The chart's timeframes (issue 8: 5_MINUTE, 1_HOUR, 6_HOUR, 1_DAY). */
export const chartResolutions: readonly { readonly value: PerpsResolution; readonly label: string }[] = [
  { value: '5', label: '5m' },
  { value: '1H', label: '1H' },
  { value: '6H', label: '6H' },
  { value: '1D', label: '1D' },
];

export const ResolutionPicker = ({ value, onChange }: { readonly value: PerpsResolution; readonly onChange: (value: PerpsResolution) => void }) => (
  <div className={styles.picker} role="radiogroup" aria-label="Timeframe">
    {chartResolutions.map((item) => (
      <button
        key={item.value}
        type="button"
        role="radio"
        aria-checked={item.value === value}
        className={styles.pickerButton}
        onClick={() => onChange(item.value)}
      >
        {item.label}
      </button>
    ))}
  </div>
);

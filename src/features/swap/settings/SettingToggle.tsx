import styles from '../SwapPage.module.css';

/** One persisted on/off setting, with what it does. */
export const SettingToggle = ({
  label,
  hint,
  checked,
  onChange,
}: {
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly onChange: (on: boolean) => void;
}) => (
  <label className={styles.toggleRow}>
    <span>
      <span className={styles.toggleLabel}>{label}</span>
      <span className={styles.settingsNote}>{hint}</span>
    </span>
    <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
  </label>
);

import { launchpads } from '@streams/catalogues';
import type { TokenFilter } from '@streams/market';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import styles from './FilterPanel.module.css';
import { type FilterForm, ageInputs, boundedInputs, filterFromForm, flagInputs, formFromFilter } from './filterForm';

interface FilterPanelProps {
  readonly open: boolean;
  readonly filter: TokenFilter;
  readonly onApply: (filter: TokenFilter) => void;
  readonly onClose: () => void;
}

const capitalized = (field: string) => field[0]?.toUpperCase() + field.slice(1);

/** Every criterion of spec 000 §5, validated by the filter schema before it applies. */
export const FilterPanel = ({ open, filter, onApply, onClose }: FilterPanelProps) => (
  <Dialog open={open} onClose={onClose} title="Filters" width={720} closeButton>
    {open && <FilterFormBody filter={filter} onApply={onApply} onClose={onClose} />}
  </Dialog>
);

const FilterFormBody = ({ filter, onApply, onClose }: Omit<FilterPanelProps, 'open'>) => {
  const [form, setForm] = useState<FilterForm>(() => formFromFilter(filter));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const set = (key: string, value: FilterForm[string]) => setForm((current) => ({ ...current, [key]: value }));
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const chosen = new Set(Array.isArray(form.launchpads) ? form.launchpads : []);

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const result = filterFromForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onApply(result.filter);
    onClose();
  };

  const field = (key: string, label: string, accessibleName = label) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        aria-label={accessibleName}
        inputMode="decimal"
        value={text(key)}
        onChange={(event) => set(key, event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
      />
      {errors[key] && (
        <span id={`${key}-error`} className={styles.error}>
          {errors[key]}
        </span>
      )}
    </label>
  );

  return (
    <form onSubmit={apply} className={styles.form}>
      <fieldset className={styles.group}>
        <legend>Launchpads</legend>
        <div className={styles.chips}>
          {launchpads.map((launchpad) => (
            <label key={launchpad.id} className={chosen.has(launchpad.id) ? styles.chipOn : styles.chip}>
              <input
                type="checkbox"
                className="visually-hidden"
                checked={chosen.has(launchpad.id)}
                onChange={() => {
                  const next = new Set(chosen);
                  if (next.has(launchpad.id)) next.delete(launchpad.id);
                  else next.add(launchpad.id);
                  set('launchpads', [...next]);
                }}
              />
              {launchpad.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Safety</legend>
        {flagInputs.map((flag) => (
          <label key={flag.field} className={styles.check}>
            <input type="checkbox" checked={form[flag.field] === true} onChange={(event) => set(flag.field, event.target.checked)} />
            {flag.label}
          </label>
        ))}
        <div className={styles.pairRow}>
          {field('numOfSocials', 'At least N socials (0–3)')}
          {field('minLpBurntPercentage', 'LP burnt at least (%)')}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Metrics (volume, txs, buys, sells and net buyers use the selected timeframe)</legend>
        <div className={styles.bounds}>
          {boundedInputs.map((input) => (
            <div key={input.field} className={styles.pair}>
              <span className={styles.pairLabel}>
                {input.label}
                {input.unit ? ` (${input.unit})` : ''}
              </span>
              {field(`min${capitalized(input.field)}`, 'Min', `${input.label} minimum`)}
              {field(`max${capitalized(input.field)}`, 'Max', `${input.label} maximum`)}
            </div>
          ))}
          {ageInputs.map((input) => (
            <div key={input.field} className={styles.pair}>
              <span className={styles.pairLabel}>
                {input.label} ({input.unit})
              </span>
              {field(`min${input.field}`, 'Min', `${input.label} minimum (${input.unit})`)}
              {field(`max${input.field}`, 'Max', `${input.label} maximum (${input.unit})`)}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Keywords (symbol or name; up to 5, comma separated)</legend>
        <div className={styles.pairRow}>
          <label className={styles.field}>
            <span>Include any of</span>
            <input
              value={text('searchInclude')}
              onChange={(event) => set('searchInclude', event.target.value)}
              aria-invalid={errors.searchInclude ? true : undefined}
            />
            {errors.searchInclude && <span className={styles.error}>{errors.searchInclude}</span>}
          </label>
          <label className={styles.field}>
            <span>Exclude any of</span>
            <input
              value={text('searchExclude')}
              onChange={(event) => set('searchExclude', event.target.value)}
              aria-invalid={errors.searchExclude ? true : undefined}
            />
            {errors.searchExclude && <span className={styles.error}>{errors.searchExclude}</span>}
          </label>
        </div>
      </fieldset>

      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => setForm(formFromFilter({}))}>
          Clear all
        </button>
        <button type="submit" className={styles.primary}>
          Apply filters
        </button>
      </div>
    </form>
  );
};

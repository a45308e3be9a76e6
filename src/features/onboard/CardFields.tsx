import type { Card } from '@streams/schemas';
import styles from './Onboard.module.css';

const FIELDS: readonly {
  readonly key: keyof Card;
  readonly label: string;
  readonly autoComplete: string;
  readonly inputMode?: 'numeric';
  readonly placeholder: string;
}[] = [
  { key: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric', placeholder: '4242 4242 4242 4242' },
  { key: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: '12/30' },
  { key: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' },
  { key: 'name', label: 'Name on card', autoComplete: 'cc-name', placeholder: 'Ada Lovelace' },
];
const MAX: Readonly<Record<keyof Card, number>> = { number: 23, expiry: 5, cvc: 4, name: 80 };

/** The card's four fields. The card goes to the provider with the order and is kept nowhere. */
export const CardFields = ({ card, onChange, invalid }: { readonly card: Card; readonly onChange: (card: Card) => void; readonly invalid: boolean }) => (
  <fieldset className={styles.cardFields}>
    <legend className={styles.legend}>Card (simulated provider: the test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)</legend>
    {FIELDS.map((field) => (
      <label key={field.key}>
        {field.label}
        <input
          value={card[field.key]}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          maxLength={MAX[field.key]}
          aria-invalid={field.key === 'number' && invalid}
          onChange={(event) => onChange({ ...card, [field.key]: event.target.value })}
        />
      </label>
    ))}
  </fieldset>
);

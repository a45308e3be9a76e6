import type { InputHTMLAttributes } from 'react';
import { type AmountRules, nextAmountText } from './amountText';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'max'>;

interface AmountInputProps extends NativeProps, AmountRules {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/** A decimal amount field that enforces the amount-input rules as the user types or pastes. */
export const AmountInput = ({ value, onValueChange, decimals, max, ...rest }: AmountInputProps) => (
  <input
    {...rest}
    type="text"
    inputMode="decimal"
    autoComplete="off"
    spellCheck={false}
    value={value}
    onChange={(event) =>
      onValueChange(nextAmountText(value, event.target.value, { ...(decimals !== undefined ? { decimals } : {}), ...(max !== undefined ? { max } : {}) }))
    }
  />
);

import type { ComponentProps } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import styles from './SwapPage.module.css';

type TokenAmountInputProps = Omit<ComponentProps<typeof AmountInput>, 'decimals' | 'className'> & {
  /** The token the amount is in: its decimals bound the field; none yet disables it. */
  readonly token: { readonly decimals: number } | undefined;
  readonly 'aria-label': string;
};

/** A token panel's big amount field (swap, limit and recurring forms): the token's decimals, disabled until a token is chosen. */
export const TokenAmountInput = ({ token, ...props }: TokenAmountInputProps) => (
  <AmountInput className={styles.amountInput} decimals={token?.decimals ?? 9} placeholder="0.00" disabled={!token} {...props} />
);

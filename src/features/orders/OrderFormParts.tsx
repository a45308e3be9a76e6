import type { SwapAsset } from '@streams/swap';
import type { HoldingRow } from '@streams/portfolio';
import { type ReactNode, useState } from 'react';
import swap from '../swap/SwapPage.module.css';
import { TokenAmountInput } from '../swap/TokenAmountInput';
import { TokenPanel } from '../swap/TokenPanel';
import { LazyTokenSelectDialog } from '../swap/LazyTokenSelectDialog';

type Side = 'sell' | 'buy';

/** The order form's main button as its model words it: Connect Wallet, the blocking reason, or the action. */
export const OrderFormButton = ({
  button,
  onSubmit,
}: {
  readonly button: { readonly kind: 'connect' | 'submit' | 'blocked'; readonly label: string; readonly disabled: boolean };
  readonly onSubmit: () => void;
}) => (
  <button type="button" className={swap.mainButton} data-kind={button.kind === 'submit' ? 'swap' : button.kind} disabled={button.disabled} onClick={onSubmit}>
    {button.label}
  </button>
);

/** Which side of an order form's pair the token dialog is choosing, if any. */
export const usePicking = () => useState<Side | undefined>(undefined);

/** The token dialog of an order form's pair: picks the side being chosen, then tells the form (a limit form drops its rate). */
export const OrderTokenPicker = ({
  picking,
  onDone,
  pick,
  holdings,
  sellId,
  buyId,
}: {
  readonly picking: Side | undefined;
  readonly onDone: () => void;
  readonly pick: (side: Side, token: SwapAsset) => void;
  readonly holdings: readonly HoldingRow[] | undefined;
  readonly sellId: string | undefined;
  readonly buyId: string | undefined;
}) => (
  <LazyTokenSelectDialog
    open={picking !== undefined}
    onClose={onDone}
    onSelect={(token) => {
      if (picking) pick(picking, token);
      onDone();
    }}
    holdings={holdings}
    selectedId={picking === 'sell' ? sellId : buyId}
  />
);

/** An order form's "You're Selling" panel: the token, the wallet's balance, the amount typed and its USD value. */
export const OrderSellPanel = ({
  sell,
  balance,
  amountText,
  usdPrice,
  label,
  onPick,
  onAmount,
  buttons,
}: {
  readonly sell: SwapAsset | undefined;
  readonly balance: bigint | undefined;
  readonly amountText: string;
  readonly usdPrice: number | undefined;
  /** The amount field's name: 'Amount to sell', 'Total amount'. */
  readonly label: string;
  readonly onPick: () => void;
  readonly onAmount: (text: string) => void;
  readonly buttons?: ReactNode;
}) => (
  <TokenPanel
    title="You're Selling"
    token={sell}
    onPickToken={onPick}
    balance={balance}
    usdValue={usdPrice !== undefined && Number(amountText) > 0 ? Number(amountText) * usdPrice : undefined}
    buttons={buttons}
  >
    <TokenAmountInput token={sell} value={amountText} onValueChange={onAmount} aria-label={label} />
  </TokenPanel>
);

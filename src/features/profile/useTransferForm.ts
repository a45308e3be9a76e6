import type { HoldingRow, HoldingsView } from '@streams/portfolio';
import { type WithdrawChoice, type WithdrawForm, type WithdrawView, createWithdrawForm } from '@streams/wallet';
import { useMemo, useState } from 'react';
import { transferKeyOf } from '@/components/transfer/TransferFields';
import { useFormView } from '@/hooks/useFormView';
import { useHoldingRows } from './useProfileData';

export interface TransferFormState {
  readonly holdings: HoldingsView;
  /** The holdings above zero: what can be sent. */
  readonly rows: readonly HoldingRow[];
  readonly form: WithdrawForm;
  readonly view: WithdrawView;
  /** The chosen token's holding. */
  readonly row: HoldingRow | undefined;
}

/** A transfer form over the address's holdings (the drawer's Withdraw Tokens and /send), started with `prefill` (a payment request's recipient and amount). */
export const useTransferForm = (
  address: string,
  prefill?: { readonly recipient?: string | undefined; readonly amount?: string | undefined },
): TransferFormState => {
  const holdings = useHoldingRows(address);
  // One array per holdings answer, not per render: the form model compares its context by identity.
  const rows = useMemo(() => (holdings.status === 'ready' ? holdings.rows.filter((row) => row.amount > 0n) : []), [holdings]);
  const tokens = useMemo(
    () => rows.map((row): WithdrawChoice => ({ key: transferKeyOf(row), mint: row.mint, native: row.native, amount: row.amount, decimals: row.decimals })),
    [rows],
  );
  // The prefill of the first render only: the form is the user's from then on.
  const [form] = useState(() => createWithdrawForm(prefill));
  const view = useFormView(form, { tokens });
  const row = view.token ? rows.find((candidate) => transferKeyOf(candidate) === view.token?.key) : undefined;
  return { holdings, rows, form, view, row };
};

import type { SwapAsset, SwapChoice, SwapChoiceOption } from '@streams/swap';
import { trustWarning } from '@streams/market';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { TokenIcon } from '@/components/TokenIcon';
import { TrustBadge } from '@/components/TrustBadge';
import { shortAddress } from '@/format/address';

import styles from './TokenSelectDialog.module.css';
import page from './SwapPage.module.css';
import { useTokenIcon } from './useTokenView';
import { useMoney } from '@/hooks/useMoney';

interface NamesakeChooserProps {
  readonly choice: SwapChoice;
  readonly onConfirm: (sell: SwapAsset, buy: SwapAsset) => void;
  /** Closed without a choice: the page goes to the default pair. */
  readonly onClose: () => void;
}

const Option = ({
  option,
  selected,
  onPick,
  group,
}: {
  readonly option: SwapChoiceOption;
  readonly selected: boolean;
  readonly onPick: () => void;
  readonly group: string;
}) => {
  const money = useMoney();
  const icon = useTokenIcon(option.id, option.icon);
  const warning = trustWarning(option.trust);
  return (
    <li>
      <label className={styles.row} data-selected={selected || undefined}>
        <input
          type="radio"
          name={group}
          checked={selected}
          onChange={onPick}
          className={styles.radio}
          aria-label={`${option.symbol} ${option.name} ${option.id}${warning ? ` (warning: ${warning})` : ''}`}
        />
        <TokenIcon icon={icon} size={32} />
        <span className={styles.names}>
          <span className={styles.symbolLine}>
            <span className={styles.symbol}>{option.symbol}</span>
            <TrustBadge trust={option.trust} detailed />
          </span>
          <span className={styles.name}>
            {option.name} <span className={styles.mint}>{shortAddress(option.id)}</span>
          </span>
        </span>
        <span className={styles.amount} title="Liquidity">
          {option.liquidity !== undefined ? money.value(option.liquidity) : '–'}
        </span>
      </label>
    </li>
  );
};

const Side = ({
  title,
  options,
  chosen,
  onPick,
}: {
  readonly title: string;
  readonly options: readonly SwapChoiceOption[];
  readonly chosen: string | undefined;
  readonly onPick: (option: SwapChoiceOption) => void;
}) => (
  <fieldset className={styles.group}>
    <legend className={styles.groupTitle}>{title}</legend>
    <ul className={styles.list}>
      {options.map((option) => (
        <Option key={option.id} option={option} selected={chosen === option.id} onPick={() => onPick(option)} group={title} />
      ))}
    </ul>
  </fieldset>
);

/**
 * The chooser (spec 001 §5): a swap URL named a symbol that more than two tokens share, so the
 * user picks each ambiguous side by icon, name, badge, address and liquidity; nothing is
 * quoted until then, and the address is rewritten to the chosen mint.
 */
export const NamesakeChooser = ({ choice, onConfirm, onClose }: NamesakeChooserProps) => {
  const [sell, setSell] = useState<SwapAsset | undefined>(choice.sell);
  const [buy, setBuy] = useState<SwapAsset | undefined>(choice.buy);
  const ready = sell !== undefined && buy !== undefined && sell.id !== buy.id;
  return (
    <Dialog open onClose={onClose} title="Select token" width={480}>
      <p className={page.settingsNote}>{choice.message}</p>
      {choice.selling && <Side title="You're Selling" options={choice.selling} chosen={sell?.id} onPick={setSell} />}
      {choice.buying && <Side title="You're Buying" options={choice.buying} chosen={buy?.id} onPick={setBuy} />}
      <button type="button" className={page.mainButton} data-kind="swap" disabled={!ready} onClick={() => sell && buy && onConfirm(sell, buy)}>
        Confirm
      </button>
    </Dialog>
  );
};

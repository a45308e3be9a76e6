import { trustWarning } from '@streams/market';
import type { HoldingRow } from '@streams/portfolio';
import { useObservable, useObservableEagerState, useSubscription } from 'observable-hooks';
import { useMemo, useRef } from 'react';
import { map } from 'rxjs';
import { Dialog } from '@/components/Dialog';
import { TokenIcon } from '@/components/TokenIcon';
import { TrustBadge } from '@/components/TrustBadge';
import { shortAddress } from '@/format/address';
import { displayAmount } from './amountDisplay';
import styles from './TokenSelectDialog.module.css';
import type { SwapAsset, TokenChoice } from '@streams/swap';
import { useTokenIcon } from './useTokenView';
import { useTokenPicker } from './useTokenPicker';

/** What a token the app cannot represent says instead of its balance, and why it cannot be picked. */
const UNSUPPORTED = 'Unsupported token';

const ChoiceRow = ({
  choice,
  selected,
  onPick,
}: {
  readonly choice: TokenChoice;
  readonly selected: boolean;
  readonly onPick: (choice: TokenChoice) => void;
}) => {
  const icon = useTokenIcon(choice.id, choice.icon);
  const warning = choice.unsupported ? UNSUPPORTED : trustWarning(choice.trust);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onPick(choice)}
        disabled={choice.unsupported}
        aria-current={selected || undefined}
        aria-label={`${choice.symbol} ${choice.name}${warning ? ` (warning: ${warning})` : ''}`}
      >
        <TokenIcon icon={icon} size={32} />
        <span className={styles.names}>
          <span className={styles.symbolLine}>
            <span className={styles.symbol}>{choice.symbol}</span>
            <TrustBadge trust={choice.trust} detailed />
          </span>
          <span className={styles.name}>
            {choice.name} <span className={styles.mint}>{shortAddress(choice.id)}</span>
          </span>
        </span>
        {choice.unsupported ? (
          <span className={styles.unsupported}>{UNSUPPORTED}</span>
        ) : (
          choice.balance && <span className={styles.amount}>{displayAmount(choice.balance.amount, choice.balance.decimals)}</span>
        )}
      </button>
    </li>
  );
};

interface TokenSelectDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSelect: (token: SwapAsset) => void;
  readonly holdings: readonly HoldingRow[] | undefined;
  readonly selectedId: string | undefined;
}

/** Pick a token: the wallet's holdings, well-known and verified tokens, or any token by search. */
export const TokenSelectDialog = ({ open, onClose, onSelect, holdings, selectedId }: TokenSelectDialogProps) => {
  const picker = useTokenPicker();
  const input = useRef<HTMLInputElement>(null);
  const holdings$ = useObservable((inputs$) => inputs$.pipe(map(([rows]) => rows)), [holdings] as const);
  const { text, choices, searching } = useObservableEagerState(useMemo(() => picker.view$(holdings$), [picker, holdings$]));
  const close = () => {
    picker.reset();
    onClose();
  };
  useSubscription(picker.picked$, (token) => {
    onSelect(token);
    close();
  });

  return (
    <Dialog open={open} onClose={close} title="Select a token" placement="top" width={460} initialFocus={input} closeButton>
      <input
        ref={input}
        className={styles.search}
        type="search"
        placeholder="Search by token or paste address"
        aria-label="Search tokens"
        value={text}
        onChange={(event) => picker.setText(event.target.value)}
      />
      <ul className={styles.list} aria-label="Tokens">
        {choices.map((choice) => (
          <ChoiceRow key={choice.id} choice={choice} selected={choice.id === selectedId} onPick={picker.pick} />
        ))}
      </ul>
      {choices.length === 0 && <p className={styles.empty}>{searching ? 'Searching…' : 'No tokens found'}</p>}
    </Dialog>
  );
};

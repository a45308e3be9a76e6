import { trustWarning } from '@streams/market';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { TokenIcon } from '@/components/TokenIcon';
import { TrustBadge } from '@/components/TrustBadge';

import { displayAmount } from './amountDisplay';
import styles from './SwapPage.module.css';
import type { SwapAsset } from '@streams/swap';
import { useTokenIcon } from './useTokenView';
import { useMoney } from '@/hooks/useMoney';

/** The token of one side: icon, symbol and a chevron; opens the token picker. */
export const TokenButton = ({ token, side, onClick }: { readonly token: SwapAsset | undefined; readonly side: string; readonly onClick: () => void }) => {
  const icon = useTokenIcon(token?.id, token?.icon);
  const warning = token && trustWarning(token.trust);
  const label = token ? `${side} token: ${token.symbol}${warning ? ` (warning: ${warning})` : ''}` : `${side} token`;
  return (
    <button type="button" className={styles.tokenButton} onClick={onClick} disabled={!token} aria-label={label}>
      {token ? <TokenIcon icon={icon} size={24} /> : <span className={styles.iconPlaceholder} />}
      <span className={styles.tokenSymbol}>{token?.symbol ?? '…'}</span>
      {token && <TrustBadge trust={token.trust} />}
      <Icon name="chevron" size={18} />
    </button>
  );
};

interface TokenPanelProps {
  /** "You're Selling" / "You're Buying" */
  readonly title: string;
  readonly token: SwapAsset | undefined;
  readonly onPickToken: () => void;
  /** The wallet's balance of this token, when connected and known. */
  readonly balance: bigint | undefined;
  /** HALF and MAX (the sell side, when connected). */
  readonly buttons?: ReactNode;
  /** The amount field or the quoted amount. */
  readonly children: ReactNode;
  readonly usdValue: number | undefined;
}

/** One side of the swap card: title, balance and buttons, token, amount, approximate USD. */
export const TokenPanel = ({ title, token, onPickToken, balance, buttons, children, usdValue }: TokenPanelProps) => {
  const money = useMoney();
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{title}</h2>
        <div className={styles.balanceRow}>
          {balance !== undefined && token && (
            <span className={styles.balance} data-testid={`${title} balance`}>
              <Icon name="wallet" size={14} />
              {displayAmount(balance, token.decimals)} {token.symbol}
            </span>
          )}
          {buttons}
        </div>
      </div>
      <div className={styles.panelBody}>
        <TokenButton token={token} side={title === "You're Selling" ? 'Sell' : 'Buy'} onClick={onPickToken} />
        <div className={styles.amountBox}>
          {children}
          <span className={styles.usd}>{usdValue !== undefined && usdValue > 0 ? `≈ ${money.value(usdValue)}` : '\u00a0'}</span>
        </div>
      </div>
    </section>
  );
};

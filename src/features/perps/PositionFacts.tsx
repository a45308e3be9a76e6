import type { PerpPosition } from '@streams/portfolio';
import { formatUsdPrice } from '@/format/number';
import styles from './PositionDialogs.module.css';

/** The figures a position dialog is decided on: the live mark, the entry and the liquidation price. */
export const PositionFacts = ({ position }: { readonly position: PerpPosition }) => (
  <dl className={styles.facts}>
    <div>
      <dt>Mark price</dt>
      <dd data-testid="dialog-mark">{formatUsdPrice(position.currentPrice)}</dd>
    </div>
    <div>
      <dt>Entry price</dt>
      <dd>{formatUsdPrice(position.entryPrice)}</dd>
    </div>
    <div>
      <dt>Liq. price</dt>
      <dd>{formatUsdPrice(position.liquidationPrice)}</dd>
    </div>
  </dl>
);

import { type PerpsMarket, perpsMarkets, type PerpsSide } from '@streams/perps';
import { NATIVE_MINT } from '@streams/wallet';
import { useState } from 'react';
import { toBaseUnits } from '@/components/amount/baseUnits';
import { formatUsd } from '@/format/number';
import styles from './OrderPanel.module.css';
import { useLivePrice } from './usePerpsData';
import { usePerpsStreams } from './usePerpsStreams';
import { useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';

const LEVERAGES = [2, 5, 10, 20] as const;
const SOL_DECIMALS = 9;
const sideName = (side: PerpsSide) => (side === 'long' ? 'Long' : 'Short');
const validAmount = (text: string) => /^\d*\.?\d*$/.test(text) && Number(text) > 0;

/** A market order with SOL collateral (spec 001 §4): side, collateral, leverage; the size follows from them. */
export const OrderPanel = ({ market, owner }: { readonly market: PerpsMarket; readonly owner: string | undefined }) => {
  const perps = usePerpsStreams();
  const wallet = useWalletStreams();
  const [side, setSide] = useState<PerpsSide>('long');
  const [collateral, setCollateral] = useState('');
  const [leverage, setLeverage] = useState<number>(5);
  const solPrice = useLivePrice(perpsMarkets.SOL);
  const { running, follow } = useTxCommand();
  const sizeUsd = validAmount(collateral) && solPrice !== undefined ? Number(collateral) * solPrice * leverage : undefined;

  const label =
    owner === undefined
      ? 'Connect a wallet to trade'
      : running
        ? `${running.label}…`
        : !validAmount(collateral)
          ? 'Enter collateral'
          : `Open ${sideName(side)} ${market.symbol}`;
  const ready = owner !== undefined && !running && sizeUsd !== undefined;

  const open = () => {
    const signer = wallet.session.currentSigner();
    if (!signer || sizeUsd === undefined) return;
    follow(
      perps.actions.open({
        signer,
        market,
        side,
        collateralMint: NATIVE_MINT,
        collateralAmount: toBaseUnits(collateral, SOL_DECIMALS),
        sizeUsd: Math.round(sizeUsd * 100) / 100,
      }),
    );
    setCollateral('');
  };

  return (
    <form
      className={styles.panel}
      aria-label="Open a position"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) open();
      }}
    >
      <div className={styles.sides} role="radiogroup" aria-label="Side">
        {(['long', 'short'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={side === choice}
            className={`${styles.side} ${styles[choice]}`}
            onClick={() => setSide(choice)}
          >
            {sideName(choice)}
          </button>
        ))}
      </div>
      <label className={styles.field}>
        <span>Collateral (SOL)</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={collateral}
          onChange={(event) => setCollateral(event.target.value.replace(',', '.'))}
          aria-invalid={collateral !== '' && !validAmount(collateral)}
        />
      </label>
      <label className={styles.field}>
        <span>Leverage</span>
        <select value={leverage} onChange={(event) => setLeverage(Number(event.target.value))}>
          {LEVERAGES.map((value) => (
            <option key={value} value={value}>
              {value}x
            </option>
          ))}
        </select>
      </label>
      <div className={styles.size}>
        <span>Size</span>
        <strong data-testid="order-size">{sizeUsd === undefined ? '–' : formatUsd(sizeUsd)}</strong>
      </div>
      <button type="submit" className={`${styles.submit} ${styles[side]}`} disabled={!ready}>
        {label}
      </button>
    </form>
  );
};

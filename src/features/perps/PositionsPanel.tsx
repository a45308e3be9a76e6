import { spendableSol } from '@streams/swap';
import { type CollateralToken, type LivePosition, perpsMarkets } from '@streams/perps';
import { NATIVE_MINT } from '@streams/wallet';
import { useObservableEagerState } from 'observable-hooks';
import { useCallback, useState } from 'react';
import { CollateralDialog } from './CollateralDialog';
import styles from './PerpsPage.module.css';
import { sharePath } from '@/features/share/shareTarget';
import { PositionsTableView, type TablePosition } from './PositionsTable';
import { TriggerDialog } from './TriggerDialog';
import { useHeld, useLivePositions, useLivePrice } from './usePerpsData';
import { collateralMintOf, usePositionCommands } from './usePositionCommands';
import { usePerpsStreams } from './usePerpsStreams';

type Editing = { readonly kind: 'tpsl' | 'collateral'; readonly positionKey: string };

/** The collateral token of a position as the dialog needs it: SOL at its live price, or USDC at $1. */
const useCollateralToken = (owner: string, position: LivePosition): CollateralToken => {
  const mint = collateralMintOf(position);
  const sol = mint === NATIVE_MINT;
  const held = useHeld(owner, mint);
  const solPrice = useLivePrice(perpsMarkets.SOL);
  // SOL collateral keeps the write reserve: the request's fee and its account's rent.
  const spendable = held === undefined ? undefined : sol ? spendableSol(held) : held;
  return { symbol: sol ? 'SOL' : 'USDC', decimals: sol ? 9 : 6, priceUsd: sol ? solPrice : 1, spendable };
};

const CollateralEditor = ({ owner, position, onClose }: { readonly owner: string; readonly position: LivePosition; readonly onClose: () => void }) => {
  const commands = usePositionCommands();
  const token = useCollateralToken(owner, position);
  return (
    <CollateralDialog
      position={position}
      token={token}
      onClose={onClose}
      onChange={(change) => {
        if (change.kind === 'add') commands.addCollateral(position, change.amount);
        else commands.removeCollateral(position, change.usd);
        onClose();
      }}
    />
  );
};

/** The owner's positions, marked live, with TP/SL, collateral and a market Close on each (their toasts come from the stream). */
const OwnerPositions = ({ owner }: { readonly owner: string }) => {
  const perps = usePerpsStreams();
  const closing = useObservableEagerState(perps.actions.closing$);
  const positions = useLivePositions(owner);
  const commands = usePositionCommands();
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const stopEditing = useCallback(() => setEditing(undefined), []);
  const { close } = commands;
  const onClose = useCallback((position: TablePosition) => close(position), [close]);
  const onEditTriggers = useCallback((position: TablePosition) => setEditing({ kind: 'tpsl', positionKey: position.positionKey }), []);
  const onCollateral = useCallback((position: TablePosition) => setEditing({ kind: 'collateral', positionKey: position.positionKey }), []);
  const shareLink = useCallback((position: TablePosition) => sharePath({ kind: 'position', owner, position: position.positionKey }), [owner]);
  // The dialog follows its position live, and goes when the position does.
  const target = editing && positions?.find((position) => position.positionKey === editing.positionKey);

  return (
    <>
      <PositionsTableView
        positions={positions}
        closing={closing}
        onClose={onClose}
        onEditTriggers={onEditTriggers}
        onCollateral={onCollateral}
        shareLink={shareLink}
      />
      {target && editing?.kind === 'tpsl' && (
        <TriggerDialog
          position={target}
          onClose={stopEditing}
          onSubmit={(takeProfit, stopLoss) => {
            commands.setTriggers(target, takeProfit, stopLoss);
            stopEditing();
          }}
        />
      )}
      {target && editing?.kind === 'collateral' && <CollateralEditor owner={owner} position={target} onClose={stopEditing} />}
    </>
  );
};

/** Open positions under the chart: the connected wallet's, or a prompt to connect. */
export const PositionsPanel = ({ owner }: { readonly owner: string | undefined }) => (
  <section className={styles.panel} aria-labelledby="perps-positions-title">
    <h2 id="perps-positions-title" className={styles.panelTitle}>
      Positions
    </h2>
    {owner === undefined ? <p className={styles.notice}>Connect a wallet to see your positions</p> : <OwnerPositions key={owner} owner={owner} />}
  </section>
);

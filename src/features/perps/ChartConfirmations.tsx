import type { LivePosition, PositionLine } from '@streams/perps';
import { useLayoutEffect } from 'react';
import { formatUsd, formatUsdPrice } from '@/format/number';
import type { ChartHandle } from './chartHandle';
import { ConfirmDialog } from './ConfirmDialog';
import type { LineDrop } from './lineDrag';
import { positionName } from './positionLabels';
import { triggerName, triggerProblem } from './triggerForm';
import { useLivePositions } from './usePerpsData';
import { usePositionCommands } from './usePositionCommands';

export type ChartRequest = { readonly kind: 'move'; readonly drop: LineDrop } | { readonly kind: 'close'; readonly line: PositionLine };

type Commands = ReturnType<typeof usePositionCommands>;

interface ConfirmationProps {
  readonly handle: ChartHandle;
  readonly position: LivePosition;
  /** From the chart, which outlives the dialog: a change's end is still heard after the dialog went. */
  readonly commands: Commands;
  readonly onDone: () => void;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A TP or SL line let go at a new price: set the trigger there, or put the line back. */
const MoveConfirmation = ({ handle, position, commands, drop, onDone }: ConfirmationProps & { readonly drop: LineDrop }) => {
  const kind = drop.line.action === 'tp' ? 'tp' : 'sl';
  const name = triggerName(kind);
  const cancel = () => {
    handle.release(drop.line.id);
    onDone();
  };
  const confirm = () => {
    const [takeProfit, stopLoss] = kind === 'tp' ? [drop.price, position.stopLossTriggerPrice] : [position.takeProfitTriggerPrice, drop.price];
    // The line stays at its new price; a change that does not land puts it back.
    commands.setTriggers(position, takeProfit, stopLoss, (last) => {
      if (last.status !== 'confirmed') handle.release(drop.line.id);
    });
    onDone();
  };
  return (
    <ConfirmDialog
      title={`Move ${kind === 'tp' ? 'TP' : 'SL'}`}
      confirmLabel={`Set ${name}`}
      error={triggerProblem(position, position.currentPrice, kind, drop.price)}
      onConfirm={confirm}
      onCancel={cancel}
    >
      {capitalised(name)} of {positionName(position)}: <strong>{formatUsdPrice(drop.price)}</strong> (now {formatUsdPrice(drop.line.price)}, mark{' '}
      {formatUsdPrice(position.currentPrice)}).
    </ConfirmDialog>
  );
};

/** The entry line's Close: a market close of the whole position. */
const CloseConfirmation = ({ position, commands, onDone }: ConfirmationProps) => {
  return (
    <ConfirmDialog
      title="Close position"
      confirmLabel="Close position"
      danger
      onConfirm={() => {
        commands.close(position);
        onDone();
      }}
      onCancel={onDone}
    >
      Close {positionName(position)} at the market price ({formatUsdPrice(position.currentPrice)})? PnL now: <strong>{formatUsd(position.pnlUsd)}</strong>.
    </ConfirmDialog>
  );
};

/** What a chart line asks for (a move, a close), once confirmed, through the one transaction command. Mounted while a wallet is connected. */
export const ChartConfirmations = ({
  owner,
  handle,
  request,
  onDone,
}: {
  readonly owner: string;
  readonly handle: ChartHandle;
  readonly request: ChartRequest | undefined;
  readonly onDone: () => void;
}) => {
  const positions = useLivePositions(owner);
  const commands = usePositionCommands();
  const line = request === undefined ? undefined : request.kind === 'move' ? request.drop.line : request.line;
  const position = line && positions?.find((candidate) => candidate.positionKey === line.positionKey);
  const gone = line !== undefined && positions !== undefined && position === undefined;
  // The position went (closed, liquidated) while the question was open: nothing left to ask.
  useLayoutEffect(() => {
    if (!gone || !line) return;
    handle.release(line.id);
    onDone();
  }, [gone, handle, line, onDone]);
  if (!request || !position) return null;
  const props = { handle, position, commands, onDone };
  return request.kind === 'move' ? <MoveConfirmation {...props} drop={request.drop} /> : <CloseConfirmation {...props} />;
};

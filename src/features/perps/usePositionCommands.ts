import { perpsMarketOf, type PerpsSide } from '@streams/perps';
import type { PerpPosition } from '@streams/portfolio';
import type { TransactionSigner } from '@streams/solana';
import type { CommandState } from '@streams/tx';
import { NATIVE_MINT } from '@streams/wallet';
import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';
import { positionLabel } from './positionLabels';
import { usePerpsStreams } from './usePerpsStreams';

/** The token a position's collateral is in: its own, or SOL when the service does not say. */
export const collateralMintOf = (position: PerpPosition) => position.collateralMint ?? NATIVE_MINT;

const sideOf = (position: PerpPosition): PerpsSide => (position.side === 'Long' ? 'long' : 'short');

/**
 * The position actions of the table and the chart, each one transaction command (its toasts
 * come from the stream). `onEnd` gets the command's last state, e.g. to put a dragged line back
 * when its change failed.
 */
export const usePositionCommands = () => {
  const perps = usePerpsStreams();
  const wallet = useWalletStreams();
  const { running, follow } = useTxCommand();

  // One set of functions while the streams stay the same: memoised rows keep their callbacks.
  const commands = useMemo(() => {
    const start = (command: (signer: TransactionSigner) => Observable<CommandState> | undefined, onEnd?: (last: CommandState) => void) => {
      const signer = wallet.session.currentSigner();
      const state$ = signer ? command(signer) : undefined;
      if (state$) follow(state$, onEnd);
    };
    const market = (position: PerpPosition) => perpsMarketOf(position.tokenMint);
    return {
      setTriggers: (position: PerpPosition, takeProfitPriceUsd: number | null, stopLossPriceUsd: number | null, onEnd?: (last: CommandState) => void) =>
        start((signer) => perps.actions.editTriggers({ signer, positionKey: position.positionKey, takeProfitPriceUsd, stopLossPriceUsd }), onEnd),
      addCollateral: (position: PerpPosition, amount: bigint) =>
        start((signer) => {
          const of = market(position);
          return (
            of &&
            perps.actions.addCollateral({
              signer,
              market: of,
              side: sideOf(position),
              positionKey: position.positionKey,
              collateralMint: collateralMintOf(position),
              collateralAmount: amount,
            })
          );
        }),
      removeCollateral: (position: PerpPosition, collateralUsd: number) =>
        start((signer) => {
          const of = market(position);
          return (
            of &&
            perps.actions.removeCollateral({
              signer,
              market: of,
              side: sideOf(position),
              positionKey: position.positionKey,
              collateralUsd,
              receiveMint: position.collateralMint ?? undefined,
            })
          );
        }),
      close: (position: PerpPosition) =>
        start((signer) =>
          perps.actions.close({ signer, positionKey: position.positionKey, label: positionLabel(position), receiveMint: position.collateralMint ?? undefined }),
        ),
    };
  }, [perps, wallet, follow]);
  return { running, ...commands };
};

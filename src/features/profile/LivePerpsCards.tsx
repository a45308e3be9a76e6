import type { PerpPosition } from '@streams/portfolio';
import { useLivePositions } from '@/features/perps/usePerpsData';
import { PerpsCards } from './PerpsSection';
import type { TokenInfoMap } from './tokenLabels';

/**
 * The drawer's and the portfolio page's perps cards marked to the price socket, as the /perps
 * page marks its table: mark, PnL and distance to liquidation move with every tick. The
 * portfolio's figures (`served`) show until the live rows arrive.
 */
export const LivePerpsCards = ({
  owner,
  served,
  tokenInfo,
}: {
  readonly owner: string;
  readonly served: readonly PerpPosition[];
  readonly tokenInfo: TokenInfoMap;
}) => {
  const live = useLivePositions(owner);
  return <PerpsCards positions={live ?? served} tokenInfo={tokenInfo} />;
};

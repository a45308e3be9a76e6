import type { RouteComparison } from '@streams/onboard';
import type { BridgeProvider } from '@streams/schemas';
import { Tag } from '@/components/Tag';
import jlp from '@/features/perps/jlp/Jlp.module.css';
import { formatExact, formatSeconds } from './onboardFormat';
import styles from './Onboard.module.css';

const USDC = 6;

/**
 * The bridge compare: each route for the amount with its fee, what arrives and its time (all
 * the service's numbers), marked Cheapest and Fastest; a route is picked with its radio, and a
 * route whose minimum is above the amount says so and cannot be picked.
 */
export const RouteCompare = ({
  rows,
  chosen,
  onChoose,
}: {
  readonly rows: readonly RouteComparison[];
  readonly chosen: BridgeProvider | undefined;
  readonly onChoose: (provider: BridgeProvider) => void;
}) => (
  <table className={jlp.table} aria-label="Bridge routes">
    <thead>
      <tr>
        <th scope="col">Route</th>
        <th scope="col">Fee</th>
        <th scope="col">You receive</th>
        <th scope="col">Time</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.route.provider} data-testid={`route-${row.route.provider}`} aria-selected={row.route.provider === chosen}>
          <th scope="row">
            <label className={styles.choose}>
              <input
                type="radio"
                name="bridge-route"
                value={row.route.provider}
                checked={row.route.provider === chosen}
                disabled={row.belowMinimum}
                onChange={() => onChoose(row.route.provider)}
              />{' '}
              {row.route.name}
              {row.cheapest && <Tag label="Cheapest" />}
              {row.fastest && <Tag label="Fastest" />}
            </label>
            {row.belowMinimum && <span className={jlp.hint}>Minimum {formatExact(row.minimum, USDC, 'USDC')}</span>}
          </th>
          <td data-testid="route-fee">{formatExact(row.fee, USDC, 'USDC')}</td>
          <td data-testid="route-receive">{formatExact(row.receive, USDC, 'USDC')}</td>
          <td data-testid="route-time">{formatSeconds(row.route.seconds)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

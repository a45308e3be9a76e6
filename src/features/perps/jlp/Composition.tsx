import type { JlpPool } from '@streams/jlp/feature';
import styles from './Jlp.module.css';
import { formatBps, formatMicroUsdCompact, formatPriceMicro, formatTokens } from './jlpFormat';

/**
 * What the pool holds: each custody's amount, worth, and its current weight against its target
 * (a bar per token; the target is the tick). Over target costs more to buy with, less to sell for.
 */
export const Composition = ({ pool }: { readonly pool: JlpPool }) => (
  <section className={styles.panel} aria-labelledby="jlp-composition">
    <h2 id="jlp-composition" className={styles.subtitle}>
      Pool composition
    </h2>
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Amount</th>
          <th scope="col">Price</th>
          <th scope="col">Value</th>
          <th scope="col">Current / target weight</th>
        </tr>
      </thead>
      <tbody>
        {pool.custodies.map((custody) => {
          const over = custody.currentWeightBps > custody.targetWeightBps;
          return (
            <tr key={custody.mint} data-testid={`custody-${custody.symbol}`}>
              <th scope="row">{custody.symbol}</th>
              <td>{formatTokens(custody.amount, custody.decimals, '')}</td>
              <td>{formatPriceMicro(custody.priceMicro)}</td>
              <td>{formatMicroUsdCompact(custody.usdMicro)}</td>
              <td>
                <div className={styles.weight}>
                  <span className={over ? styles.over : styles.under}>{formatBps(custody.currentWeightBps)}</span>
                  <span className={styles.muted}>&nbsp;/ {formatBps(custody.targetWeightBps)}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${Math.min(100, custody.currentWeightBps / 100)}%` }} />
                    <span className={styles.target} style={{ left: `${custody.targetWeightBps / 100}%` }} />
                  </span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
    <p className={styles.hint}>
      The pool’s assets back every perps trade: its AUM moves with these prices and with the traders’ profit and loss (
      {formatMicroUsdCompact(pool.owedToTradersMicro)} owed to open positions now).
    </p>
  </section>
);

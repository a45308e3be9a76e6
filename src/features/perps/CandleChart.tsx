import type { CandleEvent } from '@streams/perps/liveCandles';
import type { PerpsMarket } from '@streams/perps/markets';
import type { PerpsResolution } from '@streams/perps/resolutions';
import { useSubscription } from 'observable-hooks';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EMPTY, defer } from 'rxjs';
import styles from './CandleChart.module.css';
import { createChartHandle } from './chartHandle';
import { usePerpsStreams } from './usePerpsStreams';

type ChartStatus = { readonly kind: 'loading' | 'ready' | 'empty' } | { readonly kind: 'error'; readonly message: string };

const statusOf = (event: CandleEvent): ChartStatus | undefined => {
  switch (event.type) {
    case 'loading':
    case 'cancelled':
      return { kind: 'loading' };
    case 'error':
      return { kind: 'error', message: event.message };
    case 'history':
      return { kind: event.bars.length === 0 ? 'empty' : 'ready' };
    case 'bar':
      return undefined;
  }
};

const overlayText = (status: ChartStatus): string => {
  if (status.kind === 'error') return status.message;
  return status.kind === 'empty' ? 'No price history yet' : 'Loading chart…';
};

/**
 * The perps candle chart (spec 001 §4 Chart, Live bars, Position lines): history, then each live
 * bar through `series.update` (never through React state), and the wallet's position lines.
 */
export const CandleChart = ({ market, resolution, owner }: { readonly market: PerpsMarket; readonly resolution: PerpsResolution; readonly owner: string | undefined }) => {
  const perps = usePerpsStreams();
  const container = useRef<HTMLDivElement>(null);
  const [handle] = useState(createChartHandle);
  const [status, setStatus] = useState<ChartStatus>({ kind: 'loading' });

  useLayoutEffect(() => {
    const element = container.current;
    return element ? handle.mount(element) : undefined;
  }, [handle]);

  const candles$ = useMemo(() => perps.candles.candles$(market, resolution), [perps, market, resolution]);
  useSubscription(candles$, (event) => {
    const next = statusOf(event);
    if (next) setStatus(next);
    if (event.type === 'history') handle.history(event.bars);
    else if (event.type === 'bar') handle.update(event.bar);
  });

  const [lineTitles, setLineTitles] = useState<readonly string[]>([]);
  const lines$ = useMemo(
    () =>
      defer(() => {
        handle.clearLines();
        setLineTitles([]);
        return owner === undefined ? EMPTY : perps.lines$(owner, market);
      }),
    [perps, owner, market, handle],
  );
  useSubscription(lines$, (changes) => {
    handle.applyLines(changes);
    setLineTitles(handle.lineTitles());
  });

  return (
    <div className={styles.frame}>
      <div ref={container} className={styles.canvas} data-testid="candle-chart" data-status={status.kind} />
      {/* The canvas says nothing to assistive technology: the position lines, as a list. */}
      <ul className="visually-hidden" aria-label="Position lines">
        {lineTitles.map((title, index) => (
          <li key={`${title}-${index}`}>{title}</li>
        ))}
      </ul>
      {status.kind !== 'ready' && (
        <p className={styles.overlay} role={status.kind === 'error' ? 'alert' : 'status'}>
          {overlayText(status)}
        </p>
      )}
    </div>
  );
};

import type { CandleEvent, PerpsMarket, PerpsResolution, PositionLine } from '@streams/perps';
import { useSubscription } from 'observable-hooks';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EMPTY, defer } from 'rxjs';
import styles from './CandleChart.module.css';
import { type ChartRequest, ChartConfirmations } from './ChartConfirmations';
import { createChartHandle } from './chartHandle';
import { LineOverlays } from './LineOverlays';
import { attachLineDrag } from './lineDrag';
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
 * bar through `series.update` (never through React state), and the wallet's position lines:
 * TP and SL move under the pointer (then a confirm sets the trigger there), the entry line's
 * Close closes the position after a confirm.
 */
export const CandleChart = ({
  market,
  resolution,
  owner,
}: {
  readonly market: PerpsMarket;
  readonly resolution: PerpsResolution;
  readonly owner: string | undefined;
}) => {
  const perps = usePerpsStreams();
  const frame = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [handle] = useState(createChartHandle);
  const [status, setStatus] = useState<ChartStatus>({ kind: 'loading' });
  const [request, setRequest] = useState<ChartRequest | undefined>(undefined);
  const done = useCallback(() => setRequest(undefined), []);

  useLayoutEffect(() => {
    const element = container.current;
    const outer = frame.current;
    if (!element || !outer) return undefined;
    const unmount = handle.mount(element);
    const detach = attachLineDrag(outer, element, handle, (drop) => setRequest({ kind: 'move', drop }));
    return () => {
      detach();
      unmount();
    };
  }, [handle]);

  const candles$ = useMemo(() => perps.candles.candles$(market, resolution), [perps, market, resolution]);
  useSubscription(candles$, (event) => {
    const next = statusOf(event);
    if (next) setStatus(next);
    if (event.type === 'history') handle.history(event.bars);
    else if (event.type === 'bar') handle.update(event.bar);
  });

  const [lineTitles, setLineTitles] = useState<readonly string[]>([]);
  const [lines, setLines] = useState<readonly PositionLine[]>([]);
  const lines$ = useMemo(
    () =>
      defer(() => {
        handle.clearLines();
        setLineTitles([]);
        setLines([]);
        return owner === undefined ? EMPTY : perps.lines$(owner, market);
      }),
    [perps, owner, market, handle],
  );
  useSubscription(lines$, (changes) => {
    handle.applyLines(changes);
    setLineTitles(handle.lineTitles());
    setLines(handle.lineModels());
  });
  const closeRequest = useCallback((line: PositionLine) => setRequest({ kind: 'close', line }), []);

  return (
    <div ref={frame} className={styles.frame}>
      <div ref={container} className={styles.canvas} data-testid="candle-chart" data-status={status.kind} />
      <LineOverlays handle={handle} lines={lines} onCloseRequest={closeRequest} />
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
      {owner !== undefined && <ChartConfirmations owner={owner} handle={handle} request={request} onDone={done} />}
    </div>
  );
};

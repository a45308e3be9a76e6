import { type PositionLine, positionLineColors } from '@streams/perps';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './CandleChart.module.css';
import type { ChartHandle } from './chartHandle';
import { isDraggable } from './chartHandle';
import { lineColors } from './chartColors';

/** An element the chart handle keeps at its line's height. */
const Follower = ({
  handle,
  line,
  className,
  children,
}: {
  readonly handle: ChartHandle;
  readonly line: PositionLine;
  readonly className: string | undefined;
  readonly children: ReactNode;
}) => {
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    handle.placeOverlay(line.id, element.current);
    return () => handle.placeOverlay(line.id, null);
  }, [handle, line.id]);
  return (
    <div ref={element} className={className} style={{ ['--line-color' as string]: lineColors[positionLineColors[line.action]], visibility: 'hidden' }}>
      {children}
    </div>
  );
};

/**
 * Controls laid over the chart at their lines (spec 001 §4 Position lines): the entry line's
 * cancel button closes the position at market after a confirm; TP and SL lines carry a grip
 * that shows they move under the pointer (the press itself goes through to the chart, where
 * the drag is picked up).
 */
export const LineOverlays = ({
  handle,
  lines,
  onCloseRequest,
}: {
  readonly handle: ChartHandle;
  readonly lines: readonly PositionLine[];
  readonly onCloseRequest: (line: PositionLine) => void;
}) => (
  <>
    {lines.map((line) => {
      if (line.onCloseAction && !line.closing) {
        return (
          <Follower key={line.id} handle={handle} line={line} className={styles.lineControl}>
            <button
              type="button"
              className={styles.lineClose}
              onClick={() => onCloseRequest(line)}
              aria-label={`Close ${line.label} from the chart`}
              title="Close at market"
            >
              <span aria-hidden="true">✕</span> Close
            </button>
          </Follower>
        );
      }
      if (isDraggable(line)) {
        return (
          <Follower key={line.id} handle={handle} line={line} className={`${styles.lineControl} ${styles.lineGrip}`}>
            <span aria-hidden="true" data-testid={`line-grip-${line.action}`} data-position={line.positionKey}>
              ⇕ {line.label}
            </span>
          </Follower>
        );
      }
      return null;
    })}
  </>
);

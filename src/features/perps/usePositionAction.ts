import type { TxState } from '@streams/tx/types';
import { useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';

const isFinalState = (state: TxState) => state.status === 'confirmed' || state.status === 'failed' || state.status === 'expired';

/**
 * Follows the latest position action started here: its state until it ends (the action itself
 * runs to its end in the stream, with its toasts, even if the page is left).
 */
export const usePositionAction = () => {
  const [running, setRunning] = useState<TxState | undefined>(undefined);
  const subscription = useRef<Subscription | undefined>(undefined);
  useEffect(() => () => subscription.current?.unsubscribe(), []);
  const follow = (state$: Observable<TxState>) => {
    subscription.current?.unsubscribe();
    subscription.current = state$.subscribe((state) => setRunning(isFinalState(state) ? undefined : state));
  };
  return { running, follow };
};

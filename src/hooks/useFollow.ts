import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';

/**
 * Follows the latest short-lived stream started here (a transfer's start, a purchase): `state`
 * is its last emission (kept after it completes, so a refusal stays on screen), `running`
 * whether it is still going; `onEnd` gets the last state once. Starting another lets go of the
 * one before; unmounting lets go of it too.
 */
export const useFollow = <T>() => {
  const [state, setState] = useState<T | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const subscription = useRef<Subscription | undefined>(undefined);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const follow = useCallback((state$: Observable<T>, onEnd?: (last: T) => void) => {
    subscription.current?.unsubscribe();
    let last: T | undefined;
    setRunning(true);
    subscription.current = state$.subscribe({
      next: (next) => {
        last = next;
        setState(next);
      },
      complete: () => {
        setRunning(false);
        if (last !== undefined) onEnd?.(last);
      },
    });
  }, []);

  return { state, running, follow, clear: useCallback(() => setState(undefined), []) };
};

import { type CommandState, isFinalCommandState } from '@streams/tx';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';

/**
 * The one hook for transactions (swap, withdraw, perps actions): follows the latest command
 * started here. `running` is its state until it ends; `onEnd` gets its last state once. The
 * command itself runs to its end in the streams, with its toasts, whether or not this
 * component still watches; a second submit while one runs is refused there, not here.
 */
export const useTxCommand = () => {
  const [running, setRunning] = useState<CommandState | undefined>(undefined);
  const subscription = useRef<Subscription | undefined>(undefined);
  useEffect(() => () => subscription.current?.unsubscribe(), []);

  const follow = useCallback((state$: Observable<CommandState>, onEnd?: (last: CommandState) => void) => {
    subscription.current?.unsubscribe();
    let last: CommandState | undefined;
    subscription.current = state$.subscribe({
      next: (state) => {
        last = state;
        setRunning(isFinalCommandState(state) ? undefined : state);
      },
      complete: () => {
        setRunning(undefined);
        if (last) onEnd?.(last);
      },
    });
  }, []);

  return { running, follow };
};

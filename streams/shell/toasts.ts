import type { Observable, SchedulerLike, Subscription } from 'rxjs';
import { BehaviorSubject, timer } from 'rxjs';
import { SHELL_TOAST_MS, TRANSACTION_TOAST_MS } from '../core/timing';

export type ToastVariant = 'success' | 'info' | 'error' | 'loading' | 'loading-signature';

export interface Toast {
  readonly id: string;
  /** Shell toasts (wallet, settings) close after 5 s; transaction toasts after 6 s. */
  readonly scope: 'shell' | 'transaction';
  readonly variant: ToastVariant;
  readonly title: string;
  readonly description?: string;
  readonly link?: { readonly label: string; readonly href: string };
}

export type ToastInput = Omit<Toast, 'id'> & { readonly id?: string };

/** What the screen-reader live region says; `seq` changes with every toast shown, even a repeat. */
export interface Announcement {
  readonly seq: number;
  readonly text: string;
}

interface Timing {
  remaining: number;
  startedAt: number;
  subscription: Subscription | undefined;
}

const sticky = (toast: Toast) => toast.variant === 'loading' || toast.variant === 'loading-signature';

/**
 * The toast queue (spec 000 §4 Toasts; spec 001 §2.4). A toast shown again under the same id
 * replaces the one on screen (loading → success) and starts its own time. Loading toasts stay
 * until replaced; others close after T07 (shell) or T06 (transactions); hovering pauses a
 * toast's time, leaving resumes it.
 */
export const createToasts = ({ scheduler }: { scheduler: SchedulerLike }) => {
  const state = new BehaviorSubject<readonly Toast[]>([]);
  const announcement = new BehaviorSubject<Announcement>({ seq: 0, text: '' });
  const timings = new Map<string, Timing>();
  let counter = 0;

  const remove = (id: string) => {
    timings.get(id)?.subscription?.unsubscribe();
    timings.delete(id);
    state.next(state.value.filter((toast) => toast.id !== id));
  };

  const run = (id: string, timing: Timing) => {
    timing.startedAt = scheduler.now();
    timing.subscription = timer(timing.remaining, scheduler).subscribe(() => remove(id));
  };

  const show = (input: ToastInput): string => {
    const id = input.id ?? `toast-${++counter}`;
    const toast: Toast = { ...input, id };
    timings.get(id)?.subscription?.unsubscribe();
    timings.delete(id);
    const others = state.value.filter((existing) => existing.id !== id);
    state.next([...others, toast]);
    announcement.next({ seq: announcement.value.seq + 1, text: toast.description ? `${toast.title}. ${toast.description}` : toast.title });
    if (!sticky(toast)) {
      const timing: Timing = { remaining: toast.scope === 'transaction' ? TRANSACTION_TOAST_MS : SHELL_TOAST_MS, startedAt: 0, subscription: undefined };
      timings.set(id, timing);
      run(id, timing);
    }
    return id;
  };

  return {
    toasts$: state.asObservable() as Observable<readonly Toast[]>,
    /** Each toast when it is shown or replaced (never when it closes), for one polite live region. */
    announcement$: announcement.asObservable() as Observable<Announcement>,
    show,
    dismiss: remove,
    /** The pointer is over the toast: its time stops. */
    pause: (id: string) => {
      const timing = timings.get(id);
      if (!timing?.subscription) return;
      timing.subscription.unsubscribe();
      timing.subscription = undefined;
      timing.remaining = Math.max(0, timing.remaining - (scheduler.now() - timing.startedAt));
    },
    /** The pointer left: the time left runs on. */
    resume: (id: string) => {
      const timing = timings.get(id);
      if (!timing || timing.subscription) return;
      run(id, timing);
    },
  };
};

export type Toasts = ReturnType<typeof createToasts>;

import { Observable, type Subscription } from 'rxjs';

/** A list as the soak compares it with the simulator: its tokens and when each last traded. */
export interface ListDiagnostics {
  readonly at: number;
  readonly connection: string;
  readonly rows: readonly (readonly [id: string, updatedAt: string | null])[];
}

export interface Diagnostics {
  /** RxJS subscriptions open now, every one the app has made (operators' inner ones included). */
  subscriptions(): number;
  /** The last state each open token list showed, by category. */
  readonly lists: Record<string, ListDiagnostics>;
}

let installed: Diagnostics | undefined;

/**
 * `?diagnostics=1` (main.tsx calls this only then): counts open RxJS subscriptions and keeps
 * each list's last rows on `window.__callistoDiagnostics`, for the soak (`npm run soak`) to read. Off by default: the count
 * wraps every subscribe. Must run before the streams graph is built, so nothing escapes the count.
 */
export const installDiagnostics = (): void => {
  if (installed !== undefined) return;
  let open = 0;
  const subscribe = Observable.prototype.subscribe;
  Observable.prototype.subscribe = function (this: Observable<unknown>, ...args: Parameters<typeof subscribe>): Subscription {
    const subscription = subscribe.apply(this, args);
    if (!subscription.closed) {
      open++;
      subscription.add(() => open--);
    }
    return subscription;
  } as typeof subscribe;
  installed = { subscriptions: () => open, lists: {} };
  (window as unknown as { __callistoDiagnostics: Diagnostics }).__callistoDiagnostics = installed;
};

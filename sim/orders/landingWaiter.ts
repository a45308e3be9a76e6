import type { LandedTransaction, Ledger } from '../ledger';

/**
 * Waits for a signature to land, for /execute: the landed record, or 'expired' once the block
 * height passes the transaction's last valid one (or after a wall-clock cap, or at close).
 */
export type Landing = LandedTransaction | 'expired';

const CAP_MS = 120_000;

export const createLandingWaiter = (ledger: Ledger) => {
  const waiting = new Map<string, { readonly lastValidBlockHeight: number; readonly resolve: (landing: Landing) => void }[]>();
  const settle = (signature: string, landing: Landing) => {
    const list = waiting.get(signature);
    waiting.delete(signature);
    for (const waiter of list ?? []) waiter.resolve(landing);
  };
  const stops = [
    ledger.onTransaction((record) => settle(record.signature, record)),
    ledger.onSlot(() => {
      const height = ledger.blockHeight();
      for (const [signature, list] of waiting) if (list.every((waiter) => waiter.lastValidBlockHeight < height)) settle(signature, 'expired');
    }),
  ];
  return {
    wait: (signature: string, lastValidBlockHeight: number): Promise<Landing> =>
      new Promise((resolve) => {
        const timer = setTimeout(() => settle(signature, 'expired'), CAP_MS);
        timer.unref();
        const list = waiting.get(signature) ?? [];
        list.push({ lastValidBlockHeight, resolve: (landing) => (clearTimeout(timer), resolve(landing)) });
        waiting.set(signature, list);
      }),
    close: () => {
      for (const stop of stops) stop();
      for (const signature of [...waiting.keys()]) settle(signature, 'expired');
    },
  };
};

export type LandingWaiter = ReturnType<typeof createLandingWaiter>;

import { useEffect } from 'react';
import type { TokenListState } from '@streams/market';
import type { ListDiagnostics } from './diagnostics';

type WithDiagnostics = { __callistoDiagnostics?: { lists: Record<string, ListDiagnostics> } };

/** Leaves a list's rows on `window.__callistoDiagnostics` for the soak, when `?diagnostics=1` installed it. */
const useRecordList = (category: string, state: TokenListState): void => {
  useEffect(() => {
    const diagnostics = (window as unknown as WithDiagnostics).__callistoDiagnostics;
    if (diagnostics === undefined || state.status !== 'ready') return;
    diagnostics.lists[category] = {
      at: Date.now(),
      connection: state.connection,
      rows: state.rows.map((row) => [row.asset.id, row.asset.updatedAt ?? null] as const),
    };
  }, [category, state]);
};

/**
 * A list's rows for the soak (src/app/diagnostics.ts): only in the soak's build
 * (VITE_DIAGNOSTICS=true); every other build gets a hook that does nothing, and drops this code.
 */
export const useListDiagnostics: (category: string, state: TokenListState) => void =
  import.meta.env.VITE_DIAGNOSTICS === 'true' ? useRecordList : () => undefined;

import type { Pool } from '../schemas/pool';
import type { ConnectionStatus, PoolUpdate } from './liveStream';
import { TokenListModel } from './tokenListModel';

/** What happens to a list: its snapshot (first or after a reconnect), a streamed update, the connection. */
export type ListEvent =
  /** `onWire`: read once the list's subscriptions were on the wire (nothing to catch up). */
  | { readonly kind: 'snapshot'; readonly pools: readonly Pool[]; readonly onWire?: boolean }
  | { readonly kind: 'snapshot-failed'; readonly error: unknown }
  | { readonly kind: 'update'; readonly update: PoolUpdate }
  /** The listed tokens read again once their subscription is on the wire (tokenLists: catch-up). */
  | { readonly kind: 'catch-up'; readonly pools: readonly Pool[] }
  | { readonly kind: 'status'; readonly status: ConnectionStatus };

export interface ListState {
  /** The list's tokens, owned by this list (its row and time caches too). */
  readonly model: TokenListModel;
  /** The connection the last snapshot belongs to; -1 before the first. */
  readonly snapshotGeneration: number;
  readonly status: ConnectionStatus;
  readonly seenOpen: boolean;
  /** The first snapshot failed and nothing is loaded: the error to show. */
  readonly failed: { readonly error: unknown } | undefined;
  /** Whether the last event changed what the list shows. */
  readonly changed: boolean;
}

export const initialListState = (
  growing: boolean,
  status: ConnectionStatus,
  only: { readonly launchpads?: readonly string[]; readonly tag?: string } = {},
): ListState => ({
  model: new TokenListModel(growing, only.launchpads && only.launchpads.length > 0 ? new Set(only.launchpads) : undefined, only.tag),
  snapshotGeneration: -1,
  status,
  seenOpen: false,
  failed: undefined,
  changed: false,
});

/**
 * A token list as a reducer over its events (issue 13 item 3), the one path from a pool update
 * to a row: `scan(reduceList)` in tokenLists.ts. The model is the list's own (mutated here,
 * never shared); everything else is a fresh value each event.
 */
export const reduceList = (state: ListState, event: ListEvent): ListState => {
  switch (event.kind) {
    case 'snapshot':
      state.model.load(event.pools);
      return { ...state, snapshotGeneration: state.status.generation, failed: undefined, changed: true };
    case 'snapshot-failed':
      return state.model.size === 0 ? { ...state, failed: { error: event.error }, changed: true } : { ...state, changed: false };
    case 'update':
      return { ...state, changed: state.model.apply(event.update) };
    case 'catch-up':
      return { ...state, changed: state.model.refresh(event.pools) };
    case 'status': {
      const { status } = event;
      // The first open is not a reconnect: a snapshot fetched while it connected is current for it.
      const firstOpen = status.state === 'open' && !state.seenOpen;
      const snapshotGeneration = firstOpen && state.snapshotGeneration >= 0 ? status.generation : state.snapshotGeneration;
      return { ...state, status, seenOpen: state.seenOpen || firstOpen, snapshotGeneration, changed: true };
    }
  }
};

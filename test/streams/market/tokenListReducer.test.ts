import type { ConnectionStatus } from '@streams/market/liveStream';
import { type ListState, initialListState, reduceList } from '@streams/market/tokenListReducer';
import { makePool } from '../../support/fixtures/pools';

const connecting = (generation: number): ConnectionStatus => ({ state: 'connecting', attempt: 0, generation, since: 0 }) as ConnectionStatus;
const open = (generation: number): ConnectionStatus => ({ state: 'open', generation, since: 0 }) as ConnectionStatus;

const loaded = (): ListState =>
  reduceList(initialListState(false, connecting(1)), { kind: 'snapshot', pools: [makePool('a'), makePool('b', { asset: { launchpad: 'met-dbc' } })] });

describe('a token list as a reducer over its events', () => {
  it('a fresh list has nothing to show yet: no snapshot, no failure, nothing changed', () => {
    const state = initialListState(false, connecting(1));
    expect(state).toMatchObject({ snapshotGeneration: -1, seenOpen: false, failed: undefined, changed: false });
    expect(state.model.size).toBe(0);
  });

  it('a growing list with an empty launchpad filter admits launches from every launchpad, like no filter at all', () => {
    const launch = { kind: 'update', update: { type: 'new', pool: makePool('n', { asset: { launchpad: 'met-dbc' } }) } } as const;
    const state = reduceList(initialListState(true, connecting(1), { launchpads: [] }), launch);
    expect(state.changed).toBe(true);
    expect(state.model.size).toBe(1);
    const other = reduceList(initialListState(true, connecting(1), { launchpads: ['pump.fun'] }), launch);
    expect(other.changed).toBe(false);
    expect(other.model.size).toBe(0);
  });

  it('a first snapshot that fails on an empty list shows its error and keeps the list and its connection', () => {
    const initial = initialListState(false, connecting(3));
    const error = new Error('Pools API: 503');
    const state = reduceList(initial, { kind: 'snapshot-failed', error });
    expect(state).toMatchObject({ failed: { error }, changed: true, snapshotGeneration: -1, seenOpen: false });
    expect(state.model).toBe(initial.model);
    expect(state.status).toBe(initial.status);
  });

  it('a failed refetch leaves the loaded tokens on screen: no error, nothing changed', () => {
    const state = reduceList(loaded(), { kind: 'snapshot-failed', error: new Error('Pools API: 503') });
    expect(state.failed).toBeUndefined();
    expect(state.changed).toBe(false);
    expect(state.model.size).toBe(2);
  });

  it('the first open adopts a snapshot fetched while connecting, but not one that never came', () => {
    const withoutSnapshot = reduceList(initialListState(false, connecting(1)), { kind: 'status', status: open(2) });
    expect(withoutSnapshot).toMatchObject({ snapshotGeneration: -1, seenOpen: true, changed: true });
    const withSnapshot = reduceList(loaded(), { kind: 'status', status: open(2) });
    expect(withSnapshot).toMatchObject({ snapshotGeneration: 2, seenOpen: true });
    // A later open is a reconnect: the snapshot belongs to the earlier connection.
    const reconnected = reduceList(withSnapshot, { kind: 'status', status: open(3) });
    expect(reconnected.snapshotGeneration).toBe(2);
  });
});

import type { SocketEvent, SocketPort } from '@streams/core/socket';
import { Subject, defer } from 'rxjs';
import type { MarbleContext } from './marbles';

export interface Sent {
  readonly connection: number;
  readonly frame: unknown;
}

/**
 * A socket port whose n-th connection plays `connections[n]` as marbles: 'o' opens (its send
 * records into `sent$` with the connection number), 'c' closes, 't' closes for good (1008), '#' errors, other letters are
 * messages from `messages`. Each connection's cold observable is kept for subscription asserts.
 */
export const createFakeSocket = (m: MarbleContext, connections: readonly string[], messages: Record<string, string> = {}) => {
  const sent$ = new Subject<Sent>();
  const cold: ReturnType<MarbleContext['cold']>[] = [];
  let opened = 0;
  const socket: SocketPort = () =>
    defer(() => {
      const index = opened++;
      const marbles = connections[index] ?? '-';
      const values: Record<string, SocketEvent> = {
        o: { type: 'open', send: (text) => sent$.next({ connection: index, frame: JSON.parse(text) as unknown }) },
        c: { type: 'close', code: 1006, reason: 'gone' },
        // A terminal close: the server refuses this client for good (policy violation).
        t: { type: 'close', code: 1008, reason: 'Origin not allowed' },
      };
      for (const [key, data] of Object.entries(messages)) values[key] = { type: 'message', data };
      const connection = m.cold<SocketEvent>(marbles, values, new Error('socket error'));
      cold[index] = connection;
      return connection;
    });
  return { socket, sent$, connections: cold };
};

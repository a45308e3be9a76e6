import type { Observable } from 'rxjs';

/**
 * One websocket connection as events. Subscribing opens it; unsubscribing closes it. `send`
 * arrives with `open` and belongs to that connection only, so nothing sent for one connection
 * can ever be replayed onto the next.
 */
export type SocketEvent =
  | { readonly type: 'open'; readonly send: (text: string) => void }
  | { readonly type: 'message'; readonly data: string }
  | { readonly type: 'close'; readonly code: number; readonly reason: string };

/** The websocket port: the browser passes one over `WebSocket`, tests pass `cold()` fakes. */
export type SocketPort = (url: string) => Observable<SocketEvent>;

/** A socket error: the connection observable errors with it (and its teardown closes the socket). */
export class SocketError extends Error {
  constructor(readonly url: string) {
    super(`websocket error on ${url}`);
    this.name = 'SocketError';
  }
}

import { Observable } from 'rxjs';
import { SocketError, type SocketEvent, type SocketPort } from './socket';

/** A WebSocket class: the browser's, Node 22's global one, or the `ws` package's (all speak the WHATWG shape). */
export type WebSocketClass = new (url: string) => object;

/** The part of the WHATWG WebSocket the port uses. */
interface WebSocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null;
  onerror: (() => void) | null;
  send(text: string): void;
  close(code: number, reason: string): void;
}

const CONNECTING = 0;
const OPEN = 1;

/**
 * The socket port over a WebSocket class: one connection per subscription, its events as
 * SocketEvents, closed (1000) when the subscriber leaves. Text frames only: a binary frame is
 * no frame of ours.
 */
export const webSocketPort =
  (WebSocketImpl: WebSocketClass): SocketPort =>
  (url) =>
    new Observable<SocketEvent>((subscriber) => {
      const socket = new WebSocketImpl(url) as WebSocketLike;
      socket.onopen = () =>
        subscriber.next({
          type: 'open',
          // Bound to this socket: once it is closed, sends go nowhere (never to a successor).
          send: (text) => socket.readyState === OPEN && socket.send(text),
        });
      socket.onmessage = (event) => {
        if (typeof event.data === 'string') subscriber.next({ type: 'message', data: event.data });
      };
      socket.onclose = (event) => {
        subscriber.next({ type: 'close', code: event.code, reason: event.reason });
        subscriber.complete();
      };
      socket.onerror = () => subscriber.error(new SocketError(url));
      return () => {
        socket.onopen = socket.onmessage = socket.onclose = null;
        // Closing while connecting reports an error nobody needs (and `ws` throws one nobody hears).
        socket.onerror = () => undefined;
        if (socket.readyState === CONNECTING || socket.readyState === OPEN) socket.close(1000, 'done');
      };
    });

import { SocketError, type SocketEvent } from '@streams/core/socket';
import { webSocketPort } from '@streams/core/webSocketPort';
import type { Observable } from 'rxjs';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/**
 * A WHATWG-shaped WebSocket with no network: the test plays the server (`open`, `receive`,
 * `closeFromServer`, `fail`) and reads what the port did (`sent`, `closes`).
 */
const createFakeWebSocket = () => {
  const sockets: FakeWebSocket[] = [];
  class FakeWebSocket {
    readyState = CONNECTING;
    onopen: (() => void) | null = null;
    onmessage: ((event: { readonly data: unknown }) => void) | null = null;
    onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null = null;
    onerror: (() => void) | null = null;
    readonly sent: string[] = [];
    readonly closes: { readonly code: number; readonly reason: string }[] = [];

    constructor(readonly url: string) {
      sockets.push(this);
    }

    send(text: string): void {
      this.sent.push(text);
    }

    close(code: number, reason: string): void {
      this.closes.push({ code, reason });
      this.readyState = CLOSING;
    }

    open(): void {
      this.readyState = OPEN;
      this.onopen?.();
    }

    receive(data: unknown): void {
      this.onmessage?.({ data });
    }

    closeFromServer(code: number, reason: string): void {
      this.readyState = CLOSED;
      this.onclose?.({ code, reason });
    }

    fail(): void {
      this.readyState = CLOSED;
      this.onerror?.();
    }
  }
  return { WebSocket: FakeWebSocket, sockets };
};

/** Subscribes and records what a caller sees: the events (open without its send), the error, the completion. */
const record = (events$: Observable<SocketEvent>) => {
  const seen: unknown[] = [];
  const sends: ((text: string) => void)[] = [];
  const outcome: { error?: unknown; completed: boolean } = { completed: false };
  const subscription = events$.subscribe({
    next: (event) => {
      if (event.type === 'open') {
        sends.push(event.send);
        seen.push({ type: 'open' });
      } else seen.push(event);
    },
    error: (error: unknown) => (outcome.error = error),
    complete: () => (outcome.completed = true),
  });
  return { seen, sends, outcome, subscription };
};

const URL = 'wss://stream.example/ws';

describe('the WebSocket port (core/webSocketPort.ts)', () => {
  it('each subscription opens its own connection to the url; open, text frames and close arrive as events, then it completes', () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const port = webSocketPort(WebSocket);
    const first = record(port(URL));
    const second = record(port(URL));
    expect(sockets.map((socket) => socket.url)).toEqual([URL, URL]);
    const [socket] = sockets;
    socket?.open();
    socket?.receive('{"n":1}');
    socket?.closeFromServer(1006, 'gone');
    expect(first.seen).toEqual([{ type: 'open' }, { type: 'message', data: '{"n":1}' }, { type: 'close', code: 1006, reason: 'gone' }]);
    expect(first.outcome).toEqual({ completed: true });
    expect(second.seen).toEqual([]);
    expect(second.outcome).toEqual({ completed: false });
    second.subscription.unsubscribe();
  });

  it('a binary frame is no frame of ours: it is dropped and the text frames around it still arrive', () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const { seen, subscription } = record(webSocketPort(WebSocket)(URL));
    const [socket] = sockets;
    socket?.open();
    socket?.receive('a');
    socket?.receive(new ArrayBuffer(4));
    socket?.receive(new Uint8Array([1, 2]));
    socket?.receive('b');
    expect(seen).toEqual([{ type: 'open' }, { type: 'message', data: 'a' }, { type: 'message', data: 'b' }]);
    subscription.unsubscribe();
  });

  it("the open event's send writes to that socket while it is open, and goes nowhere once it has closed", () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const { sends, subscription } = record(webSocketPort(WebSocket)(URL));
    const [socket] = sockets;
    socket?.open();
    const [send] = sends;
    send?.('{"subscribe":"SOL"}');
    expect(socket?.sent).toEqual(['{"subscribe":"SOL"}']);
    subscription.unsubscribe();
    send?.('{"subscribe":"JUP"}');
    expect(socket?.sent).toEqual(['{"subscribe":"SOL"}']);
  });

  it("a send kept from a closed connection never reaches the next connection's socket", () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const port = webSocketPort(WebSocket);
    const first = record(port(URL));
    sockets[0]?.open();
    sockets[0]?.closeFromServer(1006, 'gone');
    const second = record(port(URL));
    sockets[1]?.open();
    first.sends[0]?.('stale');
    second.sends[0]?.('fresh');
    expect(sockets.map((socket) => socket.sent)).toEqual([[], ['fresh']]);
    second.subscription.unsubscribe();
  });

  it('recovered error: a socket error errors the events with a SocketError naming the url', () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const { seen, outcome } = record(webSocketPort(WebSocket)(URL));
    sockets[0]?.open();
    sockets[0]?.fail();
    expect(seen).toEqual([{ type: 'open' }]);
    expect(outcome.error).toBeInstanceOf(SocketError);
    expect(outcome.error).toMatchObject({ url: URL });
    expect(outcome.completed).toBe(false);
  });

  it.each([
    ['while it is still connecting', () => undefined],
    ['once it is open', (socket: { open(): void }) => socket.open()],
  ])('teardown: a subscriber leaving %s closes the socket normally (1000, done)', (_when, before) => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const { subscription } = record(webSocketPort(WebSocket)(URL));
    const [socket] = sockets;
    if (socket) before(socket);
    subscription.unsubscribe();
    expect(socket?.closes).toEqual([{ code: 1000, reason: 'done' }]);
  });

  it('teardown: a socket the server already closed, or that failed, is not closed again', () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const port = webSocketPort(WebSocket);
    const closed = record(port(URL));
    sockets[0]?.open();
    sockets[0]?.closeFromServer(4000, 'bye');
    closed.subscription.unsubscribe();
    const failed = record(port(URL));
    sockets[1]?.fail();
    failed.subscription.unsubscribe();
    expect(sockets.map((socket) => socket.closes)).toEqual([[], []]);
  });

  it('teardown: events the socket reports after the subscriber left reach nobody and raise nothing', () => {
    const { WebSocket, sockets } = createFakeWebSocket();
    const { seen, outcome, subscription } = record(webSocketPort(WebSocket)(URL));
    const [socket] = sockets;
    subscription.unsubscribe();
    expect(() => {
      socket?.open();
      socket?.receive('late');
      socket?.fail();
    }).not.toThrow();
    expect(seen).toEqual([]);
    expect(outcome).toEqual({ completed: false });
  });
});

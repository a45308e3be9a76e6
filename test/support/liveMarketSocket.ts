import type { SocketEvent, SocketPort } from '@streams/core/socket';
import type { ServerFrame } from '@streams/schemas/streamFrames';
import { act } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';

/**
 * The market stream socket under a component test's control. Until `open()`, a connection waits
 * (the indicator says Connecting…); from then on every connection opens at once, so a test need
 * not know when the stream dialled. `frame` sends a server frame to the open connections;
 * `drop()` closes them as a lost network would, and later connections wait again (the stream
 * reconnects after T01 and stays Reconnecting/Connecting until the next `open()`).
 */
export const createLiveMarketSocket = () => {
  const connections = new Set<Subscriber<SocketEvent>>();
  const opened = new Set<Subscriber<SocketEvent>>();
  const sent: unknown[] = [];
  let accepting = false;
  const openOne = (connection: Subscriber<SocketEvent>) => {
    if (opened.has(connection)) return;
    opened.add(connection);
    connection.next({ type: 'open', send: (text) => sent.push(JSON.parse(text) as unknown) });
  };
  const socket: SocketPort = () =>
    new Observable<SocketEvent>((subscriber) => {
      connections.add(subscriber);
      if (accepting) openOne(subscriber);
      return () => {
        connections.delete(subscriber);
        opened.delete(subscriber);
      };
    });
  const frame = (frame: ServerFrame) => {
    for (const connection of opened) connection.next({ type: 'message', data: JSON.stringify(frame) });
  };
  return {
    socket,
    sent,
    open: () => {
      accepting = true;
      for (const connection of connections) openOne(connection);
    },
    frame,
    /** Time passing (by `advance`, the test's fake clock) with the socket speaking: an empty frame every 5 s, so it never goes silent (T52). */
    speakFor: (ms: number, advance: (ms: number) => void) => {
      for (let left = ms; left > 0; left -= 5_000) {
        act(() => frame({ type: 'prices', data: [] }));
        advance(Math.min(5_000, left));
      }
    },
    drop: () => {
      accepting = false;
      for (const connection of [...opened]) {
        connection.next({ type: 'close', code: 1006, reason: '' });
        connection.complete();
      }
    },
  };
};

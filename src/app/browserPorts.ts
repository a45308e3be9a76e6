import { defer, fromEvent, map, merge, startWith } from 'rxjs';
import { type Logger, type SocketPort, webSocketPort } from '@streams/core';
import type { StoragePersistence } from '@streams/wallet';
import { pageStorage } from './pageStorage';

/** Console logging with a context object; the streams layer only sees the Logger port. */
export const consoleLogger: Logger = {
  debug: (message, context) => console.debug(`[callisto] ${message}`, context ?? ''),
  info: (message, context) => console.info(`[callisto] ${message}`, context ?? ''),
  warn: (message, context) => console.warn(`[callisto] ${message}`, context ?? ''),
  error: (message, context) => console.error(`[callisto] ${message}`, context ?? ''),
};

/** localStorage, or memory when the browser refuses it (private modes, disabled storage). */
export const browserStorage = pageStorage;

/** The online flag, read at subscription time (not at startup) so no change is missed. */
export const browserOnline$ = () =>
  defer(() => merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false))).pipe(startWith(navigator.onLine)));

/** Page visibility, read at subscription time: the perps price socket rests while hidden. */
export const browserVisible$ = () =>
  defer(() =>
    fromEvent(document, 'visibilitychange').pipe(
      map(() => document.visibilityState === 'visible'),
      startWith(document.visibilityState === 'visible'),
    ),
  );

/** The websocket port over the browser's WebSocket: one connection per subscription. */
export const browserSocket: SocketPort = webSocketPort(WebSocket);

/** navigator.storage's persistence permission, when the browser has it. */
export const browserStoragePersistence = (): StoragePersistence | undefined => {
  const manager = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!manager || typeof manager.persist !== 'function' || typeof manager.persisted !== 'function') return undefined;
  return {
    persisted: () => defer(() => manager.persisted()),
    persist: () => defer(() => manager.persist()),
  };
};

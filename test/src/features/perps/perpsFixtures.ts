import type { SocketEvent, SocketPort } from '@streams/core/socket';
import type { PerpPosition } from '@streams/portfolio/types';
import { Observable, Subject } from 'rxjs';

/**
 * A price socket under the test's control: every connection opens at once and records what the
 * client sends; `tick` pushes a price frame to the open connections, `stop` simply sends nothing.
 */
export const createPriceSocket = () => {
  const frames = new Subject<string>();
  const sent: unknown[] = [];
  let connections = 0;
  const socket: SocketPort = () =>
    new Observable<SocketEvent>((subscriber) => {
      connections++;
      subscriber.next({ type: 'open', send: (text) => sent.push(JSON.parse(text) as unknown) });
      const messages = frames.subscribe((data) => subscriber.next({ type: 'message', data }));
      return () => messages.unsubscribe();
    });
  return {
    socket,
    sent,
    connections: () => connections,
    tick: (channel: string, price: number, timestamp = Date.now()) => frames.next(JSON.stringify({ type: 'price', channel, price, timestamp })),
  };
};

/** The Doves oracle worker's answer: every feed at the given USD prices (expo −8). */
export const oracleAnswer = (prices: Readonly<Record<string, number>>, publish = 1_700_000_000) =>
  Object.entries(prices).map(([feedId, usd]) => ({ feedId, price: String(Math.round(usd * 1e8)), expo: -8, timestamp: publish }));

/** Hourly bars for /trading-view/data (on hour boundaries): opening at `open`, ending at `close`. */
export const hourlyBars = (open: number, close: number, count = 24) =>
  Array.from({ length: count }, (_, index) => {
    const from = open + ((close - open) * index) / count;
    const to = open + ((close - open) * (index + 1)) / count;
    return { time: (1_699_999_200 + index * 3600) * 1000, open: from, high: Math.max(from, to) + 1, low: Math.min(from, to) - 1, close: to, volume: 10 };
  });

export const position = (overrides: Partial<PerpPosition> = {}): PerpPosition => ({
  positionKey: 'pos-sol-long',
  side: 'Long',
  tokenMint: 'So11111111111111111111111111111111111111112',
  collateralMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  entryPrice: 150,
  currentPrice: 165,
  positionSize: 1000,
  initialCollateralValue: 200,
  currentCollateralValue: 300,
  pnlUsd: 100,
  pnlPercentage: 50,
  liquidationPrice: 121.5,
  leverage: 5,
  takeProfitTriggerPrice: 200,
  stopLossTriggerPrice: null,
  openedAt: null,
  ...overrides,
});

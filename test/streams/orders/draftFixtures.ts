import { limitDraft } from '@streams/orders/limitDraft';
import { recurringDraft } from '@streams/orders/recurringDraft';

export const SOL = { id: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9 };
export const USDC = { id: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 };
/** Tokens without decimals: one base unit is one token, so the u64 and input limits show in plain digits. */
export const POINTS = { id: 'Pts1111111111111111111111111111111111111111', symbol: 'PTS', decimals: 0 };
export const TICKETS = { id: 'Tix1111111111111111111111111111111111111111', symbol: 'TIX', decimals: 0 };

/** Sell 1 SOL at 210 USDC each, with 10 SOL held: a valid limit order unless overridden. */
export const limit = (overrides: Partial<Parameters<typeof limitDraft>[0]> = {}) =>
  limitDraft({
    sell: SOL,
    buy: USDC,
    amountText: '1',
    rateText: '210',
    connected: true,
    sellBalance: 10_000_000_000n,
    sellUsd: 200,
    buyUsd: 1,
    busy: false,
    ...overrides,
  });

/** 300 USDC into SOL over 3 orders a minute apart, with 1,000 USDC held: a valid recurring order unless overridden. */
export const recurring = (overrides: Partial<Parameters<typeof recurringDraft>[0]> = {}) =>
  recurringDraft({
    sell: USDC,
    buy: SOL,
    amountText: '300',
    ordersText: '3',
    unit: 'minute',
    minPriceText: '',
    maxPriceText: '',
    connected: true,
    sellBalance: 1_000_000_000n,
    sellUsd: 1,
    busy: false,
    ...overrides,
  });

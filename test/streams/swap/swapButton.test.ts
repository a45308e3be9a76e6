import type { QuoteResponse } from '@streams/schemas/quote';
import type { QuoteState } from '@streams/swap/quotes';
import { type SwapButtonInputs, swapButtonState } from '@streams/swap/swapButton';

const quote = { inAmount: '1', outAmount: '2' } as QuoteResponse;
const ready: QuoteState = { status: 'ready', request: {} as never, quote, fetchedAt: 0 };
const base: SwapButtonInputs = { wallet: 'connected', amount: 1_000n, balance: 5_000n, sellSymbol: 'SOL', quote: ready, running: undefined };
const label = (change: Partial<SwapButtonInputs>) => swapButtonState({ ...base, ...change }).label;

describe('the Swap button', () => {
  it.each<[string, Partial<SwapButtonInputs>, string]>([
    ['disconnected', { wallet: 'disconnected' }, 'Connect Wallet'],
    ['connecting', { wallet: 'connecting' }, 'Connecting'],
    ['no amount', { amount: 0n }, 'Enter an amount'],
    ['above the balance', { amount: 5_001n }, 'Insufficient SOL'],
    ['balance unknown yet', { balance: undefined }, 'Swap'],
    ['first quote loading', { quote: { status: 'loading', last: undefined } }, 'Fetching the best route'],
    ['refreshing a shown quote', { quote: { status: 'loading', last: quote } }, 'Swap'],
    ['no route', { quote: { status: 'error', errorCode: 'COULD_NOT_FIND_ANY_ROUTE', message: 'Could not find any route' } }, 'No routes found'],
    ['other server error', { quote: { status: 'error', errorCode: 'FETCH_ROUTES_ERROR', message: 'Service unavailable' } }, 'Service unavailable'],
    ['ready', {}, 'Swap'],
    ['building', { running: { status: 'building', label: 'Swap' } }, 'Preparing swap'],
    ['quick account signing', { running: { status: 'awaiting-signature', label: 'Swap', autoSigns: true } }, 'Signing'],
    ['external wallet signing', { running: { status: 'awaiting-signature', label: 'Swap', autoSigns: false } }, 'Approve in your wallet'],
    ['confirming', { running: { status: 'confirming', label: 'Swap', signature: 's' } }, 'Confirming'],
  ])('%s → %s', (_name, change, expected) => {
    expect(label(change)).toBe(expected);
  });

  it('only Swap and Connect Wallet are pressable', () => {
    expect(swapButtonState(base)).toMatchObject({ kind: 'swap', disabled: false });
    expect(swapButtonState({ ...base, wallet: 'disconnected' })).toMatchObject({ kind: 'connect', disabled: false });
    expect(swapButtonState({ ...base, amount: 9_999n })).toMatchObject({ kind: 'blocked', disabled: true, tone: 'error' });
    expect(swapButtonState({ ...base, running: { status: 'sending', label: 'Swap', signature: 's', sends: 1 } })).toMatchObject({
      kind: 'busy',
      disabled: true,
    });
  });
});

describe('the Swap button, state by state', () => {
  it('asks to connect a disconnected wallet, pressable', () => {
    expect(swapButtonState({ ...base, wallet: 'disconnected' })).toEqual({ kind: 'connect', label: 'Connect Wallet', disabled: false });
  });

  it('shows a connecting wallet as Connecting, not pressable', () => {
    expect(swapButtonState({ ...base, wallet: 'connecting' })).toEqual({ kind: 'connect', label: 'Connecting', disabled: true });
  });

  it('asks for an amount when none is typed, in a neutral tone', () => {
    expect(swapButtonState({ ...base, amount: 0n })).toEqual({ kind: 'blocked', label: 'Enter an amount', disabled: true, tone: 'neutral' });
    expect(swapButtonState({ ...base, amount: 1n })).toEqual({ kind: 'swap', label: 'Swap', disabled: false });
  });

  it('allows the whole balance but not one base unit more', () => {
    expect(swapButtonState({ ...base, amount: 5_000n })).toEqual({ kind: 'swap', label: 'Swap', disabled: false });
    expect(swapButtonState({ ...base, amount: 5_001n, sellSymbol: 'JUP' })).toEqual({
      kind: 'blocked',
      label: 'Insufficient JUP',
      disabled: true,
      tone: 'error',
    });
  });

  it('blocks on a failed quote in the error tone', () => {
    expect(swapButtonState({ ...base, quote: { status: 'error', errorCode: 'FETCH_ROUTES_ERROR', message: 'Service unavailable' } })).toEqual({
      kind: 'blocked',
      label: 'Service unavailable',
      disabled: true,
      tone: 'error',
    });
  });

  it('waits for the first route, not pressable', () => {
    expect(swapButtonState({ ...base, quote: { status: 'loading', last: undefined } })).toEqual({
      kind: 'busy',
      label: 'Fetching the best route',
      disabled: true,
    });
    expect(swapButtonState({ ...base, quote: { status: 'idle' } })).toEqual({ kind: 'busy', label: 'Fetching the best route', disabled: true });
  });
});

describe('a failed quote on the Swap button', () => {
  const failed = (errorCode: string, message: string) => label({ quote: { status: 'error', errorCode, message } });

  it.each<[string, string]>([
    ['COULD_NOT_FIND_ANY_ROUTE', 'No routes found'],
    ['NO_ROUTES_ERROR', 'No routes found'],
    ['TOKEN_NOT_TRADABLE', 'This token is not tradable'],
    ['ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT', 'Not enough liquidity for this amount'],
  ])('%s reads "%s", whatever the server wrote', (errorCode, expected) => {
    expect(failed(errorCode, 'raw server text')).toBe(expected);
  });

  it('shows an unknown code by the server message, trimmed', () => {
    expect(failed('RATE_LIMITED', '  Too many requests \n')).toBe('Too many requests');
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['blank', ' \t\n '],
  ])('falls back to a generic message when the server message is %s', (_name, message) => {
    expect(failed('SOMETHING_ELSE', message)).toBe('Failed to fetch routes');
  });
});

describe('the Swap button while a swap runs', () => {
  const running = (state: SwapButtonInputs['running']) => swapButtonState({ ...base, running: state });

  it.each<[string, SwapButtonInputs['running'], string]>([
    ['preparing', { status: 'preparing', label: 'Swap' }, 'Preparing swap'],
    ['simulating', { status: 'simulating', label: 'Swap' }, 'Simulating'],
    ['sending', { status: 'sending', label: 'Swap', signature: 's', sends: 1 }, 'Confirming'],
    ['confirmed', { status: 'confirmed', label: 'Swap', signature: 's', slot: 9 }, 'Confirming'],
  ])('%s reads %s, not pressable', (_name, state, expected) => {
    expect(running(state)).toEqual({ kind: 'busy', label: expected, disabled: true });
  });

  it('is free again once the swap has settled', () => {
    expect(running({ status: 'settled', label: 'Swap', signature: 's', slot: 9, result: undefined })).toEqual({ kind: 'swap', label: 'Swap', disabled: false });
  });

  it('a settled swap still shows what blocks the next one', () => {
    expect(swapButtonState({ ...base, amount: 0n, running: { status: 'settled', label: 'Swap', signature: 's', slot: 9, result: undefined } })).toMatchObject({
      label: 'Enter an amount',
    });
  });
});

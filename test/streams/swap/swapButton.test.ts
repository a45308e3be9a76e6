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

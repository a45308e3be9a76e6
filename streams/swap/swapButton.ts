import type { WalletState } from '../wallet/walletSession';
import type { SwapState } from './executeSwap';
import type { QuoteState } from './quotes';

export interface SwapButtonInputs {
  readonly wallet: WalletState['status'];
  /** Base units of the sell token the user typed. */
  readonly amount: bigint;
  /** The wallet's balance of the sell token (base units); undefined while unknown. */
  readonly balance: bigint | undefined;
  readonly sellSymbol: string;
  readonly quote: QuoteState;
  /** The swap in flight, if any (its latest state). */
  readonly running: SwapState | undefined;
}

export type SwapButtonState =
  | { readonly kind: 'connect'; readonly label: string; readonly disabled: boolean }
  | { readonly kind: 'swap'; readonly label: 'Swap'; readonly disabled: false }
  | { readonly kind: 'busy'; readonly label: string; readonly disabled: true }
  | { readonly kind: 'blocked'; readonly label: string; readonly disabled: true; readonly tone: 'neutral' | 'error' };

const routeMessages: Readonly<Record<string, string>> = {
  COULD_NOT_FIND_ANY_ROUTE: 'No routes found',
  NO_ROUTES_ERROR: 'No routes found',
  TOKEN_NOT_TRADABLE: 'This token is not tradable',
  ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT: 'Not enough liquidity for this amount',
};

/** What the form says about a failed quote: the known codes in words, else the server's message. */
export const quoteErrorText = (quote: Extract<QuoteState, { status: 'error' }>): string =>
  routeMessages[quote.errorCode] ?? (quote.message.trim() || 'Failed to fetch routes');

/** The in-flight label for each step of a swap (the toasts carry the details). */
export const runningLabel = (state: SwapState): string | undefined => {
  switch (state.status) {
    case 'building':
    case 'preparing':
      return 'Preparing swap';
    case 'simulating':
      return 'Simulating';
    case 'awaiting-signature':
      return state.autoSigns ? 'Signing' : 'Approve in your wallet';
    case 'sending':
    case 'confirming':
    case 'confirmed':
      return 'Confirming';
    default:
      return undefined;
  }
};

/** The main button of the swap form, from what the form knows (spec 001 §2.2, §5). */
export const swapButtonState = ({ wallet, amount, balance, sellSymbol, quote, running }: SwapButtonInputs): SwapButtonState => {
  if (wallet !== 'connected') return { kind: 'connect', label: wallet === 'connecting' ? 'Connecting' : 'Connect Wallet', disabled: wallet === 'connecting' };
  const busy = running && runningLabel(running);
  if (busy) return { kind: 'busy', label: busy, disabled: true };
  if (amount <= 0n) return { kind: 'blocked', label: 'Enter an amount', disabled: true, tone: 'neutral' };
  if (balance !== undefined && amount > balance) return { kind: 'blocked', label: `Insufficient ${sellSymbol}`, disabled: true, tone: 'error' };
  if (quote.status === 'error') return { kind: 'blocked', label: quoteErrorText(quote), disabled: true, tone: 'error' };
  if (quote.status === 'ready' || (quote.status === 'loading' && quote.last)) return { kind: 'swap', label: 'Swap', disabled: false };
  return { kind: 'busy', label: 'Fetching the best route', disabled: true };
};

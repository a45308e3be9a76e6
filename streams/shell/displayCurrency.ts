import type { Observable } from 'rxjs';
import { distinctUntilChanged, map, of, shareReplay, switchMap } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { Prices } from '../market/prices';
import { SOL_MINT } from '../search/builtinTokens';

/** Default Currency (spec 001 §2.3): one of two, stored under the spec's key. */
export const defaultCurrencies = ['USDC', 'SOL'] as const;
export type DefaultCurrency = (typeof defaultCurrencies)[number];
export const DEFAULT_CURRENCY_KEY = 'jupiter-default-currency';

/**
 * How values are shown (spec 001 §2.3 Default Currency): in USD, or in SOL at SOL's live USD
 * price. Until that price is known, SOL mode shows USD rather than nothing.
 */
export type ValueDenomination = { readonly currency: 'USD' } | { readonly currency: 'SOL'; readonly solPriceUsd: number };

export const USD_DENOMINATION: ValueDenomination = { currency: 'USD' };

export const createDisplayCurrency = ({ storage, logger, prices }: { storage: KeyValueStorage; logger: Logger; prices: Pick<Prices, 'price$'> }) => {
  // The user's choice, stored under the spec's key; an unknown stored value falls back to USD.
  const choice = createPersistedValue<{ readonly currency: DefaultCurrency }>({
    storage,
    logger,
    key: DEFAULT_CURRENCY_KEY,
    schema: z.object({ currency: z.enum(defaultCurrencies) }),
    defaults: { currency: 'USDC' },
  });
  const denomination$: Observable<ValueDenomination> = choice.value$.pipe(
    map((value) => value.currency),
    distinctUntilChanged(),
    switchMap((currency) =>
      currency === 'SOL'
        ? prices
            .price$(SOL_MINT)
            .pipe(
              map((state): ValueDenomination =>
                state.status === 'ready' && state.value !== undefined && state.value > 0 ? { currency: 'SOL', solPriceUsd: state.value } : USD_DENOMINATION,
              ),
            )
        : of(USD_DENOMINATION),
    ),
    distinctUntilChanged((a, b) => a.currency === b.currency && (a.currency === 'USD' || (b.currency === 'SOL' && a.solPriceUsd === b.solPriceUsd))),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
  return { choice, denomination$ };
};

export type DisplayCurrency = ReturnType<typeof createDisplayCurrency>;

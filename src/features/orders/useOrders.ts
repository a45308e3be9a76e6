import type { ResourceState } from '@streams/core';
import type { OrderListStatus } from '@streams/orders';
import { type Orders, ordersFeature } from '@streams/orders/feature';
import type { RecurringOrder, TriggerOrder } from '@streams/schemas';
import { type SwapAsset, swapAssetOf, WELL_KNOWN_TOKENS } from '@streams/swap';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable, map, of } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';
import { useTokenInfo, useWalletSession } from '@/hooks/facades';

/** The orders feature (lists, fees, writes), built on the first visit to an order page or tab. */
export const useOrders = (): Orders => useStreams().features.get(ordersFeature);

/** The connected wallet's address, or undefined. */
export const useConnectedAddress = (): string | undefined => {
  const wallet = useWalletSession();
  return wallet.status === 'connected' ? wallet.publicKey : undefined;
};

const LOADING: ResourceState<never> = { status: 'loading' };

/** A wallet's trigger orders of one list; loading without a wallet. */
export const useTriggerOrders = (address: string | undefined, status: OrderListStatus): ResourceState<readonly TriggerOrder[]> => {
  const orders = useOrders();
  const state$ = useMemo(() => (address ? orders.lists.triggerOrders$(address, status) : of(LOADING)), [orders, address, status]);
  return useObservableState(state$, LOADING);
};

export const useRecurringOrders = (address: string | undefined, status: OrderListStatus): ResourceState<readonly RecurringOrder[]> => {
  const orders = useOrders();
  const state$ = useMemo(() => (address ? orders.lists.recurringOrders$(address, status) : of(LOADING)), [orders, address, status]);
  return useObservableState(state$, LOADING);
};

export const useOrdersBusy = (): boolean => useObservableEagerState(useOrders().busy$);

/** A token by mint for an order form: the well-known ones at once, others from the token service. */
export const useOrderToken = (mint: string | undefined): SwapAsset | undefined => {
  const tokenInfo = useTokenInfo();
  const known = mint ? WELL_KNOWN_TOKENS.find((token) => token.id === mint) : undefined;
  const token$: Observable<SwapAsset | undefined> = useMemo(
    () => (!mint || known ? of(known) : tokenInfo.info$(mint).pipe(map((asset) => (asset ? swapAssetOf(asset) : undefined)))),
    [mint, known, tokenInfo],
  );
  return useObservableState(token$, known);
};

import { type TransactionPage, transactionPageFeature } from '@streams/transactionPage/feature';
import type { TransactionViewState } from '@streams/transactionPage';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

const searching: TransactionViewState = { status: 'searching' };

/** The transaction page's streams (built when the page first shows). */
export const useTransactionPage = (): TransactionPage => useStreams().features.get(transactionPageFeature);

/** One transaction as the page shows it: read again every 2 s until final (T62), looked for 30 s when unknown (T63). */
export const useTransactionView = (signature: string): TransactionViewState => {
  const page = useTransactionPage();
  const state$ = useObservable((inputs$) => inputs$.pipe(switchMap(([current]) => page.view(current))), [signature]);
  return useObservableState(state$, searching);
};

import { type LimitFormContext, type RecurringFormContext, createLimitForm, createRecurringForm } from '@streams/orders';
import { useMemo } from 'react';
import { useFormView } from '@/hooks/useFormView';
import { useOrders } from './useOrders';

/** The limit form's model for this page and its view; the component renders and dispatches. */
export const useLimitForm = (context: LimitFormContext) => {
  const orders = useOrders();
  const form = useMemo(() => createLimitForm({ write: orders.placeLimit, busy$: orders.busy$ }), [orders]);
  return { form, view: useFormView(form, context) };
};

/** The recurring form's model for this page and its view. */
export const useRecurringForm = (context: RecurringFormContext) => {
  const orders = useOrders();
  const form = useMemo(() => createRecurringForm({ write: orders.startRecurring, busy$: orders.busy$ }), [orders]);
  return { form, view: useFormView(form, context) };
};

import { useObservable, useObservableEagerState } from 'observable-hooks';
import { useEffect, useMemo } from 'react';
import { type Observable, distinctUntilChanged, map } from 'rxjs';

/** A form model as a component sees it: its view for a context, and what to let go on unmount, if anything. */
export interface FormModel<Context, View> {
  view$(context$: Observable<Context>): Observable<View>;
  dispose?(): void;
}

const sameFields = <T extends object>(a: T, b: T) => {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * A form model's view for what the page knows now. The context is a new object each render:
 * only a change in one of its fields reaches the model.
 */
export const useFormView = <Context extends object, View>(form: FormModel<Context, View>, context: Context): View => {
  useEffect(() => () => form.dispose?.(), [form]);
  const context$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        map(([latest]) => latest),
        distinctUntilChanged(sameFields),
      ),
    [context] as const,
  );
  return useObservableEagerState(useMemo(() => form.view$(context$), [form, context$]));
};

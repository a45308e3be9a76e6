import { type Studio, studioFeature } from '@streams/studio/feature';
import type { LaunchFormView, LaunchPageState } from '@streams/studio';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** The Studio's streams, built on the first visit of /studio or a launch page (their code comes with them). */
export const useStudio = (): Studio => useStreams().features.get(studioFeature);

/** The launch form's view: the fields, their messages and the request when every field holds. */
export const useLaunchForm = (): { readonly form: Studio['form']; readonly view: LaunchFormView } => {
  const studio = useStudio();
  return { form: studio.form, view: useObservableEagerState(studio.form.view$) };
};

/** A launch page's state, read every T65 while shown. */
export const useLaunchPage = (mint: string): LaunchPageState => {
  const studio = useStudio();
  return useObservableState(
    useMemo(() => studio.launch$(mint), [studio, mint]),
    { status: 'loading' },
  );
};

import type { MyRequestsState, VerifyFormView } from '@streams/verify';
import { type Verify, verifyFeature } from '@streams/verify/feature';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useStreams } from '@/app/StreamsContext';

/** Token verification's streams, built on the first visit of /verify (their code comes with the page). */
export const useVerify = (): Verify => useStreams().features.get(verifyFeature);

/** The form's view: fields, their messages, the mint's check and the last request's answer. */
export const useVerifyForm = (): { readonly form: Verify['form']; readonly view: VerifyFormView } => {
  const verify = useVerify();
  return { form: verify.form, view: useObservableEagerState(verify.form.view$) };
};

/** A wallet's requests with their status, read every T74 while shown. */
export const useMyRequests = (owner: string): MyRequestsState => {
  const verify = useVerify();
  return useObservableState(
    useMemo(() => verify.myRequests$(owner), [verify, owner]),
    { status: 'loading' },
  );
};

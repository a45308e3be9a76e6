import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useStreams } from '@/app/StreamsContext';

/** Where the Perps link goes: /perps-v2 when the remote config makes v2 the default (perpsSettings.v2AsDefault), else /perps. */
export const usePerpsHome = (): string => {
  const { remoteConfig } = useStreams();
  const home$ = useMemo(() => remoteConfig.config$.pipe(map((config) => (config?.perpsSettings?.v2AsDefault ? '/perps-v2' : '/perps'))), [remoteConfig]);
  return useObservableState(home$, '/perps');
};

import { activitiesFeature } from '@streams/portfolio';
import { useStreams } from '@/app/StreamsContext';

/** The Activity tab's feeds (spec 000 §2), built when the tab first opens. */
export const useActivities = () => useStreams().features.get(activitiesFeature);

/** The drawer's kept settings (hide balance, value filter, health mode, activity filters). */
export const useDrawerSettings = () => useStreams().portfolio.drawerSettings;

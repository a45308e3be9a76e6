/**
 * The studio area's front door: what the React app and the simulator may use from streams/studio/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { LaunchFormView, TextField } from './launchForm';
export type { LaunchPageState } from './launchPage';
export type { MyLaunchesState } from './myLaunches';
export type { LaunchErrors, LaunchRequest, StudioImage } from './launchRules';
export type { StudioLaunchView } from '../schemas/studio';

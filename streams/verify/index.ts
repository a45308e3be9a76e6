/**
 * The verify area's front door: what the React app and the simulator may use from streams/verify/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { MyRequestsState } from './myRequests';
export type { TokenCheck } from './tokenCheck';
export type { VerifyField, VerifyFields, VerifyFormView } from './verifyForm';
export type { SubmitState, VerifyDraft } from './verifySubmit';
export type { VerifyRequestView, VerifyStatus } from '../schemas/verify';

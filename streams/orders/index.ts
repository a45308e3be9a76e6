/**
 * The orders area's front door: what the React app and the simulator may use from streams/orders/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { EXPIRY_PRESETS, type ExpiryLabel, limitDraft } from './limitDraft';
export type { OrderListStatus } from './orderLists';
export { RECURRING_INTERVALS, recurringDraft, type RecurringUnit } from './recurringDraft';
export { feeBpsOf } from './triggerFees';
export { createLimitForm, type LimitForm, type LimitFormContext, type LimitFormView } from './limitForm';
export { createRecurringForm, type RecurringForm, type RecurringFormContext, type RecurringFormView } from './recurringForm';
export { HISTORY_FILTERS, type HistoryEventKind, historyShows } from './historyFilter';

import { format } from 'date-fns';

/** Spec 000 §2: 'dd MMM, y HH:mm:ss (x)', e.g. '21 Nov, 2026 14:03:09 (+01)'. */
export const formatActivityTime = (unixMs: number): string => (Number.isFinite(unixMs) ? format(unixMs, 'dd MMM, y HH:mm:ss (x)') : '–');

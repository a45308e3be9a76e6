import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';

/** The swap page's panels (spec 001 §2.2 Spot layout): the chart and the history, each shown or hidden; the choice persists. */
export const PANEL_LAYOUT_KEY = 'callisto.swap.panels';

export const createPanelLayout = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<{ readonly chart: boolean; readonly history: boolean }>({
    storage,
    logger,
    key: PANEL_LAYOUT_KEY,
    schema: z.object({ chart: z.catch(z.boolean(), true), history: z.catch(z.boolean(), true) }),
    defaults: { chart: true, history: true },
  });

export type PanelLayout = ReturnType<typeof createPanelLayout>;

import type { FeatureDeps } from '../index';
import { type Perps, createPerps } from './index';

/** The perps streams as a feature of the graph, built when a perps page first asks for them. */
export const perpsFeature = ({ config, http, socket, scheduler, logger, engine, gate, portfolios, visible$, toasts, refresh, explorerTx }: FeatureDeps): Perps =>
  createPerps({ http, socket, scheduler, logger, engine, gate, portfolios, visible$, endpoints: config.endpoints, refresh, toasts, explorerTx });

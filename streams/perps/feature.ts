import type { FeatureRegistry } from '../core/featureRegistry';
import type { FeatureDeps } from '../index';
import { txFeature } from '../tx/feature';
import { type Perps, createPerps } from './index';

/** The perps streams as a feature of the graph, built when a perps page first asks for them; position actions run on the write path. */
export const perpsFeature = ({ config, http, socket, scheduler, logger, portfolios, visible$, online$, random }: FeatureDeps, features: FeatureRegistry<FeatureDeps>): Perps =>
  createPerps({ http, socket, scheduler, logger, commands: features.get(txFeature).commands, portfolios, visible$, online$, ...(random ? { random } : {}), endpoints: config.endpoints });

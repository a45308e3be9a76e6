import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import type { Portfolios } from '../portfolio/portfolio';
import { type TxNeeds, txFeature } from '../tx/feature';
import { type Perps, createPerps } from './perpsStreams';

/** The perps streams as a feature of the graph, built when a perps page first asks for them; position actions run on the write path. */
export const perpsFeature = (
  {
    config,
    http,
    socket,
    scheduler,
    logger,
    portfolios,
    visible$,
    online$,
    random,
  }: Pick<PortNeeds, 'config' | 'http' | 'socket' | 'scheduler' | 'logger' | 'visible$' | 'online$' | 'random'> & { readonly portfolios: Portfolios },
  features: FeatureRegistry<TxNeeds>,
): Perps =>
  createPerps({
    http,
    socket,
    scheduler,
    logger,
    commands: features.get(txFeature).commands,
    portfolios,
    visible$,
    online$,
    ...(random ? { random } : {}),
    endpoints: config.endpoints,
  });

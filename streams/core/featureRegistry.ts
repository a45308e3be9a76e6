/**
 * Feature streams built on first use. A feature whose code only its own pages need (perps) is
 * not built with the graph at start-up: its page asks for it with its factory, which arrives in
 * the page's chunk, and gets the one instance for the app's life, built from the shared deps.
 * The factory itself is the key, so each feature is typed by what its factory returns. A
 * factory gets the registry too, so a feature can build on another (swap on transactions).
 */
export type FeatureFactory<Deps, T> = (deps: Deps, features: FeatureRegistry<Deps>) => T;

export interface FeatureRegistry<Deps> {
  get<T>(create: FeatureFactory<Deps, T>): T;
  /** The app is going away: every built feature that can be disposed is. */
  dispose(): void;
}

export const createFeatureRegistry = <Deps>(deps: Deps): FeatureRegistry<Deps> => {
  const built = new Map<FeatureFactory<Deps, unknown>, unknown>();
  const registry: FeatureRegistry<Deps> = {
    get: <T>(create: FeatureFactory<Deps, T>): T => {
      if (!built.has(create)) built.set(create, create(deps, registry));
      return built.get(create) as T;
    },
    dispose: () => {
      for (const feature of built.values()) {
        if (typeof feature === 'object' && feature !== null && 'dispose' in feature && typeof feature.dispose === 'function') feature.dispose();
      }
    },
  };
  return registry;
};

import { createFeatureRegistry } from '@streams/core/featureRegistry';

describe('feature registry', () => {
  it('builds a feature once, on first use, from the shared deps', () => {
    const registry = createFeatureRegistry({ base: 10 });
    let builds = 0;
    const counter = ({ base }: { base: number }) => ({ value: base + ++builds });
    expect(builds).toBe(0);
    const first = registry.get(counter);
    expect(registry.get(counter)).toBe(first);
    expect(first.value).toBe(11);
    expect(builds).toBe(1);
  });

  it('a feature builds on another through the registry it is given; both are built once', () => {
    const registry = createFeatureRegistry({ base: 1 });
    let engines = 0;
    const engine = ({ base }: { base: number }) => ({ id: base + ++engines });
    const swap = (_deps: { base: number }, features: typeof registry) => ({ engine: features.get(engine) });
    const perps = (_deps: { base: number }, features: typeof registry) => ({ engine: features.get(engine) });
    expect(registry.get(swap).engine).toBe(registry.get(perps).engine);
    expect(engines).toBe(1);
  });

  it('disposes the features that were built and can be disposed', () => {
    const registry = createFeatureRegistry({});
    const disposed: string[] = [];
    const socketFeature = () => ({ dispose: () => disposed.push('socket') });
    const plainFeature = () => ({ value: 1 });
    const neverUsed = () => ({ dispose: () => disposed.push('never') });
    registry.get(socketFeature);
    registry.get(plainFeature);
    void neverUsed;
    registry.dispose();
    expect(disposed).toEqual(['socket']);
  });
  it('dispose() skips features that are no objects (null, undefined, a number, a string) and still disposes the rest', () => {
    const registry = createFeatureRegistry({});
    const disposed: string[] = [];
    registry.get(() => null);
    registry.get(() => undefined);
    registry.get(() => 42);
    registry.get(() => 'ready');
    registry.get(() => ({ dispose: () => disposed.push('socket') }));
    expect(() => registry.dispose()).not.toThrow();
    expect(disposed).toEqual(['socket']);
  });

  it('dispose() skips an object whose dispose is not a function (absent or a flag) and still disposes the rest', () => {
    const registry = createFeatureRegistry({});
    const disposed: string[] = [];
    const optionalTeardown: { dispose?: () => void } = { dispose: undefined };
    registry.get(() => optionalTeardown);
    registry.get(() => ({ dispose: true }));
    registry.get(() => ({ dispose: () => disposed.push('socket') }));
    expect(() => registry.dispose()).not.toThrow();
    expect(disposed).toEqual(['socket']);
  });
});

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
});

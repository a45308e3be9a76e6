import { inject, vi } from 'vitest';

/**
 * StrykerJS runs a static mutant (one in code that runs once, when its module loads: a table,
 * a schema) by setting it before the tests import anything. With `isolate: false` the worker
 * keeps the modules it loaded for an earlier mutant, so the static one would never be applied
 * and would survive for nothing. Forget them, for static runs only.
 */
if ((inject as (key: string) => unknown)('mutantActivation') === 'static') vi.resetModules();

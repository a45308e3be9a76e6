import '@streams/core/config/zodWithoutEval';
import { z } from 'zod';

/** Runs `work` with the global Function constructor recording every use, as a CSP without 'unsafe-eval' would refuse it. */
const functionUses = (work: () => void): number => {
  const real = globalThis.Function;
  let uses = 0;
  const recording = new Proxy(real, {
    construct: (target, args: unknown[]) => {
      uses += 1;
      return Reflect.construct(target, args) as object;
    },
    apply: (target, thisArg: unknown, args: unknown[]) => {
      uses += 1;
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
  globalThis.Function = recording;
  try {
    work();
  } finally {
    globalThis.Function = real;
  }
  return uses;
};

describe('zod without eval (the production CSP has no unsafe-eval)', () => {
  it('object schemas are created and parse without ever building code from a string', () => {
    const uses = functionUses(() => {
      const schema = z.object({ explorer: z.string(), count: z.number(), nested: z.object({ on: z.boolean() }) });
      for (let i = 0; i < 3; i += 1) {
        expect(schema.safeParse({ explorer: 'solscan', count: i, nested: { on: true } })).toEqual({
          success: true,
          data: { explorer: 'solscan', count: i, nested: { on: true } },
        });
        expect(schema.safeParse({ explorer: 1 }).success).toBe(false);
      }
    });
    expect(uses).toBe(0);
  });
});

import { existsSync, readFileSync } from 'node:fs';

/**
 * docs/timing-rules.md and streams/core/timing.ts say the same: every id, constant and value in
 * one is in the other, and every test the document names exists. (`npm run check:timing` leaves
 * this file out: it moves a value on purpose, and must see the marble tests fail, not this one.)
 */
const timing = readFileSync('streams/core/timing.ts', 'utf8');
const doc = readFileSync('docs/timing-rules.md', 'utf8');

/** id → "NAME = value" lines, from the code's `export const NAME = 123; // T07 …`. */
const fromCode = new Map<string, string[]>();
for (const [, name, value, id] of timing.matchAll(/^export const (\w+) = ([\d_]+); \/\/ (T\d\d) /gm)) {
  fromCode.set(id!, [...(fromCode.get(id!) ?? []), `${name} = ${Number(value!.replaceAll('_', ''))}`]);
}

interface DocRow {
  readonly constants: string[];
  readonly tests: string[];
}
/** id → the constants and tests its table row names. */
const fromDoc = new Map<string, DocRow>();
for (const [, id, constants, tests] of doc.matchAll(/^\| (T\d\d) \| [^|]+ \| [^|]+ \| ([^|]+) \| ([^|]+) \|$/gm)) {
  fromDoc.set(id!, {
    constants: [...constants!.matchAll(/`(\w+)` = (\d+)/g)].map(([, name, value]) => `${name} = ${value}`),
    tests: [...tests!.matchAll(/`([^`]+)`/g)].map(([, path]) => path!),
  });
}

describe('docs/timing-rules.md and streams/core/timing.ts', () => {
  it('read as tables: every constant in timing.ts has an id, and the document has a row per rule', () => {
    const exported = timing.match(/^export const /gm)?.length ?? 0;
    expect([...fromCode.values()].flat()).toHaveLength(exported);
    expect(fromDoc.size).toBeGreaterThanOrEqual(61);
  });

  it('name the same ids', () => {
    expect([...fromDoc.keys()].sort()).toEqual([...fromCode.keys()].sort());
  });

  it.each([...fromCode.keys()].sort())('%s: the same constants with the same values', (id) => {
    expect(fromDoc.get(id)?.constants.sort()).toEqual(fromCode.get(id)?.sort());
  });

  it('name only tests that exist, at least one per rule', () => {
    for (const [id, row] of fromDoc) {
      expect(row.tests.length, id).toBeGreaterThan(0);
      for (const path of row.tests) expect(existsSync(path), `${id}: ${path}`).toBe(true);
    }
  });
});

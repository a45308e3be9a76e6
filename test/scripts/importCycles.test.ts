import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCycles } from '../../scripts/importCycles';

describe('import circles', () => {
  it.each(['streams', 'src', 'sim'])('%s/ has none (type-only imports count)', (tree) => {
    expect(importCycles(tree)).toEqual([]);
  });

  it('finds a circle, through a type-only import and an index, and names its files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(join(dir, 'b'));
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = b;\n");
      writeFileSync(join(dir, 'b', 'index.ts'), "export { c as b } from '../c';\n");
      writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport const c = 1 as unknown as A;\nexport type A = number;\n");
      writeFileSync(join(dir, 'd.ts'), "import { a } from './a';\nimport { x } from 'rxjs';\nexport const d = [a, x];\n");
      expect(importCycles(dir, dir)).toEqual([['a.ts', join('b', 'index.ts'), 'c.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

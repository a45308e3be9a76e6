import { areasOf, hasCode, scoreArea, scoreLayer, summaryTable, survivors, type MutationReport } from '../../scripts/mutation-summary';

const mutant = (status: string, line = 1) => ({ status, mutatorName: 'EqualityOperator', replacement: 'a >= b', location: { start: { line, column: 3 } } });

const tx: MutationReport = {
  files: {
    'streams/tx/a.ts': { source: 'const a = 1;\nif (a > b) go();\n', mutants: [mutant('Killed'), mutant('Killed'), mutant('Timeout'), mutant('Survived', 2)] },
    'streams/tx/b.ts': { source: 'x\n', mutants: [mutant('NoCoverage'), mutant('CompileError'), mutant('Ignored')] },
  },
};
const core: MutationReport = { files: { 'streams/core/c.ts': { source: 'y\n', mutants: Array.from({ length: 35 }, () => mutant('Killed')) } } };

describe('mutation summary', () => {
  it('scores an area as detected over detected and undetected, leaving compile errors and ignored (static) mutants out, which it counts', () => {
    expect(scoreArea('tx', tx)).toEqual({ area: 'tx', killed: 2, timedOut: 1, survived: 1, noCoverage: 1, ignored: 1, score: 60 });
  });

  it('scores the layer over every mutant, not as the mean of the areas (60 % and 100 % make 95 %, not 80 %)', () => {
    expect(scoreLayer([scoreArea('tx', tx), scoreArea('core', core)])).toEqual({
      area: 'streams',
      killed: 37,
      timedOut: 1,
      survived: 1,
      noCoverage: 1,
      ignored: 1,
      score: 95,
    });
  });

  it('calls a partial sum what it is and names the areas without a report', () => {
    const table = summaryTable([scoreArea('tx', tx)], ['swap', 'perps']);
    expect(table).toContain('| tx | 60.00 % | 2 | 1 | 1 | 1 | 1 |');
    expect(table).toContain('| measured areas (1 of 3) | 60.00 % |');
    expect(table).not.toContain('whole layer');
    expect(table).toContain('Not measured yet, so no whole-layer score: swap, perps.');
  });

  it('leaves out a front door of comments and re-exports only (Stryker finds nothing to mutate in it), and keeps any file with code', () => {
    const door = "/** The door. */\nexport { type A, b } from './a';\nexport * as timing from './t';\nexport type { C } from './c';\n// done\n";
    expect(hasCode(door)).toBe(false);
    expect(hasCode(`${door}export const d = 1;\n`)).toBe(true);
    expect(
      areasOf(
        ['graph.ts', 'library.ts'],
        () => false,
        (name) => (name === 'library.ts' ? door : 'export const x = () => 1;'),
      ),
    ).toEqual(['graph.ts']);
  });

  it('counts each folder and each top-level source file as an area, so the areas cover the whole layer', () => {
    const folders = new Set(['tx', 'core']);
    expect(areasOf(['tx', 'README.md', 'graph.ts', 'core', 'library.ts', 'env.d.ts'], (name) => folders.has(name))).toEqual([
      'tx',
      'graph.ts',
      'core',
      'library.ts',
    ]);
  });

  it('gives the whole layer its row once every area is measured', () => {
    const table = summaryTable([scoreArea('tx', tx), scoreArea('core', core)], []);
    expect(table.split('\n').at(-1)).toBe('| **whole layer** | 95.00 % | 37 | 1 | 1 | 1 | 1 |');
  });

  it('lists each undetected mutant with its place, its change and the line it changed', () => {
    expect(survivors(tx)).toEqual([
      'streams/tx/a.ts:2:3 Survived EqualityOperator → "a >= b"\n    if (a > b) go();',
      'streams/tx/b.ts:1:3 NoCoverage EqualityOperator → "a >= b"\n    x',
    ]);
  });
});

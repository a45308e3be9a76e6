import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every import or re-export with a `from` clause, type-only ones too: a circle of types still knots the modules. */
const FROM = /(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : [];
  });

const resolveRelative = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate));
};

/**
 * The import circles among a folder's modules (relative imports only), each as the list of
 * files around it, relative to `base`. A depth-first walk: a module reached again while it is
 * still on the walk's path closes a circle.
 */
export const importCycles = (root: string, base = process.cwd()): string[][] => {
  const files = sourceFiles(root);
  const edges = new Map(
    files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(FROM)].flatMap((match) => resolveRelative(file, match[1] ?? '') ?? [])]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)).map((member) => relative(base, member)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
};

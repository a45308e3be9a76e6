/**
 * `npm run mutation:summary`: the streams layer's mutation score, area by area and as a whole,
 * from the reports that `MUTATE=streams/<area> npm run mutation` leaves in
 * reports/mutation/<area>/mutation.json. The areas partition streams/, so their sum is the
 * whole layer's score once every area has a report; until then the summary says which areas
 * are missing rather than scoring the measured part as the whole.
 * `npm run mutation:summary -- --survivors tx` lists an area's undetected mutants with their code.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of Stryker's JSON report (mutation-testing-report-schema) this summary reads. */
export interface MutationReport {
  files: Record<
    string,
    { source: string; mutants: Array<{ status: string; mutatorName: string; replacement?: string; location: { start: { line: number; column: number } } }> }
  >;
}

export interface AreaScore {
  area: string;
  killed: number;
  timedOut: number;
  survived: number;
  noCoverage: number;
  /** Mutants left out of the run (`--ignoreStatic`: those in code that runs when a module loads), counted in neither. */
  ignored: number;
  /** Detected ÷ (detected + undetected), in %; compile and runtime errors count in neither, as in Stryker. */
  score: number;
}

const UNDETECTED = ['Survived', 'NoCoverage'];

type Counts = Pick<AreaScore, 'killed' | 'timedOut' | 'survived' | 'noCoverage' | 'ignored'>;

const scored = (area: string, { killed, timedOut, survived, noCoverage, ignored }: Counts): AreaScore => {
  const valid = killed + timedOut + survived + noCoverage;
  return { area, killed, timedOut, survived, noCoverage, ignored, score: valid === 0 ? 100 : ((killed + timedOut) / valid) * 100 };
};

export const scoreArea = (area: string, report: MutationReport): AreaScore => {
  const count = (status: string) =>
    Object.values(report.files).reduce((sum, file) => sum + file.mutants.filter((mutant) => mutant.status === status).length, 0);
  return scored(area, {
    killed: count('Killed'),
    timedOut: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    ignored: count('Ignored'),
  });
};

/** The layer's score: every mutant of every area counted once, not an average of the areas' percentages. */
export const scoreLayer = (areas: readonly AreaScore[]): AreaScore => {
  const sum = (key: keyof Counts) => areas.reduce((total, area) => total + area[key], 0);
  return scored('streams', {
    killed: sum('killed'),
    timedOut: sum('timedOut'),
    survived: sum('survived'),
    noCoverage: sum('noCoverage'),
    ignored: sum('ignored'),
  });
};

/** One line per undetected mutant: where, what Stryker changed, and the line of code it changed. */
export const survivors = (report: MutationReport): string[] =>
  Object.entries(report.files).flatMap(([path, file]) => {
    const lines = file.source.split('\n');
    return file.mutants
      .filter((mutant) => UNDETECTED.includes(mutant.status))
      .map(
        ({ status, mutatorName, replacement, location: { start } }) =>
          `${path}:${start.line}:${start.column} ${status} ${mutatorName} → ${JSON.stringify(replacement ?? '').slice(0, 100)}\n    ${(lines[start.line - 1] ?? '').trim().slice(0, 140)}`,
      );
  });

const percent = (score: number) => `${score.toFixed(2)} %`;
const row = ({ area, killed, timedOut, survived, noCoverage, ignored, score }: AreaScore) =>
  `| ${area} | ${percent(score)} | ${killed} | ${timedOut} | ${survived} | ${noCoverage} | ${ignored} |`;

/** The summary as a Markdown table, with the areas that have no report named below it. */
export const summaryTable = (measured: readonly AreaScore[], missing: readonly string[]): string => {
  const layer = scoreLayer(measured);
  const lines = ['| Area | Score | Killed | Timed out | Survived | No coverage | Ignored (static) |', '|---|---|---|---|---|---|---|', ...measured.map(row)];
  lines.push(
    missing.length === 0
      ? row({ ...layer, area: '**whole layer**' })
      : row({ ...layer, area: `measured areas (${measured.length} of ${measured.length + missing.length})` }),
  );
  if (missing.length > 0) lines.push('', `Not measured yet, so no whole-layer score: ${missing.join(', ')}.`);
  return lines.join('\n');
};

const readReport = (dir: string, area: string): MutationReport | undefined => {
  const path = join(dir, area, 'mutation.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MutationReport) : undefined;
};

/**
 * Whether a source file holds any code to mutate: a front door made only of comments and
 * re-exports (`export { a } from './a'`) has none, and Stryker makes no report for it.
 */
export const hasCode = (source: string): boolean =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"][^'"]+['"];?/g, '')
    .trim() !== '';

/**
 * The areas that partition a layer: each folder, and each file at its top with code of its own
 * (the composition, graph.ts), which `MUTATE=streams/graph.ts` measures on its own.
 */
export const areasOf = (names: readonly string[], isDirectory: (name: string) => boolean, source: (name: string) => string = () => 'code'): string[] =>
  names.filter((name) => isDirectory(name) || (name.endsWith('.ts') && !name.endsWith('.d.ts') && hasCode(source(name))));

const main = (argv: readonly string[]) => {
  const reports = 'reports/mutation';
  const areas = areasOf(
    readdirSync('streams'),
    (name) => statSync(join('streams', name)).isDirectory(),
    (name) => readFileSync(join('streams', name), 'utf8'),
  );
  const survivorsOf = argv[argv.indexOf('--survivors') + 1];
  if (argv.includes('--survivors') && survivorsOf) {
    const report = readReport(reports, survivorsOf);
    console.log(report ? survivors(report).join('\n') : `No report for ${survivorsOf}: run MUTATE=streams/${survivorsOf} npm run mutation first.`);
    return;
  }
  const measured = areas.flatMap((area) => {
    const report = readReport(reports, area);
    return report ? [scoreArea(area, report)] : [];
  });
  console.log(
    summaryTable(
      measured,
      areas.filter((area) => !measured.some((score) => score.area === area)),
    ),
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));

import type { Analysis, Resolution, TableView } from '../src/engine/core/combat';
import { type FieldError, failureWords } from '../src/engine/core/errors';
import type { Step } from '../src/engine/core/explain';
import { type Fraction, formatFraction, formatPercent } from '../src/engine/core/fraction';
import type { RngState } from '../src/engine/core/rng';
import { GAME_NAMES, formatSource } from '../src/engine/core/source';

/** Plain-text rendering of the engine's answers for the command line. Nothing here recomputes a rule. */

function stepLines(steps: readonly Step[], first = 1): string[] {
  return steps.flatMap((s, i) => [`  ${first + i}. ${s.title}: ${s.detail}`, `     (${formatSource(s.source)})`]);
}

/** The table with its rows, the column in use in [brackets] and the rows the dice can reach marked ">". */
export function renderTable(table: TableView): string[] {
  const header = [table.rowHeader, ...table.columns.map((c, i) => (i === table.column ? `[${c}]` : c))];
  const rows = table.rows.map((r) => [r.label, ...r.cells]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [
    `${table.title} (${formatSource(table.source)})`,
    `    ${line(header)}`,
    ...rows.map((r, i) => `  ${table.reachableRows.includes(i) ? '>' : ' '} ${line(r)}`),
    ...(table.note ? [`  Note: ${table.note}`] : []),
  ];
}

function chanceLine(probability: Fraction, label: string): string {
  return `  ${formatFraction(probability).padStart(6)}  ${formatPercent(probability).padStart(6)}  ${label}`;
}

/** The game, the steps before the dice and the table in use: how both renderings begin. */
function beforeTheDice(analysis: Analysis): string[] {
  return [GAME_NAMES[analysis.game], 'Steps', ...stepLines(analysis.steps), ...(analysis.table ? ['', ...renderTable(analysis.table)] : [])];
}

/** Steps, the table in use, then every outcome with its exact chance, and the highlights. */
export function renderOdds(analysis: Analysis): string {
  return [
    ...beforeTheDice(analysis),
    '',
    `Dice: ${analysis.dicePlan.length > 0 ? analysis.dicePlan.join(', ') : 'none (the result is certain)'}`,
    'Outcomes',
    ...analysis.chances.map((c) => chanceLine(c.probability, c.label)),
    'Highlights',
    ...analysis.highlights.map((h) => chanceLine(h.probability, h.label)),
  ].join('\n');
}

/** How the dice were had, so the roll can be checked or replayed. */
export type DiceOrigin =
  | { readonly kind: 'physical' }
  | { readonly kind: 'generator'; readonly seed: RngState; readonly fromCrypto: boolean };

function seedText(state: RngState): string {
  return state.join(',');
}

/** Where the result fell among the possible ones: the attacker's percentile and the defender's. */
function placeLine(percentile: Fraction): string {
  const attacker = (100 * percentile.num) / percentile.den;
  const text = (x: number) => x.toFixed(1).replace(/\.0$/, '');
  return `  Among the possible results: percentile ${text(attacker)} for the attacker, ${text(100 - attacker)} for the defender (50 is the middle)`;
}

/** Steps, table, dice, result with its own steps, and the checklist of what to do on the board. */
export function renderResolution(resolution: Resolution, origin: DiceOrigin): string {
  const { analysis, outcome } = resolution;
  const dice = resolution.dice.map((d) => `  ${d.purpose}: ${d.face}`);
  const generator =
    origin.kind === 'generator' ? [`Generator state before the roll: ${seedText(origin.seed)}${origin.fromCrypto ? ' (fresh)' : ''}; replay with --seed ${seedText(origin.seed)}`] : [];
  return [
    ...beforeTheDice(analysis),
    '',
    `Dice (${origin.kind === 'physical' ? 'typed in' : 'generator'})`,
    ...(dice.length > 0 ? dice : ['  none: the result is certain']),
    ...generator,
    '',
    `Result: ${outcome.label}`,
    ...(resolution.percentile ? [placeLine(resolution.percentile)] : []),
    ...stepLines(outcome.steps, analysis.steps.length + 1),
    '',
    'On the board',
    ...outcome.checklist.map((c) => `  [ ] ${c}`),
  ].join('\n');
}

/** One line per field error: "path: message", or the message alone for the whole description. */
export function renderFieldErrors(errors: readonly FieldError[]): string {
  return errors.map(failureWords).join('\n');
}

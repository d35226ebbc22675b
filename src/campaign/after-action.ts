import type { CombatRecord } from '../store/records';

/** What a report covers: the whole campaign, or one turn. */
export type ReportScope = { readonly kind: 'campaign' } | { readonly kind: 'turn'; readonly turn: number };

/** The entries of one phase of one turn, in the order they were written. */
export interface ReportPhase {
  readonly phase: string;
  readonly entries: readonly { readonly n: number; readonly entry: CombatRecord }[];
}

export interface ReportTurn {
  /** The turn, or undefined for entries written before the log kept turns. */
  readonly turn: number | undefined;
  readonly phases: readonly ReportPhase[];
}

/**
 * A log as an after-action report reads it: the entries in scope, oldest first and numbered as the
 * whole log is, grouped by turn and, within a turn, by each run of entries made in the same phase.
 */
export function reportTurns(log: readonly CombatRecord[], scope: ReportScope): ReportTurn[] {
  const oldestFirst = [...log].sort((a, b) => (a.id ?? 0) - (b.id ?? 0) || a.at - b.at);
  const turns: { turn: number | undefined; phases: { phase: string; entries: { n: number; entry: CombatRecord }[] }[] }[] = [];
  oldestFirst.forEach((entry, i) => {
    const turn = entry.when?.turn;
    if (scope.kind === 'turn' && turn !== scope.turn) return;
    let last = turns.at(-1);
    if (!last || last.turn !== turn) turns.push((last = { turn, phases: [] }));
    const phase = entry.when?.phase ?? '';
    let group = last.phases.at(-1);
    if (!group || group.phase !== phase) last.phases.push((group = { phase, entries: [] }));
    group.entries.push({ n: i + 1, entry });
  });
  return turns;
}

/** The turns a log's entries were made in, in order. */
export function loggedTurns(log: readonly CombatRecord[]): number[] {
  return [...new Set(log.flatMap((c) => (c.when ? [c.when.turn] : [])))].sort((a, b) => a - b);
}

import type { CombatRecord } from '../store/records';
import { type CampaignScope, type Placed, inLogOrder, inScope } from './scope';

/** The entries of one phase of one turn, in the order they were written. */
export interface ReportPhase {
  readonly phase: string;
  readonly entries: readonly Placed[];
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
export function reportTurns(log: readonly CombatRecord[], scope: CampaignScope): ReportTurn[] {
  const turns: { turn: number | undefined; phases: { phase: string; entries: Placed[] }[] }[] = [];
  for (const placed of inScope(inLogOrder(log), scope)) {
    const turn = placed.entry.when?.turn;
    let last = turns.at(-1);
    if (!last || last.turn !== turn) turns.push((last = { turn, phases: [] }));
    const phase = placed.entry.when?.phase ?? '';
    let group = last.phases.at(-1);
    if (!group || group.phase !== phase) last.phases.push((group = { phase, entries: [] }));
    group.entries.push(placed);
  }
  return turns;
}

import type { CombatRecord } from '../store/records';

/** What part of the campaign to weigh or report: all of it, one session (named by its first entry's time) or one game turn. */
export type CampaignScope = { readonly kind: 'campaign' } | { readonly kind: 'session'; readonly start: number } | { readonly kind: 'turn'; readonly turn: number };

/** Entries more than this many hours apart are in different sessions: a break for the night, not for coffee. */
export const SESSION_GAP_HOURS = 3;

/** An entry with its place in the log, 1 for the oldest. */
export interface Placed {
  readonly n: number;
  readonly entry: CombatRecord;
}

/** A sitting at the table: entries written with no gap longer than the session gap between one and the next. */
export interface Session {
  /** The first entry's time, which names the session. */
  readonly start: number;
  /** The latest entry's time. */
  readonly end: number;
  readonly entries: readonly Placed[];
}

/** The log oldest first, in the order it was written (ids; the clock can go back), each entry with its place. */
export function inLogOrder(entries: readonly CombatRecord[]): Placed[] {
  return [...entries].sort((a, b) => (a.id ?? 0) - (b.id ?? 0) || a.at - b.at).map((entry, i) => ({ n: i + 1, entry }));
}

/**
 * The sessions of a log in write order: a new one starts at an entry written more than `gapHours`
 * after the latest before it. An entry whose clock reads earlier than the one before stays in its session.
 */
export function sessionsOf(log: readonly Placed[], gapHours = SESSION_GAP_HOURS): Session[] {
  const gap = gapHours * 3_600_000;
  const sessions: { start: number; end: number; entries: Placed[] }[] = [];
  for (const placed of log) {
    const last = sessions[sessions.length - 1];
    if (last && placed.entry.at - last.end <= gap) {
      last.end = Math.max(last.end, placed.entry.at);
      last.entries.push(placed);
    } else {
      sessions.push({ start: placed.entry.at, end: placed.entry.at, entries: [placed] });
    }
  }
  return sessions;
}

/** The game turns a log's entries were made in, in order; entries that keep no turn are in none. */
export function turnsOf(entries: readonly CombatRecord[]): number[] {
  return [...new Set(entries.flatMap((entry) => (entry.when ? [entry.when.turn] : [])))].sort((a, b) => a - b);
}

/** The entries of a log (in write order) that a scope takes: a session's are those of the first session starting at its time. */
export function inScope(log: readonly Placed[], scope: CampaignScope, gapHours = SESSION_GAP_HOURS): readonly Placed[] {
  if (scope.kind === 'campaign') return log;
  if (scope.kind === 'turn') return log.filter(({ entry }) => entry.when?.turn === scope.turn);
  return sessionsOf(log, gapHours).find((s) => s.start === scope.start)?.entries ?? [];
}

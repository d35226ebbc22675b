import { GAME_NAMES, type GameId } from '../engine/core/source';
import type { CombatRecord } from './records';

/** The game a report is about: the name the players gave it and the rules it is played by. */
export interface ReportGame {
  readonly name: string;
  readonly rules: GameId;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Names of the units in a logged combat description, as they were when the combat was rolled.
 * A description lists each side's units as `attackers` and `defenders` by name, or as
 * `attacker.units` and `defender.units` by id; a roll with no sides is named by its kind.
 */
export function combatSides(input: unknown): string {
  const named = (u: unknown) => (typeof u === 'object' && u !== null ? ('name' in u ? String(u.name) : 'id' in u ? String(u.id) : '?') : '?');
  const names = (list: unknown) => (Array.isArray(list) ? list.map(named).join(', ') : '');
  const unitsOf = (side: unknown) => (typeof side === 'object' && side !== null && 'units' in side ? side.units : undefined);
  if (typeof input !== 'object' || input === null) return '';
  const i = input as Record<string, unknown>;
  const a = names(i.attackers ?? unitsOf(i.attacker));
  const d = names(i.defenders ?? unitsOf(i.defender));
  return a || d ? `${a} → ${d}` : kindWords(i.kind);
}

/** A description's kind in words: "randomEvents" → "Random events". */
export function kindWords(kind: unknown): string {
  if (typeof kind !== 'string') return '';
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where the dice came from, in words. */
export function diceOrigin(c: CombatRecord): string {
  if (c.dice.length === 0) return 'no roll';
  const typed = c.dice.filter((d) => d.source.kind === 'physical').length;
  return typed === c.dice.length ? 'typed in from the table' : typed === 0 ? "rolled by the app's generator" : 'some rolled by the app, some typed in';
}

/** The lines of one combat: who against whom, the dice, the result, what to do and every step with the rule it cites. */
function combatLines(c: CombatRecord): string[] {
  const flags = [c.rerollOf !== undefined ? 're-roll' : '', c.undone ? 'result undone' : ''].filter(Boolean);
  const lines = [`${WHEN.format(c.at)} UTC${flags.length ? ` (${flags.join(', ')})` : ''}`];
  const sides = combatSides(c.input);
  if (sides) lines.push(sides);
  lines.push(
    c.dice.length === 0
      ? 'Dice: none'
      : `Dice (${diceOrigin(c)}): ${c.dice.map((d) => `${d.purpose} ${d.face}${d.source.kind === 'physical' ? ' typed in' : ''}`).join('; ')}`,
  );
  lines.push(`Result: ${c.outcome.label}`);
  for (const item of c.outcome.checklist) lines.push(`  - ${item}`);
  if (c.steps.length > 0) lines.push('How it was read:');
  c.steps.forEach((s, n) => lines.push(`  ${n + 1}. ${s.title}: ${s.detail} [${s.source}]`));
  return lines;
}

function heading(game: ReportGame): string {
  return `${game.name} — ${GAME_NAMES[game.rules]}`;
}

/** One combat as plain text, ready to paste into a forum post. */
export function combatReport(game: ReportGame, combat: CombatRecord): string {
  return [heading(game), '', ...combatLines(combat)].join('\n');
}

/** The whole log as plain text, oldest combat first, numbered as the log was written. */
export function logReport(game: ReportGame, combats: readonly CombatRecord[]): string {
  const oldestFirst = [...combats].sort((a, b) => (a.id ?? 0) - (b.id ?? 0) || a.at - b.at);
  const count = `${oldestFirst.length} combat${oldestFirst.length === 1 ? '' : 's'}`;
  const blocks = oldestFirst.map((c, n) => [`#${n + 1} ${combatLines(c)[0]}`, ...combatLines(c).slice(1)].join('\n'));
  return [`${heading(game)} — combat log, ${count}`, ...blocks].join('\n\n');
}

/** A report's file name without extension: the game's name in plain letters, then what the report is. */
export function reportFileBase(game: ReportGame, what: string): string {
  const base = game.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game';
  return `${base}-${what}`;
}

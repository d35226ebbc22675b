import type { Highlight, OutcomePredicate } from '../../core/combat';
import type { Fraction } from '../../core/fraction';
import { INFANTRY_CRTS, type InfantryCrt, TERRAIN_EFFECTS, lossAt } from './charts';
import type { InfantryEffects, WildernessOutcome } from './types';

/** The outcomes an infantry combat's die can give, built once per column and shared, and their highlights. */

export type InfantryOutcome = WildernessOutcome<InfantryEffects>;
type Outcome = InfantryOutcome;
export type Chance = (predicate: OutcomePredicate<Outcome>) => Fraction;

/** Everything about one infantry combat that the result's wording needs. */
export interface Setting {
  /** The table read; with a fingerprint when it is the player's own chart. */
  readonly table: InfantryCrt & { readonly fingerprint?: string };
  readonly printed: { readonly attacker: number; readonly defender: number };
  readonly fortified: boolean;
}

type RolledEffects = Pick<InfantryEffects, 'column' | 'die' | 'row' | 'attackerLoss' | 'defenderLoss' | 'attackerLossDoubled'>;

function sideText(who: string, loss: number, eliminated: boolean, note: string): string {
  return loss === 0 ? `${who} loses nothing` : `${who} loses ${loss}${note}${eliminated ? ', eliminated' : ''}`;
}

export function outcome(setting: Setting, rolled: RolledEffects): Outcome {
  const defenderEliminated = rolled.defenderLoss >= setting.printed.defender;
  const effects: InfantryEffects = {
    kind: 'infantry-combat',
    table: setting.table.name,
    column: rolled.column,
    die: rolled.die,
    row: rolled.row,
    attackerLoss: rolled.attackerLoss,
    defenderLoss: rolled.defenderLoss,
    attackerLossDoubled: rolled.attackerLossDoubled,
    attackerEliminated: rolled.attackerLoss >= setting.printed.attacker,
    defenderEliminated,
    attackerMayAdvance: defenderEliminated,
  };
  const attacker = sideText('Attacker', effects.attackerLoss, effects.attackerEliminated, effects.attackerLossDoubled ? ' (doubled)' : '');
  const defender = sideText('defender', effects.defenderLoss, defenderEliminated, '');
  return { key: `${effects.attackerLoss}/${effects.defenderLoss}`, label: `${attacker}; ${defender} (table ${setting.table.name}${setting.table.fingerprint === undefined ? '' : ', your chart'})`, effects };
}

export function defenderLoss(o: Outcome): number {
  return o.effects.defenderLoss;
}

export function attackerLoss(o: Outcome): number {
  return o.effects.attackerLoss;
}

/** The losses a side can suffer, one per highlight: each reachable loss capped at elimination, or 1 when none is. */
function thresholds(outcomes: readonly Outcome[], loss: (o: Outcome) => number, printed: number): readonly number[] {
  const found: number[] = [];
  for (const o of outcomes) {
    const n = Math.min(loss(o), printed);
    if (n > 0 && !found.includes(n)) found.push(n);
  }
  return found.length > 0 ? found.sort((a, b) => a - b) : [1];
}

export function sideHighlights(who: string, printed: number, loss: (o: Outcome) => number, levels: readonly number[], chance: Chance, into: Highlight[]): void {
  for (const n of levels) {
    into.push({ label: n >= printed ? `${who} eliminated` : `${who} loses ${n} or more`, probability: chance((o) => loss(o) >= n) });
  }
}

/** A column's outcomes with the loss levels its highlights ask about. */
export interface OutcomeSet {
  readonly outcomes: readonly Outcome[];
  readonly defenderLevels: readonly number[];
  readonly attackerLevels: readonly number[];
}

export function outcomeSet(setting: Setting, outcomes: readonly Outcome[]): OutcomeSet {
  return {
    outcomes,
    defenderLevels: thresholds(outcomes, defenderLoss, setting.printed.defender),
    attackerLevels: thresholds(outcomes, attackerLoss, setting.printed.attacker),
  };
}

const LOSS_FACTOR = TERRAIN_EFFECTS.entrenchedAttackerLosses;

/** The most points a table's results cost a side (the attacker's doubled): a printed strength above it is never eliminated. */
function mostLost(tables: readonly InfantryCrt[]): number {
  return Math.max(...tables.flatMap((t) => t.chart.cells.flatMap((row) => row.flatMap((c) => [(c.attacker * LOSS_FACTOR.num) / LOSS_FACTOR.den, c.defender]))));
}

const MOST_LOST = mostLost(INFANTRY_CRTS.tables);

/**
 * The six outcomes of one column depend only on the table, column, modifier, entrenchment and, for
 * elimination, printed strengths up to MOST_LOST + 1; so each set is built once and shared (frozen).
 */
const outcomeSets = new Map<string, OutcomeSet>();

export function columnOutcomes(setting: Setting, column: number, columnLabel: string, dieModifier: number, entrenched: boolean): OutcomeSet {
  const { fingerprint } = setting.table;
  const cap = (fingerprint === undefined ? MOST_LOST : mostLost([setting.table])) + 1;
  const key = `${setting.table.name}|${fingerprint ?? 'printed'}|${column}|${dieModifier}|${entrenched}|${Math.min(setting.printed.attacker, cap)}|${Math.min(setting.printed.defender, cap)}`;
  let set = outcomeSets.get(key);
  if (!set) {
    const built: Outcome[] = [];
    for (let die = 1; die <= 6; die++) {
      const row = die + dieModifier;
      const cell = lossAt(setting.table.chart, row, column);
      const attackerLoss = entrenched ? (cell.attacker * LOSS_FACTOR.num) / LOSS_FACTOR.den : cell.attacker;
      const o = outcome(setting, { column: columnLabel, die, row, attackerLoss, defenderLoss: cell.defender, attackerLossDoubled: entrenched && cell.attacker > 0 });
      Object.freeze(o.effects);
      built.push(Object.freeze(o));
    }
    set = outcomeSet(setting, built);
    outcomeSets.set(key, set);
  }
  return set;
}

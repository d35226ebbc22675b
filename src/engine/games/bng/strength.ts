import { type Step, step } from '../../core/explain';
import { isHalf, nearest } from './rounding';
import type { HalfRounds } from './schema';
import { rule } from './source';
import type { AttackingUnit, DefendingUnit } from './units';

/** A change to a unit's strength, each by its rule (the explained path words it, the fast path only multiplies). */
export type Adjustment =
  | 'adjacentArtillery'
  | 'bombardingAtThree'
  | 'combinedAtThree'
  | 'terrain'
  | 'waterObstacle'
  | 'attackerDisordered'
  | 'attackerShaken'
  | 'defendingArtillery'
  | 'defenderShaken'
  | 'defenderRouted';

/** A rule met that leaves the strength as it is, for the explained path to say. */
export type Note = 'gunboatRange' | 'gunAdjacentOverWater' | 'gunBombardingOverWater' | 'attackerInTown' | 'noAdjacentAttack' | 'routedArtillery' | 'artilleryAlone' | 'defenderInTown';

/** What walks a unit's strength: each adjustment in the order 12.25 applies them. */
export interface Adjuster {
  times(num: number, den: number, why: Adjustment): void;
  note(why: Note): void;
}

/** `value` × num/den, to the nearest whole number, never below 1 (12.24). */
export function adjusted(value: number, num: number, den: number, half: HalfRounds): number {
  return Math.max(1, nearest(value * num, den, half));
}

/** One attacking unit's strength: range (before terrain, 9.19, 9.48), then terrain (10.21-10.22), then morale (12.21-12.22). */
export function walkAttack(unit: AttackingUnit, by: Adjuster): void {
  const a = unit.input;
  if (a.type === 'gunboat') {
    if (a.range === 1 || a.range >= 3) by.note('gunboatRange');
  } else if (a.type === 'artillery') {
    if (a.range === 1) by.times(3, 2, 'adjacentArtillery');
    else if (a.range === 3) by.times(2, 3, unit.bombarding ? 'bombardingAtThree' : 'combinedAtThree');
  }
  if (a.terrainHalving === 'terrain') by.times(1, 2, 'terrain');
  else if (a.terrainHalving === 'waterObstacle') {
    if (unit.gun) by.note(a.range === 1 ? 'gunAdjacentOverWater' : 'gunBombardingOverWater');
    else by.times(1, 2, 'waterObstacle');
  }
  if (a.inTown && a.morale === 'normal') by.note('attackerInTown');
  if (unit.morale === 'disordered') by.times(2, 3, 'attackerDisordered');
  else if (unit.morale === 'shaken') by.times(1, 3, 'attackerShaken');
}

/** One defending unit's strength: artillery +½ when 9.53 holds, then morale (12.22-12.23). */
export function walkDefence(unit: DefendingUnit, includesAdjacent: boolean, by: Adjuster): void {
  const d = unit.input;
  if (d.type === 'artillery') {
    if (!includesAdjacent) by.note('noAdjacentAttack');
    else if (unit.morale === 'routed') by.note('routedArtillery');
    else if (!d.withFriendlyInfantryOrCavalry) by.note('artilleryAlone');
    else by.times(3, 2, 'defendingArtillery');
  }
  if (d.inTown && d.morale === 'normal') by.note('defenderInTown');
  if (unit.morale === 'shaken') by.times(2, 3, 'defenderShaken');
  else if (unit.morale === 'routed') by.times(1, 3, 'defenderRouted');
}

/** The strength alone, as the walk leaves it. */
class Value implements Adjuster {
  constructor(
    public value: number,
    private readonly half: HalfRounds,
  ) {}

  times(num: number, den: number): void {
    this.value = adjusted(this.value, num, den, this.half);
  }

  note(): void {}
}

/** One attacking unit's adjusted strength, with no words (the fast path). */
export function attackValue(unit: AttackingUnit, half: HalfRounds): number {
  const v = new Value(unit.input.strength, half);
  walkAttack(unit, v);
  return v.value;
}

/** One defending unit's adjusted strength, with no words (the fast path). */
export function defenceValue(unit: DefendingUnit, includesAdjacent: boolean, half: HalfRounds): number {
  const v = new Value(unit.input.strength, half);
  walkDefence(unit, includesAdjacent, v);
  return v.value;
}

const ADJUSTMENT_WORDS: Readonly<Record<Adjustment, { readonly words: string; readonly ref: string }>> = {
  adjacentArtillery: { words: 'adjacent artillery ×1½', ref: '9.48' },
  bombardingAtThree: { words: 'artillery at three hexes −⅓', ref: '9.19' },
  combinedAtThree: { words: 'artillery at three hexes −⅓', ref: '9.25' },
  terrain: { words: 'halved by terrain', ref: '10.21, 10.22' },
  waterObstacle: { words: 'halved over a water obstacle', ref: '10.21, 10.22' },
  attackerDisordered: { words: 'Disordered −⅓', ref: '12.21' },
  attackerShaken: { words: 'Shaken −⅔', ref: '12.22' },
  defendingArtillery: { words: 'artillery defending against an adjacent attack ×1½', ref: '9.53' },
  defenderShaken: { words: 'Shaken −⅓', ref: '12.22' },
  defenderRouted: { words: 'Routed −⅔', ref: '12.23' },
};

const NOTE_WORDS: Readonly<Record<Note, { readonly words: string; readonly ref: string }>> = {
  gunboatRange: { words: 'a gunboat: no range effect', ref: '9.65' },
  gunAdjacentOverWater: { words: 'not halved over a water obstacle, as artillery', ref: '9.45' },
  gunBombardingOverWater: { words: 'not halved over a water obstacle, as artillery', ref: '9.16, 9.23' },
  attackerInTown: { words: 'Disordered in a town/urban hex', ref: '12.17' },
  noAdjacentAttack: { words: 'no +½: the attack includes no adjacent unit', ref: '9.53' },
  routedArtillery: { words: 'no +½: Routed', ref: '12.36' },
  artilleryAlone: { words: 'no +½: not stacked with or adjacent to friendly infantry or cavalry', ref: '9.53' },
  defenderInTown: { words: 'Disordered in a town/urban hex, no effect in defence', ref: '12.17, 12.21' },
};

/** A strength worked out unit by unit: each adjustment in words and the rules it applied. */
class Working implements Adjuster {
  private readonly parts: string[] = [];
  private readonly refs: string[] = [];
  constructor(
    public value: number,
    private readonly half: HalfRounds,
  ) {}

  times(num: number, den: number, why: Adjustment): void {
    const { words, ref } = ADJUSTMENT_WORDS[why];
    const exact = this.value * num;
    const rounded = adjusted(this.value, num, den, this.half);
    const tie = isHalf(exact, den) ? ` (${Math.floor(exact / den)}½ rounded ${this.half})` : '';
    const floor = rounded === 1 && nearest(exact, den, this.half) < 1 ? ' (never below 1, 12.24)' : '';
    this.parts.push(`${words} = ${rounded}${tie}${floor}`);
    this.refs.push(ref);
    this.value = rounded;
  }

  note(why: Note): void {
    const { words, ref } = NOTE_WORDS[why];
    this.parts.push(words);
    this.refs.push(ref);
  }

  step(title: string, printed: number, baseRef: string): Step {
    const detail = this.parts.length === 0 ? `${printed}, unadjusted` : `${printed}; ${this.parts.join('; ')}`;
    return step(rule([baseRef, ...this.refs].join(', ')), title, detail, { printed, adjusted: this.value });
  }
}

export interface UnitStrength {
  readonly strength: number;
  readonly step: Step;
}

/** One attacking unit's strength and the step that says how it was reached. */
export function attackStrength(unit: AttackingUnit, half: HalfRounds): UnitStrength {
  const w = new Working(unit.input.strength, half);
  walkAttack(unit, w);
  return { strength: w.value, step: w.step(`Attacker ${unit.input.name}`, unit.input.strength, '12.25') };
}

/** One defending unit's strength and the step that says how it was reached. */
export function defenceStrength(unit: DefendingUnit, includesAdjacent: boolean, half: HalfRounds): UnitStrength {
  const w = new Working(unit.input.strength, half);
  walkDefence(unit, includesAdjacent, w);
  return { strength: w.value, step: w.step(`Defender ${unit.input.name}`, unit.input.strength, '12.25') };
}

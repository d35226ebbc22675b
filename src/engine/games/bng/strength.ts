import { type Step, step } from '../../core/explain';
import { isHalf, nearest } from './rounding';
import type { HalfRounds } from './schema';
import { rule } from './source';
import type { AttackingUnit, DefendingUnit, Sides } from './units';

/** A strength worked out unit by unit: each adjustment in words and the rules it applied. */
class Working {
  private readonly parts: string[] = [];
  private readonly refs: string[] = [];
  constructor(
    public value: number,
    private readonly half: HalfRounds,
  ) {}

  /** Multiplies by num/den, to the nearest whole number, never below 1 (12.24). */
  times(num: number, den: number, words: string, ref: string): void {
    const exact = this.value * num;
    const rounded = Math.max(1, nearest(exact, den, this.half));
    const tie = isHalf(exact, den) ? ` (${Math.floor(exact / den)}½ rounded ${this.half})` : '';
    const floor = rounded === 1 && nearest(exact, den, this.half) < 1 ? ' (never below 1, 12.24)' : '';
    this.parts.push(`${words} = ${rounded}${tie}${floor}`);
    this.refs.push(ref);
    this.value = rounded;
  }

  note(words: string, ref: string): void {
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

/** One attacking unit's strength: range (before terrain, 9.19, 9.48), then terrain (10.21-10.22), then morale (12.21-12.22). */
export function attackStrength(unit: AttackingUnit, half: HalfRounds): UnitStrength {
  const a = unit.input;
  const w = new Working(a.strength, half);
  if (a.type === 'gunboat') {
    if (a.range === 1 || a.range >= 3) w.note('a gunboat: no range effect', '9.65');
  } else if (a.type === 'artillery') {
    if (a.range === 1) w.times(3, 2, 'adjacent artillery ×1½', '9.48');
    else if (a.range === 3) w.times(2, 3, `artillery at three hexes −⅓`, unit.bombarding ? '9.19' : '9.25');
  }
  if (a.terrainHalving === 'terrain') w.times(1, 2, 'halved by terrain', '10.21, 10.22');
  else if (a.terrainHalving === 'waterObstacle') {
    if (unit.gun) w.note('not halved over a water obstacle, as artillery', a.range === 1 ? '9.45' : '9.16, 9.23');
    else w.times(1, 2, 'halved over a water obstacle', '10.21, 10.22');
  }
  if (a.inTown && a.morale === 'normal') w.note('Disordered in a town/urban hex', '12.17');
  if (unit.morale === 'disordered') w.times(2, 3, 'Disordered −⅓', '12.21');
  else if (unit.morale === 'shaken') w.times(1, 3, 'Shaken −⅔', '12.22');
  return { strength: w.value, step: w.step(`Attacker ${a.name}`, a.strength, '12.25') };
}

/** One defending unit's strength: artillery +½ when 9.53 holds, then morale (12.22-12.23). */
export function defenceStrength(unit: DefendingUnit, sides: Sides, half: HalfRounds): UnitStrength {
  const d = unit.input;
  const w = new Working(d.strength, half);
  if (d.type === 'artillery') {
    if (!sides.includesAdjacent) w.note('no +½: the attack includes no adjacent unit', '9.53');
    else if (unit.morale === 'routed') w.note('no +½: Routed', '12.36');
    else if (!d.withFriendlyInfantryOrCavalry) w.note('no +½: not stacked with or adjacent to friendly infantry or cavalry', '9.53');
    else w.times(3, 2, 'artillery defending against an adjacent attack ×1½', '9.53');
  }
  if (d.inTown && d.morale === 'normal') w.note('Disordered in a town/urban hex, no effect in defence', '12.17, 12.21');
  if (unit.morale === 'shaken') w.times(2, 3, 'Shaken −⅓', '12.22');
  else if (unit.morale === 'routed') w.times(1, 3, 'Routed −⅔', '12.23');
  return { strength: w.value, step: w.step(`Defender ${d.name}`, d.strength, '12.25') };
}

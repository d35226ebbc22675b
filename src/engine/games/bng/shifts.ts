import { type Step, step } from '../../core/explain';
import type { Attacker, CombatInput, Shift } from './schema';
import { rule } from './source';
import type { AttackingUnit, Sides } from './units';

interface Candidate {
  readonly cause: string;
  readonly columns: number;
}

export interface ColumnShifts {
  readonly left: number;
  readonly right: number;
  /** Right minus left: the net shift applied (10.27). */
  readonly net: number;
  readonly steps: readonly Step[];
}

// The columns first, then the cause as typed: only causes typed otherwise are read without case or surrounding spaces (no new text made for the usual case).
const same = (a: Shift, b: Shift): boolean => a.columns === b.columns && (a.cause === b.cause || a.cause.trim().toLowerCase() === b.cause.trim().toLowerCase());
const columnsWord = (n: number): string => `${n} column${n === 1 ? '' : 's'}`;
const best = (candidates: readonly Candidate[]): Candidate | undefined => candidates.reduce<Candidate | undefined>((top, c) => (top && top.columns >= c.columns ? top : c), undefined);

/** A unit is subject to a left shift when it lists the same shift: the same columns, its cause read without case or surrounding spaces (10.24). */
export function subjectTo(unit: Attacker, s: Shift): boolean {
  for (const own of unit.leftShifts) if (same(own, s)) return true;
  return false;
}

/** The left shift the Breastworks Marker gives (10.38), Trenches too (10.39): none for Under Construction or no marker. */
export function fieldworksColumns(fieldworks: CombatInput['fieldworks']): number {
  return fieldworks === 'breastworks' || fieldworks === 'trench' ? 1 : 0;
}

/** An adjacent unit attacking through hexsides the marker does not cover loses the defender its shift; non-adjacent artillery never does (10.38). */
export const costsFieldworksShift = (a: AttackingUnit): boolean => a.adjacent && !a.input.throughFieldworks;

/** The right shift a Breastworks Under Construction marker gives the attacker (10.34). */
export function underConstructionColumns(fieldworks: CombatInput['fieldworks']): number {
  return fieldworks === 'underConstruction' ? 1 : 0;
}

/**
 * The defender's left shift: the most favourable (10.25) of the fieldworks' and of the chart's left
 * shifts every attacking unit is subject to (10.23). A shift every attacking unit is subject to is on
 * the first one's own list, so the shifts the combat claims for itself can add none: that list alone is read.
 */
export function leftColumns(input: CombatInput, sides: Sides): number {
  let left = 0;
  const fieldworks = fieldworksColumns(input.fieldworks);
  if (fieldworks > 0 && !sides.attackers.some(costsFieldworksShift)) left = fieldworks;
  const attackers = sides.attackers;
  for (const s of attackers[0]?.input.leftShifts ?? []) {
    if (s.columns <= left) continue;
    let all = true;
    for (let i = 1; i < attackers.length && all; i++) all = subjectTo((attackers[i] as AttackingUnit).input, s);
    if (all) left = s.columns;
  }
  return left;
}

/** The attacker's right shift: the most favourable (10.26) of the chart's right shifts and Under Construction's. */
export function rightColumns(input: CombatInput): number {
  let right = underConstructionColumns(input.fieldworks);
  for (const s of input.rightShifts) if (s.columns > right) right = s.columns;
  return right;
}

/** The net shift applied (10.27): the attacker's right shift less the defender's left, in columns. */
export function netShift(input: CombatInput, sides: Sides): number {
  return rightColumns(input) - leftColumns(input, sides);
}

/** The Terrain Effects Chart's left shifts, claimed for the combat or for its units: one counts only if every attacking unit is subject to it (10.23-10.24). */
function terrainLeft(input: CombatInput, sides: Sides, steps: Step[]): Candidate[] {
  const listed: Shift[] = [];
  for (const s of [...input.leftShifts, ...sides.attackers.flatMap((a) => a.input.leftShifts)]) if (!listed.some((l) => same(l, s))) listed.push(s);
  return listed.flatMap((s) => {
    const exempt = sides.attackers.filter((a) => !subjectTo(a.input, s)).map((a) => a.input.name);
    if (exempt.length > 0) {
      steps.push(step(rule('10.23'), `Shift left for ${s.cause}`, `not applied: ${exempt.join(', ')} ${exempt.length === 1 ? 'is' : 'are'} not subject to it, and every attacking unit must be`, { cause: s.cause, columns: s.columns, applies: false }));
      return [];
    }
    steps.push(step(rule('10.1 Terrain Effects Chart, 10.24'), `Shift left for ${s.cause}`, `${columnsWord(s.columns)} left: every attacking unit is subject to it`, { cause: s.cause, columns: s.columns, applies: true }));
    return [{ cause: s.cause, columns: s.columns }];
  });
}

/** Breastworks and Trenches: one column left unless an adjacent unit attacks through other hexsides (10.38-10.39). */
function fieldworksLeft(input: CombatInput, sides: Sides, steps: Step[]): Candidate[] {
  const columns = fieldworksColumns(input.fieldworks);
  if (columns === 0) return [];
  const what = input.fieldworks === 'trench' ? 'Trench (Breastworks placed in the Initial Deployment)' : 'Breastworks';
  const ref = input.fieldworks === 'trench' ? '10.38, 10.39' : '10.38';
  const outside = sides.attackers.filter(costsFieldworksShift).map((a) => a.input.name);
  if (outside.length > 0) {
    steps.push(step(rule(ref), `Shift left for ${what}`, `lost: ${outside.join(', ')} ${outside.length === 1 ? 'attacks' : 'attack'} through hexsides the marker does not cover`, { columns, applies: false }));
    return [];
  }
  const why = sides.attackers.some((a) => a.adjacent) ? 'every adjacent unit attacks through the marker’s hexsides' : 'non-adjacent artillery never costs the defender this shift';
  steps.push(step(rule(ref), `Shift left for ${what}`, `${columnsWord(columns)} left: ${why}`, { columns, applies: true }));
  return [{ cause: what, columns }];
}

/** The column shifts of one combat: each side's most favourable, then the net (10.23-10.27, 10.34, 10.38). */
export function columnShifts(input: CombatInput, sides: Sides): ColumnShifts {
  const steps: Step[] = [];
  const lefts = [...terrainLeft(input, sides, steps), ...fieldworksLeft(input, sides, steps)];
  const rights: Candidate[] = input.rightShifts.map((s) => ({ cause: s.cause, columns: s.columns }));
  const building = underConstructionColumns(input.fieldworks);
  if (building > 0) {
    steps.push(step(rule('10.34'), 'Shift right for Breastworks Under Construction', `${columnsWord(building)} right; the Under Construction marker is removed`, { columns: building }));
    rights.push({ cause: 'Breastworks Under Construction', columns: building });
  }
  for (const s of input.rightShifts) steps.push(step(rule('10.1 Terrain Effects Chart, 10.26'), `Shift right for ${s.cause}`, `${columnsWord(s.columns)} right`, { cause: s.cause, columns: s.columns }));
  // The numbers are the fast path's own (leftColumns, rightColumns); the candidates give their causes in words.
  const left = leftColumns(input, sides);
  const right = rightColumns(input);
  const net = right - left;
  if (lefts.length > 1) steps.push(step(rule('10.25'), 'Defender’s shift', `the most favourable only: ${best(lefts)?.cause}, ${columnsWord(left)} left`, { left }));
  if (rights.length > 1) steps.push(step(rule('10.26'), 'Attacker’s shift', `the most favourable only: ${best(rights)?.cause}, ${columnsWord(right)} right`, { right }));
  if (lefts.length > 0 && rights.length > 0) steps.push(step(rule('10.27'), 'Net shift', `${columnsWord(right)} right against ${columnsWord(left)} left: ${net === 0 ? 'none' : `${columnsWord(Math.abs(net))} ${net > 0 ? 'right' : 'left'}`}`, { net }));
  return { left, right, net, steps };
}

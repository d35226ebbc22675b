import { type Step, step } from '../../core/explain';
import type { CombatInput, Shift } from './schema';
import { rule } from './source';
import type { Sides } from './units';

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

const same = (a: Shift, b: Shift): boolean => a.cause.trim().toLowerCase() === b.cause.trim().toLowerCase() && a.columns === b.columns;
const columnsWord = (n: number): string => `${n} column${n === 1 ? '' : 's'}`;
const best = (candidates: readonly Candidate[]): Candidate | undefined => candidates.reduce<Candidate | undefined>((top, c) => (top && top.columns >= c.columns ? top : c), undefined);

/** The Terrain Effects Chart's left shifts, claimed for the combat or for its units: one counts only if every attacking unit is subject to it (10.23-10.24). */
function terrainLeft(input: CombatInput, sides: Sides, steps: Step[]): Candidate[] {
  const listed: Shift[] = [];
  for (const s of [...input.leftShifts, ...sides.attackers.flatMap((a) => a.input.leftShifts)]) if (!listed.some((l) => same(l, s))) listed.push(s);
  return listed.flatMap((s) => {
    const exempt = sides.attackers.filter((a) => !a.input.leftShifts.some((own) => same(own, s))).map((a) => a.input.name);
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
  if (input.fieldworks !== 'breastworks' && input.fieldworks !== 'trench') return [];
  const what = input.fieldworks === 'trench' ? 'Trench (Breastworks placed in the Initial Deployment)' : 'Breastworks';
  const ref = input.fieldworks === 'trench' ? '10.38, 10.39' : '10.38';
  const outside = sides.attackers.filter((a) => a.adjacent && !a.input.throughFieldworks).map((a) => a.input.name);
  if (outside.length > 0) {
    steps.push(step(rule(ref), `Shift left for ${what}`, `lost: ${outside.join(', ')} ${outside.length === 1 ? 'attacks' : 'attack'} through hexsides the marker does not cover`, { columns: 1, applies: false }));
    return [];
  }
  const why = sides.attackers.some((a) => a.adjacent) ? 'every adjacent unit attacks through the marker’s hexsides' : 'non-adjacent artillery never costs the defender this shift';
  steps.push(step(rule(ref), `Shift left for ${what}`, `1 column left: ${why}`, { columns: 1, applies: true }));
  return [{ cause: what, columns: 1 }];
}

/** The column shifts of one combat: each side's most favourable, then the net (10.23-10.27, 10.34, 10.38). */
export function columnShifts(input: CombatInput, sides: Sides): ColumnShifts {
  const steps: Step[] = [];
  const lefts = [...terrainLeft(input, sides, steps), ...fieldworksLeft(input, sides, steps)];
  const rights: Candidate[] = input.rightShifts.map((s) => ({ cause: s.cause, columns: s.columns }));
  if (input.fieldworks === 'underConstruction') {
    steps.push(step(rule('10.34'), 'Shift right for Breastworks Under Construction', '1 column right; the Under Construction marker is removed', { columns: 1 }));
    rights.push({ cause: 'Breastworks Under Construction', columns: 1 });
  }
  for (const s of input.rightShifts) steps.push(step(rule('10.1 Terrain Effects Chart, 10.26'), `Shift right for ${s.cause}`, `${columnsWord(s.columns)} right`, { cause: s.cause, columns: s.columns }));
  const left = best(lefts);
  const right = best(rights);
  if (lefts.length > 1) steps.push(step(rule('10.25'), 'Defender’s shift', `the most favourable only: ${left?.cause}, ${columnsWord(left?.columns ?? 0)} left`, { left: left?.columns ?? 0 }));
  if (rights.length > 1) steps.push(step(rule('10.26'), 'Attacker’s shift', `the most favourable only: ${right?.cause}, ${columnsWord(right?.columns ?? 0)} right`, { right: right?.columns ?? 0 }));
  const net = (right?.columns ?? 0) - (left?.columns ?? 0);
  if (left && right) steps.push(step(rule('10.27'), 'Net shift', `${columnsWord(right.columns)} right against ${columnsWord(left.columns)} left: ${net === 0 ? 'none' : `${columnsWord(Math.abs(net))} ${net > 0 ? 'right' : 'left'}`}`, { net }));
  return { left: left?.columns ?? 0, right: right?.columns ?? 0, net, steps };
}

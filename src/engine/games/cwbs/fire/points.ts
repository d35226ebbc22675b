import { type CombatInputError, ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { formatFraction, fraction } from '../../../core/fraction';
import { ARTILLERY, ARTILLERY_HALVED_FROM, SMALL_ARMS, gunFirePoints, smallArmsPoints } from '../data/fire-points';
import type { Firer, UnitType } from '../schema/units';
import { FIRE_POINTS, FIRE_TABLE } from '../source';

/** Fire points are sums of halves and quarters: exact in floating point, shown as fractions. */
export const points = (x: number): string => formatFraction(fraction(Math.round(x * 4), 4));

const CLOSE_COMBAT = 0;

/** A firer's range in hexes; close combat (no range given) is range 0. */
const rangeOf = (firer: Firer): number => ('range' in firer ? firer.range : CLOSE_COMBAT);

/** Artillery fire is halved from 4 hexes on, except at artillery and wagon targets. */
export const artilleryHalved = (range: number, target: UnitType): boolean => range >= ARTILLERY_HALVED_FROM && target !== 'artillery' && target !== 'wagon';

/** A firer's fire points at a target of this type, or undefined when the range is past the firer's chart. */
export function firerFirePoints(firer: Firer, target: UnitType): number | undefined {
  if (firer.type === 'points') return firer.points;
  const range = rangeOf(firer);
  if (firer.type === 'smallArms') return smallArmsPoints(SMALL_ARMS, firer.fireLevel, range, firer.plusWeapons);
  const base = gunFirePoints(ARTILLERY, firer.gunPoints, range);
  return base !== undefined && artilleryHalved(range, target) ? base / 2 : base;
}

/** The refusal of a firer whose range lies past its chart (`path` is the firer's). */
export function outOfRange(firer: Firer, path: string): CombatInputError {
  return ruleError(`${path}.range`, firer.type === 'smallArms' ? 'small arms reach at most 2 hexes' : 'artillery reaches at most 10 hexes');
}

function firerPoints(firer: Firer, target: UnitType, path: string, name: string): { value: number; detail: string } {
  const value = firerFirePoints(firer, target);
  if (value === undefined) throw outOfRange(firer, path);
  if (firer.type === 'points') return { value, detail: `${name}: ${points(value)} fire points as entered` };
  const range = rangeOf(firer);
  const at = range === CLOSE_COMBAT ? 'in close combat' : `at ${range} hex${range === 1 ? '' : 'es'}`;
  if (firer.type === 'smallArms') return { value, detail: `${name}: fire level ${firer.fireLevel}${firer.plusWeapons ? ', plus weapons' : ''}, ${at}: ${points(value)}` };
  const halved = artilleryHalved(range, target);
  const base = halved ? value * 2 : value;
  const rest = halved ? `, ×½ at ${ARTILLERY_HALVED_FROM} hexes or more on a${target === 'infantry' ? 'n' : ''} ${target} target = ${points(value)}` : '';
  return { value, detail: `${name}: ${firer.gunPoints} gun point${firer.gunPoints === 1 ? '' : 's'} ${at}: ${points(base)}${rest}` };
}

/** The total of fire points is rounded down. */
export const roundedFirePoints = (total: number): number => Math.floor(total);

/** Each firer's fire points, the total and the total rounded down, with a step for each. */
export function totalFirePoints(firers: readonly Firer[], target: UnitType, path: string, who = 'Firer'): { total: number; rounded: number; steps: Step[] } {
  const steps: Step[] = [];
  let total = 0;
  firers.forEach((firer, i) => {
    const p = firerPoints(firer, target, `${path}.${i}`, `${who} ${i + 1}`);
    total += p.value;
    steps.push(step(FIRE_POINTS, 'Fire points', p.detail, { firer: i + 1, points: p.value }));
  });
  const rounded = roundedFirePoints(total);
  steps.push(step(FIRE_TABLE, 'Total fire points', `${points(total)} in all, rounded down: ${rounded}`, { total, rounded }));
  return { total, rounded, steps };
}

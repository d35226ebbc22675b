import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { formatFraction, fraction } from '../../../core/fraction';
import { ARTILLERY, ARTILLERY_HALVED_FROM, SMALL_ARMS, gunFirePoints, smallArmsPoints } from '../data/fire-points';
import type { Firer, UnitType } from '../schema/units';
import { FIRE_POINTS, FIRE_TABLE } from '../source';

/** Fire points are sums of halves and quarters: exact in floating point, shown as fractions. */
export const points = (x: number): string => formatFraction(fraction(Math.round(x * 4), 4));

const CLOSE_COMBAT = 0;

function firerPoints(firer: Firer, target: UnitType, path: string, name: string): { value: number; detail: string } {
  if (firer.type === 'points') return { value: firer.points, detail: `${name}: ${points(firer.points)} fire points as entered` };
  const range = 'range' in firer ? firer.range : CLOSE_COMBAT;
  const at = range === CLOSE_COMBAT ? 'in close combat' : `at ${range} hex${range === 1 ? '' : 'es'}`;
  if (firer.type === 'smallArms') {
    const value = smallArmsPoints(SMALL_ARMS, firer.fireLevel, range, firer.plusWeapons);
    if (value === undefined) throw ruleError(`${path}.range`, 'small arms reach at most 2 hexes');
    return { value, detail: `${name}: fire level ${firer.fireLevel}${firer.plusWeapons ? ', plus weapons' : ''}, ${at}: ${points(value)}` };
  }
  const base = gunFirePoints(ARTILLERY, firer.gunPoints, range);
  if (base === undefined) throw ruleError(`${path}.range`, 'artillery reaches at most 10 hexes');
  const halved = range >= ARTILLERY_HALVED_FROM && target !== 'artillery' && target !== 'wagon';
  const value = halved ? base / 2 : base;
  const rest = halved ? `, ×½ at ${ARTILLERY_HALVED_FROM} hexes or more on a${target === 'infantry' ? 'n' : ''} ${target} target = ${points(value)}` : '';
  return { value, detail: `${name}: ${firer.gunPoints} gun point${firer.gunPoints === 1 ? '' : 's'} ${at}: ${points(base)}${rest}` };
}

/** Each firer's fire points, the total and the total rounded down, with a step for each. */
export function totalFirePoints(firers: readonly Firer[], target: UnitType, path: string, who = 'Firer'): { total: number; rounded: number; steps: Step[] } {
  const steps: Step[] = [];
  let total = 0;
  firers.forEach((firer, i) => {
    const p = firerPoints(firer, target, `${path}.${i}`, `${who} ${i + 1}`);
    total += p.value;
    steps.push(step(FIRE_POINTS, 'Fire points', p.detail, { firer: i + 1, points: p.value }));
  });
  const rounded = Math.floor(total);
  steps.push(step(FIRE_TABLE, 'Total fire points', `${points(total)} in all, rounded down: ${rounded}`, { total, rounded }));
  return { total, rounded, steps };
}

import { sheetId } from '../charts/read';
import type { GroundInput } from '../schema/ground';
import { type SupplyChance, groundSetup } from './fast-setup';

const chance = (s: SupplyChance) => `${s.supplied}/${s.faces}`;

/**
 * What decides a ground combat's figures, as a short key: the initiative's chance, each side's
 * chance of supply, the charts read (by what they hold), the columns each pair of supply reaches,
 * the forces the Attrition Table reads and what each side can lose, the storm's doubling, the die
 * change and the die as rolled. Names, the order of units, the strengths that reach the same columns
 * and the charts not read do not count. Worked out as the fast path's set-up (so it refuses what the
 * figures refuse), without reading the combat die's cells.
 */
export function fastGroundKey(input: GroundInput): string {
  const s = groundSetup(input);
  const c = s.combat;
  // No combat die: every case is no combat.
  if (c === null) return 'n';
  const change = c.net === 0 ? 0 : c.chooser * c.net;
  return `${s.passing}|${chance(s.attacker)}|${chance(s.defender)}|${sheetId(c.crtSheet)}:${c.columns.join(',')}|${sheetId(c.attritionSheet)}|${c.attackerForce}|${c.defenderForce}|${c.defenderAll}|${c.attackerDoubled ? 'x2' : ''}|${change}${c.fixed === null ? 'b' : `f${c.fixed}`}|${c.die}`;
}

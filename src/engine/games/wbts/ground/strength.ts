import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { type AttackingHex, type DefenderInput, type DefendingUnit, type Fort, type GroundKind, SPECIAL_TYPES } from '../schema/ground';
import { GROUND_COMBAT, MARCH, STORM, TERRAIN } from '../source';

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);

/** Halves in words: "7 halved = 3½". */
export function halfText(x: number): string {
  return x % 1 === 0 ? String(x) : `${Math.floor(x) === 0 ? '' : Math.floor(x)}½`;
}

/** Combat units count for strength; trains, naval bases and depots only take losses. */
export function isCombatUnit(u: DefendingUnit): boolean {
  return !SPECIAL_TYPES.includes(u.type);
}

/** Each attacking hex's strength, and their total, before any halving for want of supply. */
export function attackerStrength(hexes: readonly AttackingHex[], kind: GroundKind): { readonly total: number; readonly steps: readonly Step[] } {
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  const steps: Step[] = [];
  const totals = hexes.map((hex, h) => {
    const path = `attacker.hexes.${h}`;
    if (fortAttack && hex.from !== 'fortHex') throw ruleError(`${path}.from`, `units cannot attack a fort from adjacent hexes: a ${kind === 'storm' ? 'storm' : 'siege combat'} is made by the units on top of the fort, in its hex (Storm)`);
    if (!fortAttack && hex.from === 'fortHex') throw ruleError(`${path}.from`, 'units in a fort’s hex attack the garrison by a storm (kind "storm") or a siege combat (kind "siegeCombat") (Storm)');
    const printed = sum(hex.units.map((u) => u.sp));
    let strength = kind === 'attackFromMarch' ? sum(hex.units.map((u) => (u.type === 'cavalry' ? u.sp : u.sp / 2))) : printed;
    const parts = [`${hex.units.map((u) => `${u.name} ${u.sp}`).join(' + ')} = ${printed}`];
    if (kind === 'attackFromMarch' && strength !== printed) parts.push(`non-cavalry halved from march: ${halfText(strength)}`);
    if (fortAttack) {
      if (hex.hexside !== 'none') parts.push('terrain is ignored in a storm or siege combat');
    } else if (hex.hexside === 'river') {
      strength /= 2;
      parts.push(`across a river, halved (bridges and roads do not help): ${halfText(strength)}`);
    } else if (hex.hexside === 'tidalRiver' || hex.hexside === 'estuary') {
      const what = hex.hexside === 'estuary' ? 'an estuary' : 'a tidal river';
      if (!hex.ferry) throw ruleError(`${path}.hexside`, `units cannot attack across ${what} hexside except at a ferry crossing (Terrain Effects on Combat)`);
      strength = Math.ceil(strength / 2);
      parts.push(`across ${what} at a ferry, halved rounding up: ${strength}`);
    }
    steps.push(step(kind === 'attackFromMarch' ? MARCH : fortAttack ? STORM : TERRAIN, `Attacking hex ${h + 1}`, parts.join('; '), { printed, strength }));
    return strength;
  });
  const total = sum(totals);
  if (hexes.length > 1) steps.push(step(TERRAIN, 'Attacker’s strength', `${totals.map(halfText).join(' + ')} = ${halfText(total)}`, { strength: total }));
  return { total, steps };
}

export const FORT_MULTIPLIER: Readonly<Record<Fort, number>> = { fort: 2, fortress: 3 };
export const FORT_CAPACITY: Readonly<Record<Fort, number>> = { fort: 10, fortress: 100 };

/** The defenders' strength for the odds, before any halving for want of supply: the garrison doubled or tripled in a fort or fortress, up to its capacity. */
export function defenderStrength(defender: DefenderInput, kind: GroundKind): { readonly total: number; readonly step: Step } {
  const combat = defender.units.filter(isCombatUnit);
  const printed = sum(combat.map((u) => u.sp));
  const fort = kind === 'storm' || kind === 'siegeCombat' ? defender.fort : undefined;
  const listed = `${combat.length > 0 ? combat.map((u) => `${u.name} ${u.sp}`).join(' + ') : 'no combat units'} = ${printed}`;
  if (!fort) return { total: printed, step: step(GROUND_COMBAT, 'Defender’s strength', `${listed}${combat.length < defender.units.length ? ' (trains, naval bases and depots add no strength)' : ''}`, { strength: printed }) };
  const multiplied = Math.min(printed, FORT_CAPACITY[fort]);
  const total = multiplied * FORT_MULTIPLIER[fort] + (printed - multiplied);
  const over = printed > multiplied ? `; only ${multiplied} of the ${printed} SP count ×${FORT_MULTIPLIER[fort]}, a ${fort} holding ${FORT_CAPACITY[fort]}` : '';
  return { total, step: step(STORM, 'Defender’s strength', `${listed}, ×${FORT_MULTIPLIER[fort]} in a ${fort} for the odds${over}: ${total}`, { strength: total, printed }) };
}

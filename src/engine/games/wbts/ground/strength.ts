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

/** The SP of the combat units among `units`: trains, naval bases and depots count for no strength. */
export function combatSp(units: readonly DefendingUnit[]): number {
  let sp = 0;
  for (const u of units) if (isCombatUnit(u)) sp += u.sp;
  return sp;
}

/** Refuses an attacking hex the rules do not allow: a storm or siege combat from beside the fort, a regular attack from the fort's hex, a tidal river or estuary crossed away from a ferry. */
function checkHex(hex: AttackingHex, h: number, kind: GroundKind): void {
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  if (fortAttack && hex.from !== 'fortHex') throw ruleError(`attacker.hexes.${h}.from`, `units cannot attack a fort from adjacent hexes: a ${kind === 'storm' ? 'storm' : 'siege combat'} is made by the units on top of the fort, in its hex (Storm)`);
  if (!fortAttack && hex.from === 'fortHex') throw ruleError(`attacker.hexes.${h}.from`, 'units in a fort’s hex attack the garrison by a storm (kind "storm") or a siege combat (kind "siegeCombat") (Storm)');
  if (!fortAttack && (hex.hexside === 'tidalRiver' || hex.hexside === 'estuary') && !hex.ferry) {
    throw ruleError(`attacker.hexes.${h}.hexside`, `units cannot attack across ${hex.hexside === 'estuary' ? 'an estuary' : 'a tidal river'} hexside except at a ferry crossing (Terrain Effects on Combat)`);
  }
}

/** A hex's units' SP, non-cavalry halved in an attack from march (halves kept exact). */
function marchedSp(units: AttackingHex['units'], kind: GroundKind): number {
  let sp = 0;
  for (const u of units) sp += kind === 'attackFromMarch' && u.type !== 'cavalry' ? u.sp / 2 : u.sp;
  return sp;
}

/** A strength across the hexside: a river halves it; a tidal river or estuary (at a ferry) halves it rounding up; a storm or siege combat ignores terrain. */
function acrossHexside(strength: number, hexside: AttackingHex['hexside'], kind: GroundKind): number {
  if (kind === 'storm' || kind === 'siegeCombat') return strength;
  if (hexside === 'river') return strength / 2;
  if (hexside === 'tidalRiver' || hexside === 'estuary') return Math.ceil(strength / 2);
  return strength;
}

/** One attacking hex's strength for the odds, before any halving for want of supply; refused where the hex may not attack. */
export function hexStrength(hex: AttackingHex, h: number, kind: GroundKind): number {
  checkHex(hex, h, kind);
  return acrossHexside(marchedSp(hex.units, kind), hex.hexside, kind);
}

/** Each attacking hex's strength, and their total, before any halving for want of supply. */
export function attackerStrength(hexes: readonly AttackingHex[], kind: GroundKind): { readonly total: number; readonly steps: readonly Step[] } {
  const fortAttack = kind === 'storm' || kind === 'siegeCombat';
  const steps: Step[] = [];
  const totals = hexes.map((hex, h) => {
    const strength = hexStrength(hex, h, kind);
    const printed = sum(hex.units.map((u) => u.sp));
    const marched = marchedSp(hex.units, kind);
    const parts = [`${hex.units.map((u) => `${u.name} ${u.sp}`).join(' + ')} = ${printed}`];
    if (kind === 'attackFromMarch' && marched !== printed) parts.push(`non-cavalry halved from march: ${halfText(marched)}`);
    if (fortAttack) {
      if (hex.hexside !== 'none') parts.push('terrain is ignored in a storm or siege combat');
    } else if (hex.hexside === 'river') {
      parts.push(`across a river, halved (bridges and roads do not help): ${halfText(strength)}`);
    } else if (hex.hexside === 'tidalRiver' || hex.hexside === 'estuary') {
      parts.push(`across ${hex.hexside === 'estuary' ? 'an estuary' : 'a tidal river'} at a ferry, halved rounding up: ${strength}`);
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

/** The garrison SP a fort or fortress multiplies: up to its capacity. */
export function fortCounted(printed: number, fort: Fort): number {
  return Math.min(printed, FORT_CAPACITY[fort]);
}

/** A garrison's strength for the odds: doubled in a fort, tripled in a fortress, up to its capacity; SP beyond that count once. */
export function fortifiedStrength(printed: number, fort: Fort): number {
  const counted = fortCounted(printed, fort);
  return counted * FORT_MULTIPLIER[fort] + (printed - counted);
}

/** The fort the defenders' strength counts: only a storm or siege combat attacks one. */
export function fortAttacked(defender: DefenderInput, kind: GroundKind): Fort | undefined {
  return kind === 'storm' || kind === 'siegeCombat' ? defender.fort : undefined;
}

/** The defenders' strength for the odds, before any halving for want of supply: the garrison doubled or tripled in a fort or fortress, up to its capacity. */
export function defenderStrength(defender: DefenderInput, kind: GroundKind): { readonly total: number; readonly step: Step } {
  const combat = defender.units.filter(isCombatUnit);
  const printed = combatSp(defender.units);
  const fort = fortAttacked(defender, kind);
  const listed = `${combat.length > 0 ? combat.map((u) => `${u.name} ${u.sp}`).join(' + ') : 'no combat units'} = ${printed}`;
  if (!fort) return { total: printed, step: step(GROUND_COMBAT, 'Defender’s strength', `${listed}${combat.length < defender.units.length ? ' (trains, naval bases and depots add no strength)' : ''}`, { strength: printed }) };
  const multiplied = fortCounted(printed, fort);
  const total = fortifiedStrength(printed, fort);
  const over = printed > multiplied ? `; only ${multiplied} of the ${printed} SP count ×${FORT_MULTIPLIER[fort]}, a ${fort} holding ${FORT_CAPACITY[fort]}` : '';
  return { total, step: step(STORM, 'Defender’s strength', `${listed}, ×${FORT_MULTIPLIER[fort]} in a ${fort} for the odds${over}: ${total}`, { strength: total, printed }) };
}

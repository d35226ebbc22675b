import type { Allocation, LossPlan } from '../../desk/losses';
import type { Described } from '../../desk/rules';
import type { BombardmentEffects, FortAttackEffects, NavalCombatEffects, TransitEffects, WbtsEffects } from '../../engine/games/wbts';
import type { UnitLoss } from '../../engine/games/wbts/ground/losses';
import type { DefenderType, Fort } from '../../engine/games/wbts/schema/ground';
import type { WbtsInput } from '../../engine/games/wbts/schema/index';
import type { UnitRecord } from '../../store/records';

/**
 * Siege bombardment and the naval kinds at the desk (docs/games/wbts.md): each is one roll, with no
 * initiative, chits or supply. Their descriptions list the units picked on each side in roster order,
 * so an effect's list of losses is read against the same units by position.
 */

/** Siege bombardment and the naval kinds: each is one roll, with no initiative, chits or supply. */
export const ONE_ROLL_KINDS = ['bombardment', 'navalCombat', 'navalFortAttack', 'navalTransit'] as const;
export type OneRollKind = (typeof ONE_ROLL_KINDS)[number];

/** What a one-roll kind reads of the draft beyond the units picked. */
export interface OneRollSetUp {
  readonly fort: 'none' | Fort;
  /** A bombardment's siege trains in the hex: one die each. */
  readonly siegeTrains: number;
  readonly bombardmentColumn: string;
  readonly transitColumn: string;
}

/**
 * The roster type of a naval or river transport: a naval unit with no combat factor (the naval
 * description's `transport`). Combat-capable naval units are the engine's `naval` type.
 */
export const TRANSPORT = 'transport';
const NAVAL: DefenderType = 'naval';
/** A naval unit by its roster type: combat-capable, or a transport. */
export const isNavalUnit = (u: UnitRecord): boolean => u.type === NAVAL || u.type === TRANSPORT;

/** What a one-roll kind reads of the sides: the units (not leaders) on each, and the leader in charge. */
export interface Forces {
  readonly attackers: readonly UnitRecord[];
  readonly defenders: readonly UnitRecord[];
  readonly leader: UnitRecord | undefined;
}

/** A value the player has not given is left out, for the engine to name it. */
const sp = (u: UnitRecord) => (u.strength === null ? {} : { sp: u.strength });
const named = (u: UnitRecord) => ({ name: u.name, ...sp(u) });
const naval = (u: UnitRecord) => ({ ...named(u), ...(u.type === TRANSPORT ? { transport: true } : {}) });
const column = (key: string, heading: string) => (heading === '' ? {} : { [key]: heading });

/** The description of a one-roll kind: the units picked, and what the draft keeps beyond them. */
export function oneRollDescription(kind: OneRollKind, draft: OneRollSetUp, forces: Forces): Described<WbtsInput> {
  const head = { format: 1, game: 'wbts' } as const;
  const fort = draft.fort === 'none' ? {} : { fort: draft.fort };
  switch (kind) {
    case 'bombardment':
      return { ...head, kind, leader: forces.leader?.name ?? '', siegeTrains: draft.siegeTrains, ...fort, ...column('column', draft.bombardmentColumn) };
    case 'navalCombat':
      return { ...head, kind, attacker: { units: forces.attackers.map(naval) }, defender: { units: forces.defenders.map(naval) } };
    case 'navalFortAttack':
      return { ...head, kind, attacker: { units: forces.attackers.map(named), ...column('transitColumn', draft.transitColumn) }, defender: { ...fort, units: forces.defenders.map(named) } };
    case 'navalTransit':
      return { ...head, kind, units: forces.attackers.map(named), ...column('column', draft.transitColumn) };
  }
}

/** Where each unit stands in a one-roll kind's description, so a refusal there names it. */
export function oneRollUnitPaths(kind: OneRollKind, forces: Forces): Record<string, string> {
  const paths: Record<string, string> = {};
  if (kind === 'bombardment') {
    if (forces.leader) paths.leader = forces.leader.id;
    return paths;
  }
  const attackers = kind === 'navalTransit' ? 'units' : 'attacker.units';
  forces.attackers.forEach((u, k) => (paths[`${attackers}.${k}`] = u.id));
  if (kind !== 'navalTransit') forces.defenders.forEach((u, k) => (paths[`defender.units.${k}`] = u.id));
  return paths;
}

/** A unit after its loss: strength down, eliminated when the loss says so, and retreated when its side retreats. */
export function afterLoss(unit: UnitRecord, loss: Pick<UnitLoss, 'lost' | 'eliminated'> | undefined, retreats: boolean): UnitRecord {
  const lost = loss?.lost ?? 0;
  const eliminated = loss?.eliminated ?? false;
  if (lost === 0 && !eliminated && !retreats) return unit;
  const strength = unit.strength === null ? null : Math.max(0, unit.strength - lost);
  const state = { ...unit.state, ...(eliminated ? { eliminated: true } : retreats ? { retreated: true } : {}) };
  return { ...unit, strength, state };
}

/** Each unit of a side after its loss, read by position; only the units it changes. */
function side(units: readonly UnitRecord[], losses: readonly (Pick<UnitLoss, 'lost' | 'eliminated'> | undefined)[], retreats: boolean): UnitRecord[] {
  return units.map((u, i) => afterLoss(u, losses[i], retreats)).filter((u, i) => u !== units[i]);
}

/** A Naval Transit Attack's result on one unit: destroyed, or its points lost (eliminated when they were all it had). */
function passage(unit: UnitRecord, result: TransitEffects['units'][number]['result']): Pick<UnitLoss, 'lost' | 'eliminated'> | undefined {
  const had = unit.strength ?? 0;
  if (result.kind === 'destroyed') return { lost: had, eliminated: true };
  if (result.kind === 'loses') return { lost: Math.min(had, result.points), eliminated: had > 0 && result.points >= had };
  return undefined;
}

type OneRollEffects = BombardmentEffects | NavalCombatEffects | FortAttackEffects | TransitEffects;
export const isOneRollEffects = (e: WbtsEffects): e is OneRollEffects => e.kind === 'bombardment' || e.kind === 'navalCombat' || e.kind === 'navalFortAttack' || e.kind === 'navalTransit';

const NAVAL_UNITS = ['naval unit', 'naval units'] as const;

/**
 * The choice a one-roll result leaves the players: which attacking naval unit a naval attack on a
 * fortification costs (any attacker loss costs a whole naval unit, Naval Units and Fortifications).
 */
export function oneRollLossPlans(effects: OneRollEffects, forces: Forces): LossPlan[] {
  if (effects.kind !== 'navalFortAttack' || effects.navalUnitsLost === 0) return [];
  return [{ side: 'attacker', measure: 'units', words: NAVAL_UNITS, loss: effects.navalUnitsLost, unitIds: forces.attackers.map((u) => u.id) }];
}

/**
 * The units a one-roll result changes, as they are after it. A naval combat's losses as the engine
 * spread them (transports going with their escorts), a side that retreats marked; a Naval Transit
 * Attack's result on each unit passing; a naval attack on a fortification's loss to the garrison, and
 * the attacking naval unit the players chose to lose it (`oneRollLossPlans`). What only the players
 * can settle stays in the checklist: which retreating unit each transit roll belongs to; a
 * bombardment's reductions (the Siege Bombardment Table says what a reduction does, and no roster
 * record stands for a fort).
 */
export function oneRollApply(effects: OneRollEffects, forces: Forces, allocations: Readonly<Record<string, Allocation>> = {}): UnitRecord[] {
  switch (effects.kind) {
    case 'bombardment':
      return [];
    case 'navalCombat':
      return [...side(forces.attackers, effects.attacker.losses, effects.attacker.retreats), ...side(forces.defenders, effects.defender.losses, effects.defender.retreats)];
    case 'navalFortAttack': {
      const lost = forces.attackers.filter((u) => (allocations['attacker']?.[u.id] ?? 0) > 0).map((u) => ({ ...u, state: { ...u.state, eliminated: true } }));
      return [...side(forces.defenders, effects.garrison.losses, false), ...lost];
    }
    case 'navalTransit':
      return side(
        forces.attackers,
        forces.attackers.map((u, i) => {
          const result = effects.units[i]?.result;
          return result ? passage(u, result) : undefined;
        }),
        false,
      );
  }
}

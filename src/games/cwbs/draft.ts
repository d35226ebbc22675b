import { CC_STRENGTHS, type CcStrength } from '../../engine/games/cwbs/data/close-combat';
import { type CwbsInput, FIRE_RESULT_CHECKS } from '../../engine/games/cwbs/schema/index';
import { FORMATIONS, MORALE_STATES, UNIT_TYPES, WRECKED, type UnitType } from '../../engine/games/cwbs/schema/units';
import { EDITIONS, type Edition } from '../../engine/games/cwbs/source';
import type { Described } from '../../desk/rules';
import type { UnitRecord } from '../../store/records';

/**
 * The CWBS combat being set up on the desk (docs/games/cwbs.md): a fire combat (the attackers are
 * the firers, the defenders the target's stack), a close combat, or a morale check alone (made by
 * the first stack picked). A stack's top unit is its first unit that is not a leader; its leaders
 * roll for leader loss, and the first one's rating shifts the morale check. A unit's values (grade,
 * fire level, gun points, formation, morale state, Low Ammo, wrecked) are its state in the roster.
 */
export const CWBS_KINDS = ['fire', 'closeCombat', 'morale'] as const;
export type CwbsKind = (typeof CWBS_KINDS)[number];
export type FireResultCheck = (typeof FIRE_RESULT_CHECKS)[number];

export interface CwbsDraft {
  readonly kind: CwbsKind;
  readonly edition: Edition;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly night: boolean;
  /** Fire: up slope or extreme slope, the firers lower than the target. */
  readonly upSlope: boolean;
  /** The target (fire), the defender (close combat) or the unit checking is a flank target. */
  readonly flank: boolean;
  /** The same unit is in a sunken road or trench. */
  readonly sunkenRoad: boolean;
  /** Fire: each firer's range in hexes, by unit id; 1 when not given. */
  readonly ranges: Readonly<Record<string, number>>;
  /** Close combat: each side's strength for the odds table; '' when it has no infantry or cavalry strength. */
  readonly attackerStrength: CcStrength | '';
  readonly defenderStrength: CcStrength | '';
  /** Morale check alone: the fire result that called for it, and the close-combat side making it. */
  readonly fireResult: FireResultCheck | '';
  readonly closeCombat: 'attacker' | 'defender' | '';
}

export const EMPTY_CWBS_DRAFT: CwbsDraft = {
  kind: 'fire',
  edition: 'seed',
  attackers: [],
  defenders: [],
  night: false,
  upSlope: false,
  flank: false,
  sunkenRoad: false,
  ranges: {},
  attackerStrength: '',
  defenderStrength: '',
  fireResult: '',
  closeCombat: '',
};

const oneOf = <T>(list: readonly T[], x: unknown, fallback: T): T => (list.includes(x as T) ? (x as T) : fallback);
const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);

function readRanges(x: unknown): Record<string, number> {
  if (typeof x !== 'object' || x === null) return {};
  return Object.fromEntries(Object.entries(x).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1]) && e[1] >= 1));
}

/** A saved draft, or the empty one where what was saved is not a draft's value. */
export function readCwbsDraft(saved: unknown): CwbsDraft {
  if (typeof saved !== 'object' || saved === null) return EMPTY_CWBS_DRAFT;
  const d = saved as Record<string, unknown>;
  const e = EMPTY_CWBS_DRAFT;
  return {
    kind: oneOf(CWBS_KINDS, d.kind, e.kind),
    edition: oneOf(EDITIONS, d.edition, e.edition),
    attackers: ids(d.attackers),
    defenders: ids(d.defenders),
    night: d.night === true,
    upSlope: d.upSlope === true,
    flank: d.flank === true,
    sunkenRoad: d.sunkenRoad === true,
    ranges: readRanges(d.ranges),
    attackerStrength: oneOf<CcStrength | ''>(CC_STRENGTHS, d.attackerStrength, ''),
    defenderStrength: oneOf<CcStrength | ''>(CC_STRENGTHS, d.defenderStrength, ''),
    fireResult: oneOf<FireResultCheck | ''>(FIRE_RESULT_CHECKS, d.fireResult, ''),
    closeCombat: oneOf(['attacker', 'defender', ''] as const, d.closeCombat, ''),
  };
}

export const rangeOf = (draft: CwbsDraft, id: string): number => draft.ranges[id] ?? 1;

const isLeader = (u: UnitRecord): boolean => u.type === 'leader';

/** A stack as picked: its units in order, the top unit, the units that take losses, its leaders. */
export interface Stack {
  readonly units: readonly UnitRecord[];
  readonly top: UnitRecord | undefined;
  /** Every unit but the leaders: they share the stack's losses and its morale result. */
  readonly troops: readonly UnitRecord[];
  readonly leaders: readonly UnitRecord[];
}

export function stackOf(list: readonly string[], units: ReadonlyMap<string, UnitRecord>): Stack {
  const picked = list.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
  const troops = picked.filter((u) => !isLeader(u));
  return { units: picked, top: troops[0], troops, leaders: picked.filter(isLeader) };
}

/** The stack a morale check alone is made by: the attackers picked, or else the defenders. */
export const checkingIds = (draft: CwbsDraft): readonly string[] => (draft.attackers.length > 0 ? draft.attackers : draft.defenders);

const unitTypeOf = (u: UnitRecord): UnitType => oneOf(UNIT_TYPES, u.type, 'infantry');
export const moraleStateOf = (u: UnitRecord): (typeof MORALE_STATES)[number] => oneOf(MORALE_STATES, u.state.morale, 'normal');
export const formationOf = (u: UnitRecord): (typeof FORMATIONS)[number] => oneOf(FORMATIONS, u.state.formation, 'line');

const num = (u: UnitRecord, key: string): number | undefined => (typeof u.state[key] === 'number' ? (u.state[key] as number) : undefined);
const text = (u: UnitRecord, key: string): string | undefined => (typeof u.state[key] === 'string' ? (u.state[key] as string) : undefined);

/**
 * The top unit as the engine reads it. A value the player has not given is left out, so the
 * engine names it; stacked with unlimbered artillery when an artillery unit of the stack is not limbered.
 */
function topUnit(stack: Stack, hit: { flank: boolean; sunkenRoad: boolean }) {
  const top = stack.top;
  if (!top) return {};
  const type = unitTypeOf(top);
  const grade = text(top, 'grade');
  const rating = stack.leaders.map((l) => num(l, 'rating')).find((r) => r !== undefined);
  return {
    type,
    ...(grade === undefined ? {} : { grade }),
    state: moraleStateOf(top),
    formation: formationOf(top),
    flank: hit.flank,
    sunkenRoad: hit.sunkenRoad,
    withUnlimberedArtillery: type !== 'artillery' && stack.troops.some((u) => u !== top && u.type === 'artillery' && formationOf(u) !== 'limbered'),
    lowAmmo: top.state.lowAmmo === true,
    wrecked: oneOf(WRECKED, top.state.wrecked, 'no'),
    ...(rating === undefined ? {} : { leaderRating: rating }),
  };
}

/** The units of a stack that fire: its infantry, cavalry and artillery. */
export const firersOf = (stack: Stack): UnitRecord[] => stack.troops.filter((u) => u.type !== 'wagon');

function firer(u: UnitRecord, range: number | undefined) {
  const at = range === undefined ? {} : { range };
  const lowAmmo = u.state.lowAmmo === true;
  if (u.type === 'artillery') {
    const gunPoints = num(u, 'gunPoints');
    return { type: 'artillery', ...(gunPoints === undefined ? {} : { gunPoints }), lowAmmo, ...at };
  }
  const fireLevel = text(u, 'fireLevel');
  return { type: 'smallArms', ...(fireLevel === undefined ? {} : { fireLevel }), plusWeapons: u.state.plusWeapons === true, lowAmmo, ...at };
}

const leadersOf = (stack: Stack) => stack.leaders.map((l) => ({ name: l.name }));

function closeCombatSide(draft: CwbsDraft, stack: Stack, who: 'attacker' | 'defender') {
  const strength = who === 'attacker' ? draft.attackerStrength : draft.defenderStrength;
  const hit = who === 'defender' ? { flank: draft.flank, sunkenRoad: draft.sunkenRoad } : { flank: false, sunkenRoad: false };
  return {
    firers: firersOf(stack).map((u) => firer(u, undefined)),
    unit: topUnit(stack, hit),
    ...(strength ? { strength } : {}),
    artillery: stack.troops.filter((u) => u.type === 'artillery').length,
    leaders: leadersOf(stack),
  };
}

/** A CWBS fire combat, close combat or morale check, the kinds the desk sets up, as the engine's schema defines it. */
export type CwbsCombat = Extract<CwbsInput, { kind: CwbsKind }>;
/** A CWBS combat as the desk describes it. */
export type CwbsDescription = Described<CwbsCombat>;

/** The combat description for the engine (docs/games/cwbs.md). */
export function toCwbsDescription(draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>): CwbsDescription {
  const base = { format: 1, game: 'cwbs' } as const;
  const hit = { flank: draft.flank, sunkenRoad: draft.sunkenRoad };
  switch (draft.kind) {
    case 'fire': {
      const target = stackOf(draft.defenders, units);
      return {
        ...base,
        kind: draft.kind,
        edition: draft.edition,
        night: draft.night,
        upSlope: draft.upSlope,
        firers: firersOf(stackOf(draft.attackers, units)).map((u) => firer(u, rangeOf(draft, u.id))),
        target: { ...topUnit(target, hit), leaders: leadersOf(target) },
      };
    }
    case 'closeCombat':
      return {
        ...base,
        kind: draft.kind,
        edition: draft.edition,
        night: draft.night,
        attacker: closeCombatSide(draft, stackOf(draft.attackers, units), 'attacker'),
        defender: closeCombatSide(draft, stackOf(draft.defenders, units), 'defender'),
      };
    case 'morale':
      return {
        ...base,
        kind: draft.kind,
        unit: topUnit(stackOf(checkingIds(draft), units), hit),
        night: draft.night,
        ...(draft.closeCombat ? { closeCombat: draft.closeCombat } : {}),
        ...(draft.fireResult ? { fireResult: draft.fireResult } : {}),
      };
  }
}

/** Where each unit stands in the description `toCwbsDescription` makes, by path, so a refusal there names it. */
export function cwbsUnitPaths(draft: CwbsDraft, units: ReadonlyMap<string, UnitRecord>): Record<string, string> {
  const paths: Record<string, string> = {};
  const firers = (prefix: string, ids: readonly string[]) => firersOf(stackOf(ids, units)).forEach((u, i) => (paths[`${prefix}firers.${i}`] = u.id));
  const hit = (path: string, leadersAt: string, ids: readonly string[]) => {
    const stack = stackOf(ids, units);
    if (stack.top) paths[path] = stack.top.id;
    stack.leaders.forEach((l, i) => (paths[`${leadersAt}.${i}`] = l.id));
  };
  switch (draft.kind) {
    case 'fire':
      firers('', draft.attackers);
      hit('target', 'target.leaders', draft.defenders);
      break;
    case 'closeCombat':
      firers('attacker.', draft.attackers);
      hit('attacker.unit', 'attacker.leaders', draft.attackers);
      firers('defender.', draft.defenders);
      hit('defender.unit', 'defender.leaders', draft.defenders);
      break;
    case 'morale':
      hit('unit', 'unit.leaders', checkingIds(draft));
      break;
  }
  return paths;
}

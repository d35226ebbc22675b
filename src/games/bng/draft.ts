import type { Described } from '../../desk/rules';
import type { BngAttacker, BngCombatInput, BngDefender } from '../../engine/games/bng';
import type { BngInput } from '../../engine/games/bng/schema';
import { FIELDWORKS, HALF_ROUNDS, MORALE_STATES, ROUTED_RETREAT, TERRAIN_HALVING, UNIT_TYPES } from '../../engine/games/bng/schema';
import type { UnitRecord } from '../../store/records';

export type Fieldworks = (typeof FIELDWORKS)[number];
export type TerrainHalving = (typeof TERRAIN_HALVING)[number];
export type RoutedRetreat = (typeof ROUTED_RETREAT)[number];
export type BngMorale = (typeof MORALE_STATES)[number];
export type BngShift = BngCombatInput['rightShifts'][number];

/**
 * The Blue & Grey combat being set up on the desk (docs/games/bng.md, `kind: "combat"`). A unit's
 * type, printed strength and morale state are its roster record; what depends on this combat (range,
 * line of sight, terrain, shifts, zones of control) is kept here by unit id.
 */
export interface BngDraft {
  /** The unit a Rally roll (12.41 b) is for, in place of the combat, which is kept for afterwards; null for the combat. */
  readonly rallying: string | null;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly night: boolean;
  readonly halfRounds: (typeof HALF_ROUNDS)[number];
  readonly fieldworks: Fieldworks;
  /** The Terrain Effects Chart's right shifts open to the attacker, by cause (10.26). */
  readonly rightShifts: readonly BngShift[];
  /** Each attacker's range in hexes to the nearest defender; 1 (adjacent) when not given. */
  readonly ranges: Readonly<Record<string, number>>;
  /** Each attacker's line of sight to the defenders; clear when not given. */
  readonly sight: Readonly<Record<string, boolean>>;
  /** Each unit in an enemy zone of control, when the players say so; the engine's reading when not given. */
  readonly zoc: Readonly<Record<string, boolean>>;
  /** Each attacker's Terrain Effects Chart halving; none when not given. */
  readonly halving: Readonly<Record<string, TerrainHalving>>;
  /** The Terrain Effects Chart's left shifts claimed for this combat (10.23-10.25), besides those an attacker is already marked subject to. */
  readonly claimedLeftShifts: readonly BngShift[];
  /** The left shifts each attacker is subject to (10.24). */
  readonly leftShifts: Readonly<Record<string, readonly BngShift[]>>;
  /** Attackers attacking entirely through the breastworks' hexsides (10.38). */
  readonly throughFieldworks: readonly string[];
  /** Units in a town/urban hex (12.17). */
  readonly inTown: readonly string[];
  /** A Routed defender retreated or eliminated before combat, at the attacker's choice (12.34). */
  readonly routedRetreat: Readonly<Record<string, RoutedRetreat>>;
  /** Which defending hex each defender is in, numbered from 1, when the attack is on more than one (9.13); hex 1 when not given. */
  readonly defenderHexes: Readonly<Record<string, number>>;
  /** Defending artillery stacked with or next to friendly infantry or cavalry (9.53), when the player or the map says; else read from the defenders picked. */
  readonly supported: Readonly<Record<string, boolean>>;
  /** At night, attackers the player says moved into an enemy zone of control this turn: their attack is compulsory (11.21). */
  readonly movedIntoZoc: readonly string[];
}

export const EMPTY_BNG_DRAFT: BngDraft = {
  rallying: null,
  attackers: [],
  defenders: [],
  night: false,
  halfRounds: 'up',
  fieldworks: 'none',
  rightShifts: [],
  ranges: {},
  sight: {},
  zoc: {},
  halving: {},
  claimedLeftShifts: [],
  leftShifts: {},
  throughFieldworks: [],
  inTown: [],
  routedRetreat: {},
  defenderHexes: {},
  supported: {},
  movedIntoZoc: [],
};

const oneOf = <T>(list: readonly T[], x: unknown, fallback: T): T => (list.includes(x as T) ? (x as T) : fallback);
const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function readEach<T>(x: unknown, read: (v: unknown) => T | undefined): Record<string, T> {
  if (!isRecord(x)) return {};
  const out: Record<string, T> = {};
  for (const [k, v] of Object.entries(x)) {
    const value = read(v);
    if (value !== undefined) out[k] = value;
  }
  return out;
}

const readBoolean = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
const readRange = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10 ? v : undefined);
const readPick =
  <T>(list: readonly T[]) =>
  (v: unknown) =>
    list.includes(v as T) ? (v as T) : undefined;

function readShifts(x: unknown): BngShift[] {
  if (!Array.isArray(x)) return [];
  return x.filter((s): s is BngShift => isRecord(s) && typeof s.cause === 'string' && s.cause.trim() !== '' && typeof s.columns === 'number' && Number.isInteger(s.columns) && s.columns >= 1 && s.columns <= 3).map((s) => ({ cause: s.cause, columns: s.columns }));
}

/** A saved draft, or the empty one where what was saved is not a draft's value. */
export function readBngDraft(saved: unknown): BngDraft {
  if (!isRecord(saved)) return EMPTY_BNG_DRAFT;
  const d = saved;
  return {
    rallying: typeof d.rallying === 'string' ? d.rallying : null,
    attackers: ids(d.attackers),
    defenders: ids(d.defenders),
    night: d.night === true,
    halfRounds: oneOf(HALF_ROUNDS, d.halfRounds, 'up'),
    fieldworks: oneOf(FIELDWORKS, d.fieldworks, 'none'),
    rightShifts: readShifts(d.rightShifts),
    ranges: readEach(d.ranges, readRange),
    sight: readEach(d.sight, readBoolean),
    zoc: readEach(d.zoc, readBoolean),
    halving: readEach(d.halving, readPick(TERRAIN_HALVING)),
    claimedLeftShifts: readShifts(d.claimedLeftShifts),
    leftShifts: readEach(d.leftShifts, (v) => (Array.isArray(v) ? readShifts(v) : undefined)),
    throughFieldworks: ids(d.throughFieldworks),
    inTown: ids(d.inTown),
    routedRetreat: readEach(d.routedRetreat, readPick(ROUTED_RETREAT)),
    defenderHexes: readEach(d.defenderHexes, (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6 ? v : undefined)),
    supported: readEach(d.supported, readBoolean),
    movedIntoZoc: ids(d.movedIntoZoc),
  };
}

export const defenderHexOf = (draft: BngDraft, id: string): number => draft.defenderHexes[id] ?? 1;
export const rangeOf = (draft: BngDraft, id: string): number => draft.ranges[id] ?? 1;
export const sightOf = (draft: BngDraft, id: string): boolean => draft.sight[id] ?? true;
export const halvingOf = (draft: BngDraft, id: string): TerrainHalving => draft.halving[id] ?? 'none';
export const leftShiftsOf = (draft: BngDraft, id: string): readonly BngShift[] => draft.leftShifts[id] ?? [];
export const sameShift = (a: BngShift, b: BngShift): boolean => a.cause === b.cause && a.columns === b.columns;

/** Every left shift claimed for the combat: those claimed for it, then any an attacker is marked subject to, each once. */
export function combatLeftShifts(draft: BngDraft): BngShift[] {
  const all: BngShift[] = [];
  for (const s of [...draft.claimedLeftShifts, ...draft.attackers.flatMap((id) => leftShiftsOf(draft, id))]) if (!all.some((x) => sameShift(x, s))) all.push(s);
  return all;
}

export const moraleOf = (u: UnitRecord): BngMorale => oneOf(MORALE_STATES, u.state.morale, 'normal');
export const unitTypeOf = (u: UnitRecord): (typeof UNIT_TYPES)[number] => oneOf(UNIT_TYPES, u.type, 'infantry');

/** The units picked on one side, in order, that the roster still has. */
export function pickedUnits(list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return list.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
}

/** A strength the player has not given is left out (as 0 would be refused), for the engine to name it. */
const strengthOf = (u: UnitRecord) => (u.strength === null ? {} : { strength: u.strength });

function attacker(draft: BngDraft, u: UnitRecord): Partial<BngAttacker> {
  const range = rangeOf(draft, u.id);
  const zoc = draft.zoc[u.id];
  return {
    name: u.name,
    type: unitTypeOf(u),
    ...strengthOf(u),
    morale: moraleOf(u),
    range,
    ...(range > 1 ? { lineOfSight: sightOf(draft, u.id) } : {}),
    ...(zoc === undefined ? {} : { inEnemyZoc: zoc }),
    terrainHalving: halvingOf(draft, u.id),
    leftShifts: [...leftShiftsOf(draft, u.id)],
    throughFieldworks: draft.throughFieldworks.includes(u.id),
    inTown: draft.inTown.includes(u.id),
    // Only a Night Game-Turn's attack is ever compulsory (11.21); by day the toggle is not shown nor sent.
    ...(draft.night && draft.movedIntoZoc.includes(u.id) ? { movedIntoZoc: true } : {}),
  };
}

/** At night, the picked attackers whose attack is compulsory (they moved into an enemy zone this turn) and those whose is voluntary (11.21). */
export function nightAttackers(draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): { readonly must: UnitRecord[]; readonly may: UnitRecord[] } {
  const picked = pickedUnits(draft.attackers, units);
  return { must: picked.filter((u) => draft.movedIntoZoc.includes(u.id)), may: picked.filter((u) => !draft.movedIntoZoc.includes(u.id)) };
}

/**
 * Artillery defends at ×1½ only with or next to friendly infantry or cavalry (9.53): as the player or
 * the map says, else read as any such defender picked with it.
 */
export function supportedOf(draft: BngDraft, u: UnitRecord, defenders: readonly UnitRecord[]): boolean {
  return draft.supported[u.id] ?? defenders.some((o) => o !== u && (o.type === 'infantry' || o.type === 'cavalry'));
}

function defender(draft: BngDraft, u: UnitRecord, all: readonly UnitRecord[], severalHexes: boolean): Partial<BngDefender> {
  const zoc = draft.zoc[u.id];
  const retreat = draft.routedRetreat[u.id] ?? 'none';
  const type = unitTypeOf(u);
  return {
    name: u.name,
    type,
    ...strengthOf(u),
    morale: moraleOf(u),
    ...(zoc === undefined ? {} : { inEnemyZoc: zoc }),
    ...(severalHexes ? { hex: `hex ${defenderHexOf(draft, u.id)}` } : {}),
    withFriendlyInfantryOrCavalry: type === 'artillery' && supportedOf(draft, u, all),
    inTown: draft.inTown.includes(u.id),
    ...(moraleOf(u) === 'routed' && retreat !== 'none' ? { routedRetreat: retreat } : {}),
  };
}

/** A Blue & Grey combat or Rally roll as the desk describes it, the engine's schema's own type. */
export type BngDescription = Described<BngInput>;

/** Whether the desk can ask the engine: a combat needs both sides, a Rally roll its unit. */
export const bngAskable = (draft: BngDraft): boolean => draft.rallying !== null || (draft.attackers.length > 0 && draft.defenders.length > 0);

/** The Rally roll for its unit (12.41 b): its morale state and whether it is in a town/urban hex (12.17). */
function toRallyDescription(id: string, draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): BngDescription {
  const unit = units.get(id);
  return { format: 1, game: 'bng', kind: 'rally', ...(unit ? { morale: moraleOf(unit), inTown: draft.inTown.includes(unit.id) } : {}) };
}

/** The combat (or Rally roll) description for the engine (docs/games/bng.md); the desk adds the player's charts. */
export function toBngDescription(draft: BngDraft, units: ReadonlyMap<string, UnitRecord>): BngDescription {
  if (draft.rallying !== null) return toRallyDescription(draft.rallying, draft, units);
  const defenders = pickedUnits(draft.defenders, units);
  // The defending hexes are named only when there are several, so a combat on one hex reads as before.
  const severalHexes = new Set(defenders.map((u) => defenderHexOf(draft, u.id))).size > 1;
  return {
    format: 1,
    game: 'bng',
    kind: 'combat',
    night: draft.night,
    halfRounds: draft.halfRounds,
    fieldworks: draft.fieldworks,
    leftShifts: [...draft.claimedLeftShifts],
    rightShifts: [...draft.rightShifts],
    attackers: pickedUnits(draft.attackers, units).map((u) => attacker(draft, u)),
    defenders: defenders.map((u) => defender(draft, u, defenders, severalHexes)),
  };
}

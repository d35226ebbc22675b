import { ATTACKER_GAME_SPECIFIC, ATTACK_TYPES, DEFENDER_GAME_SPECIFIC, FLANKS_REFUSED_VALUES, GUNBOAT_VALUES, LEADER_ASSAULT_BONUS } from '../../engine/games/gcacw/data/modifiers';
import type { GcacwCombatEffects } from '../../engine/games/gcacw';
import type { GcacwInput } from '../../engine/games/gcacw/schema/index';
import { type CombatResult, type DemoralizedLevel, applyResult } from '../../engine/games/gcacw/results';
import { HEXSIDES, RIDGES } from '../../engine/games/gcacw/schema/combat';
import { TERRAINS, type Terrain } from '../../engine/games/gcacw/schema/common';
import { TITLES, type Title } from '../../engine/games/gcacw/titles';
import type { UnitRecord } from '../../store/records';
import { GCACW_TABLE_ROLLS } from './table-rolls';
import type { LossPlan } from '../../desk/losses';
import { CIVIL_WAR_SIDES, type DeskRules, type Described, type UnitField } from '../../desk/rules';
import { DEMORALIZED_LEVELS, FATIGUE_LEVELS } from '../../engine/games/gcacw/schema/common';

/**
 * The GCACW combat being set up on the desk (docs/games/gcacw.md, `kind: "combat"`): plain data saved
 * with the game. A unit's Manpower Value is its roster strength; its Combat Value, Artillery Value,
 * tactical rating, Fatigue Level, and disorganized and demoralized states are its state markers.
 * "" stands for a choice not made (no hexside crossed, no leader).
 */
export type AttackType = keyof typeof ATTACK_TYPES;
export const ATTACKS = Object.keys(ATTACK_TYPES) as AttackType[];
export type Leader = keyof typeof LEADER_ASSAULT_BONUS;
export type AttackerFlag = Exclude<keyof typeof ATTACKER_GAME_SPECIFIC, 'surpriseAttack'>;
export type DefenderFlag = Exclude<keyof typeof DEFENDER_GAME_SPECIFIC, 'gunboat'>;
export const ATTACKER_FLAGS = (Object.keys(ATTACKER_GAME_SPECIFIC) as (keyof typeof ATTACKER_GAME_SPECIFIC)[]).filter((k): k is AttackerFlag => k !== 'surpriseAttack');
export const DEFENDER_FLAGS = (Object.keys(DEFENDER_GAME_SPECIFIC) as (keyof typeof DEFENDER_GAME_SPECIFIC)[]).filter((k): k is DefenderFlag => k !== 'gunboat');
export type Hexside = (typeof HEXSIDES)[number];
export type Ridge = (typeof RIDGES)[number];

export interface GcacwDraft {
  readonly title: Title | '';
  readonly attack: AttackType;
  readonly rain: boolean;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly defenderTerrain: Terrain;
  /** The terrain of the hex the attack comes from; the engine asks for it when the defender is on a hill or mountain. */
  readonly attackFrom: Terrain | '';
  readonly hexside: Hexside | '';
  readonly ridge: Ridge | '';
  readonly flanksRefused: 0 | (typeof FLANKS_REFUSED_VALUES)[number];
  /** The flank bonus, entered or taken from the map (0 to 4). */
  readonly flankBonus: number;
  readonly entrenched: boolean;
  /** The defenders' Combat Value and Artillery Value counting entrenchment, when entrenched. */
  readonly entrenchedCombatValue: number | null;
  readonly entrenchedArtillery: number | null;
  readonly leader: Leader | '';
  /** Surprise attack (SLB): the chart's value was lost, so the player enters it; null when there is none. */
  readonly surpriseAttack: number | null;
  readonly attackerFlags: readonly AttackerFlag[];
  readonly defenderFlags: readonly DefenderFlag[];
  readonly gunboat: 0 | (typeof GUNBOAT_VALUES)[number];
}

export const EMPTY_GCACW_DRAFT: GcacwDraft = {
  title: '',
  attack: 'normal',
  rain: false,
  attackers: [],
  defenders: [],
  defenderTerrain: 'clear',
  attackFrom: '',
  hexside: '',
  ridge: '',
  flanksRefused: 0,
  flankBonus: 0,
  entrenched: false,
  entrenchedCombatValue: null,
  entrenchedArtillery: null,
  leader: '',
  surpriseAttack: null,
  attackerFlags: [],
  defenderFlags: [],
  gunboat: 0,
};

const oneOf = <T>(list: readonly T[], x: unknown, fallback: T): T => (list.includes(x as T) ? (x as T) : fallback);
const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);
const numberOrNull = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** A saved draft, or the empty one where what was saved is not a draft's value. */
export function readGcacwDraft(saved: unknown): GcacwDraft {
  if (typeof saved !== 'object' || saved === null) return EMPTY_GCACW_DRAFT;
  const d = saved as Record<string, unknown>;
  const e = EMPTY_GCACW_DRAFT;
  return {
    title: oneOf<Title | ''>(TITLES, d.title, ''),
    attack: oneOf(ATTACKS, d.attack, e.attack),
    rain: d.rain === true,
    attackers: ids(d.attackers),
    defenders: ids(d.defenders),
    defenderTerrain: oneOf(TERRAINS, d.defenderTerrain, e.defenderTerrain),
    attackFrom: oneOf<Terrain | ''>(TERRAINS, d.attackFrom, ''),
    hexside: oneOf<Hexside | ''>(HEXSIDES, d.hexside, ''),
    ridge: oneOf<Ridge | ''>(RIDGES, d.ridge, ''),
    flanksRefused: oneOf([0, ...FLANKS_REFUSED_VALUES] as const, d.flanksRefused, 0),
    flankBonus: oneOf([0, 1, 2, 3, 4], d.flankBonus, 0),
    entrenched: d.entrenched === true,
    entrenchedCombatValue: numberOrNull(d.entrenchedCombatValue),
    entrenchedArtillery: numberOrNull(d.entrenchedArtillery),
    leader: oneOf<Leader | ''>(Object.keys(LEADER_ASSAULT_BONUS) as Leader[], d.leader, ''),
    surpriseAttack: numberOrNull(d.surpriseAttack),
    attackerFlags: ids(d.attackerFlags).filter((f): f is AttackerFlag => (ATTACKER_FLAGS as string[]).includes(f)),
    defenderFlags: ids(d.defenderFlags).filter((f): f is DefenderFlag => (DEFENDER_FLAGS as string[]).includes(f)),
    gunboat: oneOf([0, ...GUNBOAT_VALUES] as const, d.gunboat, 0),
  };
}

/** The leaders whose assault bonus the chart gives in this title. */
export function leadersOf(title: Title | ''): Leader[] {
  return title ? (Object.keys(LEADER_ASSAULT_BONUS) as Leader[]).filter((l) => LEADER_ASSAULT_BONUS[l].includes(title)) : [];
}

/** Whether a game-specific modifier belongs to this title. */
export function inTitle(modifier: { readonly titles: readonly Title[] }, title: Title | ''): boolean {
  return title !== '' && modifier.titles.includes(title);
}

export function fatigueOf(unit: UnitRecord): number {
  const f = unit.state.fatigue;
  return typeof f === 'number' && Number.isInteger(f) && f >= 0 && f <= 4 ? f : 0;
}

export function demoralizedOf(unit: UnitRecord): DemoralizedLevel {
  return oneOf<DemoralizedLevel>([0, 1, 2], unit.state.demoralized, 0);
}

/** A number the player entered on a unit; null when there is none, which the engine refuses naming the field. */
function entered(unit: UnitRecord, key: 'combatValue' | 'artillery' | 'tactical'): number | null {
  const x = unit.state[key];
  return typeof x === 'number' ? x : null;
}

/** A GCACW combat, the desk's one kind, as the engine's schema defines it. */
export type GcacwCombat = Extract<GcacwInput, { kind: 'combat' }>;
/** A GCACW combat as the desk describes it. */
export type GcacwDescription = Described<GcacwCombat>;
type Specific = GcacwCombat['gameSpecific'];
/** Each side's game-specific modifiers, as they are gathered from the draft. */
type Gathered<T> = { -readonly [K in keyof T]?: T[K] };

/** One unit as the engine takes it. */
function combatUnit(unit: UnitRecord) {
  return {
    id: unit.name,
    combatValue: entered(unit, 'combatValue'),
    artillery: entered(unit, 'artillery'),
    tactical: entered(unit, 'tactical'),
    demoralized: demoralizedOf(unit),
    ...(unit.strength === null ? {} : { manpower: unit.strength }),
    fatigue: fatigueOf(unit),
    disorganized: unit.state.disorganized === true,
  };
}

function pick(list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return list.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
}

/** The game-specific modifiers set on the desk that this title and attack have. */
function gameSpecific(draft: GcacwDraft): { attacker: Gathered<Specific['attacker']>; defender: Gathered<Specific['defender']> } {
  const attacker: Gathered<Specific['attacker']> = {};
  const defender: Gathered<Specific['defender']> = {};
  if (draft.leader && draft.attack === 'assault' && leadersOf(draft.title).includes(draft.leader)) attacker.leaderAssaultBonus = draft.leader;
  for (const f of draft.attackerFlags) if (inTitle(ATTACKER_GAME_SPECIFIC[f], draft.title)) attacker[f] = true;
  if (draft.surpriseAttack !== null && inTitle(ATTACKER_GAME_SPECIFIC.surpriseAttack, draft.title)) attacker.surpriseAttack = { modifier: draft.surpriseAttack };
  for (const f of draft.defenderFlags) if (inTitle(DEFENDER_GAME_SPECIFIC[f], draft.title)) defender[f] = true;
  if (draft.gunboat !== 0 && inTitle(DEFENDER_GAME_SPECIFIC.gunboat, draft.title)) defender.gunboat = draft.gunboat;
  return { attacker, defender };
}

/**
 * The combat description for the engine (docs/games/gcacw.md). What the player has not given yet goes
 * as "" or null, so the engine refuses it with a message naming the field.
 */
export function toGcacwDescription(draft: GcacwDraft, units: ReadonlyMap<string, UnitRecord>): GcacwDescription {
  const attackers = pick(draft.attackers, units);
  const entrenched = draft.entrenched ? { entrenched: { combatValue: draft.entrenchedCombatValue, artillery: draft.entrenchedArtillery } } : {};
  return {
    format: 1,
    game: 'gcacw',
    kind: 'combat',
    title: draft.title,
    attack: draft.attack,
    rain: draft.rain,
    attacker: { ...(attackers[0] ? { side: attackers[0].side } : {}), units: attackers.map(combatUnit) },
    defender: { units: pick(draft.defenders, units).map(combatUnit), ...entrenched },
    terrain: {
      defenderHex: draft.defenderTerrain,
      ...(draft.attackFrom ? { attackFrom: draft.attackFrom } : {}),
      ...(draft.hexside ? { hexside: draft.hexside } : {}),
      ...(draft.ridge ? { ridge: draft.ridge } : {}),
    },
    ...(draft.flanksRefused ? { flanksRefused: draft.flanksRefused } : {}),
    ...(draft.flankBonus > 0 ? { flank: { from: 'player', bonus: draft.flankBonus } } : {}),
    gameSpecific: gameSpecific(draft),
  };
}

const SIDES = ['attacker', 'defender'] as const;
const MANPOWER = ['Manpower', 'Manpower'] as const;

/**
 * One unit through the Summary of Combat Results: its share of the Manpower loss, then the letters
 * (D, F, f, R, R*) that apply to each unit. A unit whose Manpower was never entered keeps it
 * unknown and takes the letters only; one left with no Manpower is eliminated. Nothing when the
 * result changes nothing for it.
 */
function unitAfter(unit: UnitRecord, result: CombatResult, share: number): UnitRecord[] {
  const known = unit.strength !== null;
  const before = { manpower: unit.strength ?? 0, fatigue: fatigueOf(unit), disorganized: unit.state.disorganized === true, demoralized: demoralizedOf(unit) };
  const { after } = applyResult(before, result, known ? share : 0);
  if (after.manpower === before.manpower && after.fatigue === before.fatigue && after.disorganized === before.disorganized && after.demoralized === before.demoralized) return [];
  const state: UnitRecord['state'] = { ...unit.state, fatigue: after.fatigue, disorganized: after.disorganized, demoralized: after.demoralized };
  if (known && after.manpower === 0) state.eliminated = true;
  return [{ ...unit, strength: known ? after.manpower : null, state }];
}

const COMBAT_TYPES = ['infantry', 'cavalry', 'artillery'];

/**
 * A GCACW unit's values, as the Combat Chart and the results read them (docs/games/gcacw.md): the
 * Manpower Value is the unit's strength, the rest its state. Leaders have none of them.
 */
export const GCACW_UNIT_FIELDS: readonly UnitField[] = [
  { key: 'state.combatValue', label: 'Combat Value', code: 'CV', kind: 'number', min: 0.5, max: 999, step: 0.5, types: COMBAT_TYPES },
  { key: 'strength', label: 'Manpower Value', code: 'MP', kind: 'number', min: 0, max: 999, step: 1, types: COMBAT_TYPES },
  { key: 'state.artillery', label: 'Artillery Value', code: 'A', kind: 'number', min: 0, max: 99, step: 1, types: COMBAT_TYPES },
  { key: 'state.tactical', label: 'Tactical rating', code: 'T', kind: 'number', min: 0, max: 99, step: 1, types: COMBAT_TYPES },
  {
    key: 'state.fatigue',
    label: 'Fatigue Level',
    code: 'F',
    kind: 'choice',
    options: Array.from({ length: FATIGUE_LEVELS.max - FATIGUE_LEVELS.min + 1 }, (_, i) => ({ value: i, words: `Fatigue ${i}`, code: String(i) })),
    types: COMBAT_TYPES,
    status: true,
  },
  {
    key: 'state.demoralized',
    label: 'Demoralized',
    code: 'D',
    kind: 'choice',
    options: DEMORALIZED_LEVELS.map((d) => ({ value: d, words: d === 0 ? 'Not demoralized' : `Demoralized-${d}`, code: String(d) })),
    types: COMBAT_TYPES,
    status: true,
  },
  {
    key: 'state.disorganized',
    label: 'Disorganized',
    code: 'Dis',
    kind: 'choice',
    options: [
      { value: false, words: 'Not disorganized', code: 'no' },
      { value: true, words: 'Disorganized', code: 'yes' },
    ],
    types: COMBAT_TYPES,
    status: true,
  },
];

/** GCACW at the desk: the roster's number is the Combat Value; a result's Manpower loss is shared out by the players. */
export const GCACW_DESK: DeskRules<GcacwDraft, GcacwCombatEffects, GcacwCombat> = {
  game: 'gcacw',
  unitTypes: COMBAT_TYPES,
  rosterTypes: [...COMBAT_TYPES, 'leader'],
  stackTypes: [],
  sides: CIVIL_WAR_SIDES,
  unitFields: GCACW_UNIT_FIELDS,
  // The map's demoralized and disorganized markers are the Demoralized and Disorganized states.
  mapMarkers: [
    { marker: 'demoralized', key: 'state.demoralized' },
    { marker: 'disorganized', key: 'state.disorganized' },
  ],
  valueName: 'Combat Value',
  read: readGcacwDraft,
  askable: (draft) => draft.attackers.length > 0 && draft.defenders.length > 0,
  describe: toGcacwDescription,
  valueOf: (unit) => (typeof unit.state.combatValue === 'number' ? unit.state.combatValue : undefined),
  newUnit: ({ name, side, type, value }) => ({ name, side, type, strength: null, state: { combatValue: value } }),
  lossPlans(effects, draft) {
    return SIDES.flatMap((side): LossPlan[] => {
      const loss = effects[side].manpowerLoss;
      return loss > 0 ? [{ side, measure: 'strength', words: MANPOWER, loss, unitIds: side === 'attacker' ? draft.attackers : draft.defenders }] : [];
    });
  },
  /** Every unit of both sides, each with its share of the Manpower loss and the letters of its side's result. */
  applyResult(effects, draft, allocations, _plans, units) {
    return SIDES.flatMap((side) =>
      (side === 'attacker' ? draft.attackers : draft.defenders).flatMap((id) => {
        const unit = units.get(id);
        return unit ? unitAfter(unit, effects[side].result, allocations[side]?.[id] ?? 0) : [];
      }),
    );
  },
  tableRolls: GCACW_TABLE_ROLLS,
  fieldWords: {
    combatValue: 'Combat Value',
    artillery: 'Artillery Value',
    tactical: 'tactical rating',
    manpower: 'Manpower Value',
    fatigue: 'Fatigue Level',
    demoralized: 'demoralized',
    attackFrom: 'the hex the attack comes from',
    gameSpecific: 'game-specific modifiers',
  },
};

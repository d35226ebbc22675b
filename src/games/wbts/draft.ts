import { CHIT_MAX } from '../../engine/games/wbts/schema/common';
import { DEFENDER_TERRAIN, FORTS, HEXSIDES } from '../../engine/games/wbts/schema/ground';
import type { Described } from '../../desk/rules';
import type { WbtsInput } from '../../engine/games/wbts/schema/index';
import type { DieChange } from '../../engine/games/wbts/ground/outcome';
import type { UnitRecord } from '../../store/records';
import { type Forces, ONE_ROLL_KINDS, type OneRollKind, oneRollDescription, oneRollUnitPaths } from './one-roll';

/** The ground combats, played as a sequence of rolls (docs/games/wbts.md). */
export const GROUND_KINDS = ['combat', 'storm', 'attackFromMarch', 'siegeCombat'] as const;
/** The kinds the desk sets up. */
export const DESK_KINDS = [...GROUND_KINDS, ...ONE_ROLL_KINDS] as const;
export type DeskKind = (typeof DESK_KINDS)[number];
export const isOneRoll = (kind: DeskKind): kind is OneRollKind => (ONE_ROLL_KINDS as readonly string[]).includes(kind);
/**
 * Where the combat on the desk stands: the chits, picked first (each capped by a leader's
 * initiative, known before any die); the one roll, which draws the initiative die and, only if it
 * passes, the supply dice and the combat die; and (when a leader may move the die) the die change,
 * chosen once the die is seen. A bombardment or naval kind is only its roll.
 */
export const STAGES = ['chits', 'combat', 'dieChange', 'roll'] as const;
export type Stage = (typeof STAGES)[number];
/** The stages a draft saved before the chits came first may be at, and where each now stands. */
const EARLIER_STAGES: Readonly<Record<string, Stage>> = { initiative: 'chits', supply: 'combat' };
export type Hexside = (typeof HEXSIDES)[number];
export type DefenderTerrain = (typeof DEFENDER_TERRAIN)[number];
export type FortChoice = 'none' | (typeof FORTS)[number];
export const LEADER = 'leader';
export const LEADER_RANKS = ['army', 'corps'] as const;

/** The hexside an attacking hex crosses into the defender's hex, and whether at a ferry. */
export interface Crossing {
  readonly hexside: Hexside;
  readonly ferry: boolean;
}

/** Each side's combat supply die as rolled with the combat die (a side whose force rolls none has none). */
export interface SupplyDice {
  readonly attacker?: number;
  readonly defender?: number;
}

/** Both sides' battle intensity chits, once both are in and revealed. */
export interface Chits {
  readonly attacker: number;
  readonly defender: number;
}

/**
 * The War Between the States ground combat being set up on the desk. Units and leaders are roster
 * records picked onto a side (a leader's rank and ratings are his record's state); who orders, who
 * commands, whom each unit takes command from and which hex it attacks from are kept here by id.
 */
export interface WbtsDraft {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly kind: DeskKind;
  readonly stage: Stage;
  /** The attacking leader who rolls for initiative; the commander when not given. */
  readonly orderedBy: string | null;
  /** The attacking leader in charge of the battle; the first attacking leader when not given. */
  readonly commander: string | null;
  /**
   * The leader the defender chose to use: a defending leader's id, '' for none of them, or null when
   * the defender has not chosen (the first leader picked with the defenders, if any, is used).
   */
  readonly defendingLeader: string | null;
  /** The leader each attacking unit takes command from; the commander when not given. */
  readonly commandedBy: Readonly<Record<string, string>>;
  /** Attacking units that attack from the second hex. */
  readonly secondHex: readonly string[];
  /** The hexside each attacking hex crosses. */
  readonly crossings: readonly [Crossing, Crossing];
  readonly terrain: DefenderTerrain;
  readonly fort: FortChoice;
  /** Supply points within reach of each side. */
  readonly supply: { readonly attacker: number; readonly defender: number };
  readonly chits: Chits | null;
  /** The supply dice rolled with the combat die, while its change is chosen. */
  readonly supplyDice: SupplyDice | null;
  /** The combat die as rolled, while the better-rated leader's side chooses how to move it. */
  readonly combatDie: number | null;
  /** Each change the die seen allows, with what it reads, as the roll gave them; the one suggested. */
  readonly dieChanges: readonly DieChange[];
  readonly suggestedShift: number | null;
  /** The die change of the side with the better-rated leader: the engine's suggestion for each die, or a fixed change. */
  readonly shift: 'best' | number;
  /** A bombardment's siege trains in the hex: one die each. */
  readonly siegeTrains: number;
  /** The Siege Bombardment Table column to read, as the player's sheet heads it ('' until given). */
  readonly bombardmentColumn: string;
  /** The Naval Transit Attack column to read, as the player's sheet heads it ('' until given). */
  readonly transitColumn: string;
}

const OPEN: Crossing = { hexside: 'none', ferry: false };

export const EMPTY_WBTS_DRAFT: WbtsDraft = {
  attackers: [],
  defenders: [],
  kind: 'combat',
  stage: 'chits',
  orderedBy: null,
  commander: null,
  defendingLeader: null,
  commandedBy: {},
  secondHex: [],
  crossings: [OPEN, OPEN],
  terrain: 'other',
  fort: 'none',
  supply: { attacker: 0, defender: 0 },
  chits: null,
  supplyDice: null,
  combatDie: null,
  dieChanges: [],
  suggestedShift: null,
  shift: 'best',
  siegeTrains: 1,
  bombardmentColumn: '',
  transitColumn: '',
};

/** Combat and storm need the ordering leader's initiative roll; attack from march and siege combat do not. */
export const needsInitiative = (kind: DeskKind): boolean => kind === 'combat' || kind === 'storm';
/** The stage a combat of this kind starts at: its chits, or a one-roll kind's roll. */
export const firstStage = (kind: DeskKind): Stage => (isOneRoll(kind) ? 'roll' : 'chits');
/** An attack from march uses no combat supply. */
export const rollsSupply = (kind: DeskKind): boolean => kind !== 'attackFromMarch' && !isOneRoll(kind);
/** The steps a ground combat goes through at the desk: the chits, the roll, and the die change only where a leader may move the die. */
export const groundStages = (dieMovable: boolean): Stage[] => STAGES.filter((s) => s !== 'roll' && (s !== 'dieChange' || dieMovable));
/** What a combat starts again from: its chits, nothing rolled. */
const RESTART = { chits: null, supplyDice: null, combatDie: null, dieChanges: [], suggestedShift: null, shift: 'best' } as const;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const oneOf = <T>(list: readonly T[], x: unknown, fallback: T): T => (list.includes(x as T) ? (x as T) : fallback);
const ids = (x: unknown): string[] => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);
const idOrNull = (x: unknown): string | null => (typeof x === 'string' ? x : null);
/** A column heading as typed: the engine's headings are at most 12 characters. */
const heading = (x: unknown): string => (typeof x === 'string' ? x.trim().slice(0, 12) : '');
const whole = (x: unknown, min: number, max: number): number | undefined => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : undefined);

function readCrossing(x: unknown): Crossing {
  return isRecord(x) ? { hexside: oneOf(HEXSIDES, x.hexside, 'none'), ferry: x.ferry === true } : OPEN;
}

function readChits(x: unknown): Chits | null {
  if (!isRecord(x)) return null;
  const attacker = whole(x.attacker, 0, CHIT_MAX);
  const defender = whole(x.defender, 0, CHIT_MAX);
  return attacker === undefined || defender === undefined ? null : { attacker, defender };
}

function readDieChanges(x: unknown): DieChange[] {
  if (!Array.isArray(x)) return [];
  return x.flatMap((c): DieChange[] => {
    if (!isRecord(c)) return [];
    const shift = whole(c.shift, -6, 6);
    const die = whole(c.die, 1, 6);
    const attackerLoss = whole(c.attackerLoss, 0, 9999);
    const defenderLoss = whole(c.defenderLoss, 0, 9999);
    if (shift === undefined || die === undefined || attackerLoss === undefined || defenderLoss === undefined || typeof c.cell !== 'string') return [];
    return [{ shift, die, cell: c.cell.slice(0, 40), attackerLoss, defenderLoss, attackerRetreats: c.attackerRetreats === true, defenderRetreats: c.defenderRetreats === true }];
  });
}

function readSupplyDice(x: unknown): SupplyDice | null {
  if (!isRecord(x)) return null;
  const attacker = whole(x.attacker, 1, 6);
  const defender = whole(x.defender, 1, 6);
  if (attacker === undefined && defender === undefined) return null;
  return { ...(attacker === undefined ? {} : { attacker }), ...(defender === undefined ? {} : { defender }) };
}

/** A saved draft, or the empty one where what was saved is not a draft's value. */
export function readWbtsDraft(saved: unknown): WbtsDraft {
  if (!isRecord(saved)) return EMPTY_WBTS_DRAFT;
  const d = saved;
  const kind = oneOf(DESK_KINDS, d.kind, 'combat');
  const chits = readChits(d.chits);
  let stage = oneOf(STAGES, typeof d.stage === 'string' ? (EARLIER_STAGES[d.stage] ?? d.stage) : d.stage, firstStage(kind));
  // A one-roll kind is only its roll; a ground combat is never at it.
  if (isOneRoll(kind) || stage === 'roll') stage = firstStage(kind);
  if ((stage === 'combat' || stage === 'dieChange') && chits === null) stage = 'chits';
  const supplyDice = readSupplyDice(d.supplyDice);
  const combatDie = whole(d.combatDie, 1, 6) ?? null;
  // The die change reads the die and the supply dice it was rolled with.
  if (stage === 'dieChange' && (combatDie === null || (rollsSupply(kind) && supplyDice === null))) stage = 'combat';
  const crossings = Array.isArray(d.crossings) ? d.crossings : [];
  const supply = isRecord(d.supply) ? d.supply : {};
  const commandedBy: Record<string, string> = {};
  if (isRecord(d.commandedBy)) for (const [k, v] of Object.entries(d.commandedBy)) if (typeof v === 'string') commandedBy[k] = v;
  return {
    attackers: ids(d.attackers),
    defenders: ids(d.defenders),
    kind,
    stage,
    orderedBy: idOrNull(d.orderedBy),
    commander: idOrNull(d.commander),
    defendingLeader: typeof d.defendingLeader === 'string' ? d.defendingLeader : null,
    commandedBy,
    secondHex: ids(d.secondHex),
    crossings: [readCrossing(crossings[0]), readCrossing(crossings[1])],
    terrain: oneOf(DEFENDER_TERRAIN, d.terrain, 'other'),
    fort: oneOf<FortChoice>(['none', ...FORTS], d.fort, 'none'),
    supply: { attacker: whole(supply.attacker, 0, 999) ?? 0, defender: whole(supply.defender, 0, 999) ?? 0 },
    chits: stage === 'chits' || stage === 'roll' ? null : chits,
    supplyDice: (stage === 'combat' || stage === 'dieChange') && rollsSupply(kind) ? supplyDice : null,
    combatDie: stage === 'dieChange' ? combatDie : null,
    dieChanges: stage === 'dieChange' ? readDieChanges(d.dieChanges) : [],
    suggestedShift: stage === 'dieChange' ? (whole(d.suggestedShift, -6, 6) ?? null) : null,
    shift: d.shift === 'best' ? 'best' : (whole(d.shift, -6, 6) ?? 'best'),
    // Kept as typed, past the rule's bounds too, for the engine to name the field.
    siegeTrains: whole(d.siegeTrains, 0, 99) ?? 1,
    bombardmentColumn: heading(d.bombardmentColumn),
    transitColumn: heading(d.transitColumn),
  };
}

/** The records picked on one side, in order, that the roster still has. */
export function pickedUnits(list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return list.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
}

export const isLeader = (u: UnitRecord): boolean => u.type === LEADER;
/** The leaders picked on a side. */
export const leadersOf = (list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] => pickedUnits(list, units).filter(isLeader);
/** The units (not leaders) picked on a side. */
export const troopsOf = (list: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] => pickedUnits(list, units).filter((u) => !isLeader(u));

/** What a bombardment or naval kind reads of the sides: the units (not leaders) on each, and the leader in charge. */
export function forcesOf(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): Forces {
  return { attackers: troopsOf(draft.attackers, units), defenders: troopsOf(draft.defenders, units), leader: commanderOf(draft, units) };
}

/** A leader's rating from his record, when it is given. */
export function ratingOf(leader: UnitRecord, key: 'initiative' | 'combatRating'): number | undefined {
  return whole(leader.state[key], 0, 6);
}

/**
 * Who does what among the attacking leaders (read once: a search describes a thousand forces): the
 * leader in charge of the battle (the one chosen, else the first), the one who rolls for initiative
 * (the one chosen, else the commander), and whom each unit takes command from (the one chosen, else
 * the commander).
 */
function attackingRoles(draft: WbtsDraft, leaders: readonly UnitRecord[]) {
  const commander = leaders.find((l) => l.id === draft.commander) ?? leaders[0];
  return {
    commander,
    orderedBy: leaders.find((l) => l.id === draft.orderedBy) ?? commander,
    leaderOf: (unitId: string) => leaders.find((l) => l.id === draft.commandedBy[unitId]) ?? commander,
  };
}

/** The attacking leader in charge of the battle: the one chosen, else the first attacking leader. */
export function commanderOf(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  return attackingRoles(draft, leadersOf(draft.attackers, units)).commander;
}

/** The leader who rolls for initiative: the one chosen, else the commander. */
export function orderedByOf(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  return attackingRoles(draft, leadersOf(draft.attackers, units)).orderedBy;
}

/** The leader the defender uses: the one he chose, else the first leader picked with the defenders; none when he chose none. */
export function defendingLeaderOf(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  const leaders = leadersOf(draft.defenders, units);
  return draft.defendingLeader === null ? leaders[0] : leaders.find((l) => l.id === draft.defendingLeader);
}

/** The leader an attacking unit takes command from: the one chosen, else the commander. */
export function unitLeaderOf(draft: WbtsDraft, unitId: string, units: ReadonlyMap<string, UnitRecord>): UnitRecord | undefined {
  return attackingRoles(draft, leadersOf(draft.attackers, units)).leaderOf(unitId);
}

/**
 * The attacking units by hex: the first hex, and the second when any unit attacks from it. Only a
 * ground combat is made from two hexes: an attack from march moves from one, a storm or siege combat
 * is made from the fort's own hex.
 */
export function attackingHexes(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): UnitRecord[][] {
  const troops = troopsOf(draft.attackers, units);
  if (draft.kind !== 'combat') return [troops];
  const second = troops.filter((u) => draft.secondHex.includes(u.id));
  const first = troops.filter((u) => !draft.secondHex.includes(u.id));
  return second.length > 0 ? [first, second] : [first];
}

/** The highest chit each side may pick: its leader's initiative (0 without one), at most 4, at most 1 in an attack from march. */
export function chitCaps(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): Chits {
  const cap = (leader: UnitRecord | undefined) => Math.min(CHIT_MAX, draft.kind === 'attackFromMarch' ? 1 : 6, leader ? (ratingOf(leader, 'initiative') ?? 0) : 0);
  return { attacker: cap(commanderOf(draft, units)), defender: cap(defendingLeaderOf(draft, units)) };
}

/** Which side moves the combat die and by how many rows at most, from the leaders' combat ratings (the engine checks it again). */
export function netRating(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): { readonly net: number; readonly chooser: 'attacker' | 'defender' | null } {
  const commander = commanderOf(draft, units);
  const defender = defendingLeaderOf(draft, units);
  const a = commander ? (ratingOf(commander, 'combatRating') ?? 0) : 0;
  const d = defender ? (ratingOf(defender, 'combatRating') ?? 0) : 0;
  return { net: Math.abs(a - d), chooser: a === d ? null : a > d ? 'attacker' : 'defender' };
}

/** A value the player has not given is left out, for the engine to name it. */
const given = <K extends string, V extends number | string>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }));

function attackingLeader(u: UnitRecord) {
  return { name: u.name, ...given('rank', typeof u.state.rank === 'string' ? u.state.rank : undefined), ...given('initiative', ratingOf(u, 'initiative')), ...given('combatRating', ratingOf(u, 'combatRating')) };
}

function attackingSide(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>) {
  const fromFort = draft.kind === 'storm' || draft.kind === 'siegeCombat';
  const leaders = leadersOf(draft.attackers, units);
  const { commander, orderedBy, leaderOf } = attackingRoles(draft, leaders);
  const hexes = attackingHexes(draft, units).map((troops, i) => {
    const crossing = draft.crossings[i] ?? OPEN;
    return {
      units: troops.map((u) => ({ name: u.name, ...given('sp', u.strength ?? undefined), type: u.type, leader: leaderOf(u.id)?.name ?? '' })),
      ...(crossing.hexside === 'none' ? {} : { hexside: crossing.hexside }),
      ...(crossing.ferry ? { ferry: true } : {}),
      ...(fromFort ? { from: 'fortHex' } : {}),
    };
  });
  return {
    leaders: leaders.map(attackingLeader),
    orderedBy: orderedBy?.name ?? '',
    commander: commander?.name ?? '',
    hexes,
  };
}

/** A War Between the States combat, ground or one roll, as the desk describes it, the engine's schema's own type. */
export type WbtsDescription = Described<WbtsInput>;

/**
 * The description for the engine (docs/games/wbts.md): the combat of its kind. Once the chits are
 * in, its one roll: the initiative die (where the kind needs one) and, only if it passes, the supply
 * dice and the combat die — the combat die alone in the die step when a leader may move it, the
 * change chosen once it is seen (`combatDie` and `shift`, the initiative passed). While the chits
 * are picked, the whole combat from its initiative roll. The desk adds the player's charts.
 */
export function toWbtsDescription(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): WbtsDescription {
  const kind = draft.kind;
  if (isOneRoll(kind)) return oneRollDescription(kind, draft, forcesOf(draft, units));
  const { leaders, orderedBy, commander, hexes } = attackingSide(draft, units);
  const chits = draft.chits ?? { attacker: 0, defender: 0 };
  const leader = defendingLeaderOf(draft, units);
  const fortAttack = draft.kind === 'storm' || draft.kind === 'siegeCombat';
  // Dice already rolled for this combat mean its initiative passed: they were rolled only then.
  const rolled = draft.stage === 'dieChange' || draft.supplyDice !== null;
  return {
    format: 1,
    game: 'wbts',
    kind,
    attacker: {
      leaders,
      ...(needsInitiative(draft.kind) ? { orderedBy, initiative: rolled ? 'passed' : 'roll' } : {}),
      commander,
      chit: chits.attacker,
      hexes,
      supply: draft.supply.attacker,
    },
    defender: {
      ...(leader ? { leader: { name: leader.name, ...given('initiative', ratingOf(leader, 'initiative')), ...given('combatRating', ratingOf(leader, 'combatRating')) } } : {}),
      chit: chits.defender,
      units: troopsOf(draft.defenders, units).map((u) => ({ name: u.name, ...given('sp', u.strength ?? undefined), type: u.type })),
      terrain: draft.terrain,
      ...(fortAttack && draft.fort !== 'none' ? { fort: draft.fort } : {}),
      supply: draft.supply.defender,
    },
    shift: draft.shift,
    ...((draft.stage === 'combat' || draft.stage === 'dieChange') && draft.supplyDice ? { supplyDice: draft.supplyDice } : {}),
    // With a leader to move the die, the roll stops at the die; the change is chosen once it is seen.
    ...(draft.stage === 'combat' && chits.attacker + chits.defender > 0 && netRating(draft, units).net > 0 ? { dieStep: true } : {}),
    ...(draft.stage === 'dieChange' && draft.combatDie !== null ? { combatDie: draft.combatDie } : {}),
  };
}

/**
 * A ground combat as a phase plan declares it: the whole combat from the initiative roll (where the
 * kind needs one), whatever stage the desk is at. Chits not yet picked are weighed at the most each
 * side's leader allows (docs/games/wbts.md, "What a plan weighs"); the plan shows the defender's best
 * reply beside it.
 */
export function toWbtsDeclaredDescription(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): WbtsDescription {
  if (isOneRoll(draft.kind)) return toWbtsDescription(draft, units);
  return toWbtsDescription({ ...draft, ...RESTART, stage: 'chits', chits: draft.chits ?? chitCaps(draft, units) }, units);
}

/** Where the combat stands after its result: its die change to choose, or (resolved) the next combat's chits. */
export const restarted = (draft: WbtsDraft): WbtsDraft => ({ ...draft, ...RESTART, stage: firstStage(draft.kind) });

/** Where each unit stands in the description, so a refusal there names it. */
export function wbtsUnitPaths(draft: WbtsDraft, units: ReadonlyMap<string, UnitRecord>): Record<string, string> {
  if (isOneRoll(draft.kind)) return oneRollUnitPaths(draft.kind, forcesOf(draft, units));
  const paths: Record<string, string> = {};
  attackingHexes(draft, units).forEach((troops, h) => troops.forEach((u, k) => (paths[`attacker.hexes.${h}.units.${k}`] = u.id)));
  leadersOf(draft.attackers, units).forEach((l, i) => (paths[`attacker.leaders.${i}`] = l.id));
  troopsOf(draft.defenders, units).forEach((u, k) => (paths[`defender.units.${k}`] = u.id));
  const leader = defendingLeaderOf(draft, units);
  if (leader) paths['defender.leader'] = leader.id;
  return paths;
}

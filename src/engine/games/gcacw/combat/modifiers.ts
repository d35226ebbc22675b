import { ruleError } from '../../../core/errors';
import type { Source } from '../../../core/source';
import {
  ATTACK_TYPES,
  ATTACKER_GAME_SPECIFIC,
  DEFENDER_GAME_SPECIFIC,
  DEFENDER_TERRAIN,
  type GameSpecificModifier,
  LEADER_ASSAULT_BONUS,
  LEADER_ASSAULT_BONUS_VALUE,
  RAIN_ATTACK_MODIFIER,
} from '../data/modifiers';
import type { CombatInput, CombatTerrainInput, CombatUnitInput } from '../schema/combat';
import { type Title, gcacw, listInWords } from '../titles';

/** One die roll modifier: whose die it changes, by how much, and why. */
export interface Modifier {
  readonly die: 'attacker' | 'defender';
  readonly label: string;
  readonly value: number;
  readonly detail: string;
  readonly source: Source;
  /** The value is the player's, entered because the source lost it or the rules notes do not confirm it. */
  readonly unconfirmed?: true;
}

const ATTACKER_MODS = gcacw("Combat Chart, attacker's die roll modifiers (7.4)");
const DEFENDER_MODS = gcacw("Combat Chart, defender's die roll modifiers (7.4)");
const gameSpecific = (title: Title): Source => gcacw(`Combat Chart, game-specific modifiers (${title})`);

/** A modifier in an explanation: "+2", "−1", "+0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '+0');

/** A modifier as the charts print it: "+2", "-1", "0". */
export const printedSigned = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The attacker's modifier for the kind of attack (Attack Summary, or an assault action); a Column of Route attack needs Movement Allowance left. */
export function attackTypeValue(input: CombatInput): number {
  if (input.attack === 'column-of-route' && input.attacker.remainingMovementAllowance === 0) {
    throw ruleError('attacker.remainingMovementAllowance', 'a Column of Route attack may not be declared when the remaining Movement Allowance is 0 (Attack Summary)');
  }
  return ATTACK_TYPES[input.attack].modifier;
}

/** Attack type (Attack Summary) or assault action; the Column of Route restriction. */
export function attackModifier(input: CombatInput): Modifier {
  const value = attackTypeValue(input);
  const type = ATTACK_TYPES[input.attack];
  const cost = `costs ${type.infantryMp} MP (infantry) or ${type.cavalryMp} MP (cavalry or mounted infantry)`;
  return {
    die: 'attacker',
    label: input.attack === 'assault' ? 'Assault action' : `Attack type: ${type.label}`,
    value,
    detail: input.attack === 'assault' ? `an assault action: ${signed(value)}` : `${type.label} (${cost}): ${signed(value)}`,
    source: input.attack === 'assault' ? ATTACKER_MODS : gcacw('Attack Summary'),
  };
}

/** A side's highest tactical rating. */
function highestTactical(units: readonly CombatUnitInput[]): number {
  let best = -Infinity;
  for (const u of units) if (u.tactical > best) best = u.tactical;
  return best;
}

/** The tactical modifier: the attacker's highest tactical rating less the defender's. */
export function tacticalValue(attackers: readonly CombatUnitInput[], defenders: readonly CombatUnitInput[]): number {
  return highestTactical(attackers) - highestTactical(defenders);
}

export function tacticalModifier(attackers: readonly CombatUnitInput[], defenders: readonly CombatUnitInput[]): Modifier {
  const a = highestTactical(attackers);
  const d = highestTactical(defenders);
  const value = tacticalValue(attackers, defenders);
  return { die: 'attacker', label: 'Tactical modifier', value, detail: `attacker's highest tactical rating ${a} − defender's highest ${d} = ${signed(value)}`, source: ATTACKER_MODS };
}

/** The attacker's general modifiers besides the attack type and tactics: a rain turn, the defender's flanks refused. */
export function generalAttackerValue(input: CombatInput): number {
  return (input.rain ? RAIN_ATTACK_MODIFIER : 0) + (input.flanksRefused ?? 0);
}

export function generalAttackerModifiers(input: CombatInput): Modifier[] {
  const mods: Modifier[] = [];
  if (input.rain) mods.push({ die: 'attacker', label: 'Rain turn', value: RAIN_ATTACK_MODIFIER, detail: `attack in a rain turn: ${signed(RAIN_ATTACK_MODIFIER)}`, source: ATTACKER_MODS });
  if (input.flanksRefused !== undefined) {
    mods.push({
      die: 'attacker',
      label: "Defender's flanks refused",
      value: input.flanksRefused,
      detail: `${signed(input.flanksRefused)} as entered (the chart gives +1 or +2; rule 7.8 says which)`,
      source: ATTACKER_MODS,
    });
  }
  return mods;
}

/** The defender's modifier for the hexside the attack crosses: a creek +1 (+2 in rain), a bridge, dam, ferry or ford +2; 0 for none. */
function hexsideValue(hexside: CombatTerrainInput['hexside'], rain: boolean): number {
  if (hexside === undefined) return 0;
  if (hexside === 'creek') return rain ? DEFENDER_TERRAIN.creekInRain : DEFENDER_TERRAIN.creek;
  return DEFENDER_TERRAIN.acrossBridgeDamFerryFord;
}

/** A defender in a hill or mountain hex needs the terrain the attack comes from, unless it comes down a ridge. */
function checkAttackFrom(t: CombatTerrainInput, path: string): void {
  if ((t.defenderHex === 'mountain' || t.defenderHex === 'hill') && t.attackFrom === undefined && t.ridge !== 'down') {
    throw ruleError(`${path}.attackFrom`, `the defender is in a ${t.defenderHex} hex: say which terrain the attack comes from (the modifier changes when it comes from a hill or mountain hex)`);
  }
}

/** A mountain hex counts +1 instead of +2 when the attack is down a ridge or the attacker is also in a mountain hex. */
const mountainReduced = (t: CombatTerrainInput): boolean => t.ridge === 'down' || t.attackFrom === 'mountain';

/** A hill hex counts +0 instead of +1 when the attack is down a ridge or from a hill or mountain hex. */
const hillReduced = (t: CombatTerrainInput): boolean => t.ridge === 'down' || t.attackFrom === 'hill' || t.attackFrom === 'mountain';

/** The defender's modifier for a mountain hex: +2, or +1 when reduced. */
const mountainValue = (t: CombatTerrainInput): number => (mountainReduced(t) ? DEFENDER_TERRAIN.mountainReduced : DEFENDER_TERRAIN.mountain);

/** The defender's modifier for a hill hex: +1, or +0 when reduced. */
const hillValue = (t: CombatTerrainInput): number => (hillReduced(t) ? DEFENDER_TERRAIN.hillReduced : DEFENDER_TERRAIN.hill);

/** The defender's modifier for its hex and the ridge: a mountain or hill hex, an attack up a ridge. */
function hexValue(t: CombatTerrainInput): number {
  let value = 0;
  if (t.defenderHex === 'mountain') value += mountainValue(t);
  if (t.ridge === 'up') value += DEFENDER_TERRAIN.upRidge;
  if (t.defenderHex === 'hill') value += hillValue(t);
  return value;
}

/** Every terrain and hexside modifier to the defender's die, summed, with the same refusal as `terrainModifiers`. */
export function terrainValue(t: CombatTerrainInput, rain: boolean, path: string): number {
  checkAttackFrom(t, path);
  return hexsideValue(t.hexside, rain) + hexValue(t);
}

/**
 * The defender's terrain and hexside modifiers (7.4): crossing +2; mountain +2 (+1 if the attacker is
 * also in a mountain hex or attacks down a ridge); up a ridge +2; hill +1 (+0 if attacked from a hill
 * or mountain hex or down a ridge); creek +1 (+2 in rain). `path` locates the terrain in the input.
 */
export function terrainModifiers(t: CombatTerrainInput, rain: boolean, path: string): Modifier[] {
  const mods: Modifier[] = [];
  const add = (label: string, value: number, detail: string): void => {
    mods.push({ die: 'defender', label, value, detail, source: DEFENDER_MODS });
  };
  if (t.hexside !== undefined) {
    const value = hexsideValue(t.hexside, rain);
    if (t.hexside === 'creek') add('Defending across a creek', value, `across a creek${rain ? ' in a rain turn' : ''}: ${signed(value)}`);
    else add('Defending across a bridge, dam, ferry or ford', value, `across a ${t.hexside}: ${signed(value)}`);
  }
  checkAttackFrom(t, path);
  const down = t.ridge === 'down';
  if (t.defenderHex === 'mountain') {
    const reduced = mountainReduced(t);
    const value = mountainValue(t);
    add('Defending in a mountain hex', value, reduced ? `mountain hex, but ${down ? 'the attack is down a ridge' : 'the attacker is also in a mountain hex'}: ${signed(value)}` : `mountain hex: ${signed(value)}`);
  }
  if (t.ridge === 'up') add('Attack up a ridge', DEFENDER_TERRAIN.upRidge, `attack up a ridge (into any terrain): ${signed(DEFENDER_TERRAIN.upRidge)}`);
  if (t.defenderHex === 'hill') {
    const reduced = hillReduced(t);
    const value = hillValue(t);
    add('Defending in a hill hex', value, reduced ? `hill hex, but the attack is ${down ? 'down a ridge' : `from a ${t.attackFrom ?? ''} hex`}: ${signed(value)}` : `hill hex: ${signed(value)}`);
  }
  return mods;
}

/** The Combat Value of a side's Demoralized-2 units. */
export function demoralizedTwoCombatValue(units: readonly CombatUnitInput[]): number {
  let sum = 0;
  for (const u of units) if (u.demoralized === 2) sum += u.combatValue;
  return sum;
}

/** The defender's −1 applies when Demoralized-2 units contribute at least half the hex's Combat Value. */
export function demoralizedApplies(demoralizedTwo: number, total: number): boolean {
  return 2 * demoralizedTwo >= total;
}

/** −1 to the defender when Demoralized-2 units contribute at least half the hex's Combat Value. */
export function demoralizedModifier(defenders: readonly CombatUnitInput[]): Modifier | undefined {
  const total = defenders.reduce((s, u) => s + u.combatValue, 0);
  const d2 = demoralizedTwoCombatValue(defenders);
  if (!demoralizedApplies(d2, total)) return undefined;
  return {
    die: 'defender',
    label: 'Demoralized-2 defenders',
    value: DEFENDER_TERRAIN.demoralized2,
    detail: `Demoralized-2 units contribute ${d2} of the hex's Combat Value ${total} (at least half): ${signed(DEFENDER_TERRAIN.demoralized2)}`,
    source: DEFENDER_MODS,
  };
}

function checkTitle(title: Title, def: GameSpecificModifier, path: string): void {
  if (!def.titles.includes(title)) {
    throw ruleError(path, `${def.label} is a modifier of ${listInWords(def.titles)} only; this combat is in ${title}`);
  }
}

type AttackerFlag = 'unionPanic' | 'cavalryCharge' | 'staffordHeights' | 'hunt' | 'hookerLosesConfidence' | 'insubordinateMarchAttack';
type DefenderFlag = 'unionPanic' | 'hunt';

/** A game-specific modifier the description sets: whose die, which entry of the chart's list, and its value. */
export type GameSpecificVisit = (die: 'attacker' | 'defender', key: 'leaderAssaultBonus' | 'surpriseAttack' | 'gunboat' | AttackerFlag | DefenderFlag, value: number) => void;

const ATTACKER_BASE = 'gameSpecific.attacker';

function attackerFlag(input: CombatInput, key: AttackerFlag, visit: GameSpecificVisit): void {
  const def = ATTACKER_GAME_SPECIFIC[key];
  checkTitle(input.title, def, `${ATTACKER_BASE}.${key}`);
  if (key === 'insubordinateMarchAttack' && input.attack === 'assault') throw ruleError(`${ATTACKER_BASE}.${key}`, 'this modifier is for a march attack; an assault action is not one');
  visit('attacker', key, def.value);
}

function defenderFlag(input: CombatInput, key: DefenderFlag, visit: GameSpecificVisit): void {
  const def = DEFENDER_GAME_SPECIFIC[key];
  checkTitle(input.title, def, `gameSpecific.defender.${key}`);
  visit('defender', key, def.value);
}

/**
 * Each game-specific modifier the description sets, in the chart's order, checked against its
 * titles and conditions: the one walk both the explained path (for words) and the fast path (for the
 * sum) take. The flags are asked one by one, as most combats set none.
 */
export function forEachGameSpecific(input: CombatInput, visit: GameSpecificVisit): void {
  const { title } = input;
  const a = input.gameSpecific.attacker;
  const d = input.gameSpecific.defender;
  if (a.leaderAssaultBonus !== undefined) {
    const titles = LEADER_ASSAULT_BONUS[a.leaderAssaultBonus];
    if (!titles.includes(title)) throw ruleError(`${ATTACKER_BASE}.leaderAssaultBonus`, `the assault bonus from ${a.leaderAssaultBonus} is a modifier of ${listInWords(titles)} only; this combat is in ${title}`);
    if (input.attack !== 'assault') throw ruleError(`${ATTACKER_BASE}.leaderAssaultBonus`, `a leader's assault bonus applies to an assault action; this attack is ${input.attack}`);
    visit('attacker', 'leaderAssaultBonus', LEADER_ASSAULT_BONUS_VALUE);
  }
  if (a.unionPanic) attackerFlag(input, 'unionPanic', visit);
  if (a.cavalryCharge) attackerFlag(input, 'cavalryCharge', visit);
  if (a.staffordHeights) attackerFlag(input, 'staffordHeights', visit);
  if (a.hunt) attackerFlag(input, 'hunt', visit);
  if (a.hookerLosesConfidence) attackerFlag(input, 'hookerLosesConfidence', visit);
  if (a.insubordinateMarchAttack) attackerFlag(input, 'insubordinateMarchAttack', visit);
  if (a.surpriseAttack !== undefined) {
    checkTitle(title, ATTACKER_GAME_SPECIFIC.surpriseAttack, `${ATTACKER_BASE}.surpriseAttack`);
    visit('attacker', 'surpriseAttack', a.surpriseAttack.modifier);
  }
  if (d.gunboat !== undefined) {
    checkTitle(title, DEFENDER_GAME_SPECIFIC.gunboat, 'gameSpecific.defender.gunboat');
    visit('defender', 'gunboat', d.gunboat);
  }
  if (d.unionPanic) defenderFlag(input, 'unionPanic', visit);
  if (d.hunt) defenderFlag(input, 'hunt', visit);
}

/** The modifiers the chart lists for particular titles; each one is accepted only in its own titles. */
export function gameSpecificModifiers(input: CombatInput): Modifier[] {
  const { title } = input;
  const mods: Modifier[] = [];
  forEachGameSpecific(input, (die, key, value) => {
    const source = gameSpecific(title);
    if (key === 'leaderAssaultBonus') {
      const leader = input.gameSpecific.attacker.leaderAssaultBonus ?? '';
      mods.push({ die, label: `Assault bonus from ${leader}`, value, detail: `assault bonus from ${leader}: ${signed(value)}`, source });
      return;
    }
    if (key === 'surpriseAttack') {
      const def = ATTACKER_GAME_SPECIFIC.surpriseAttack;
      mods.push({ die, label: def.label, value, detail: `${def.label}: ${signed(value)} as entered — unconfirmed: ${def.note}`, source, unconfirmed: true });
      return;
    }
    if (key === 'gunboat') {
      const def = DEFENDER_GAME_SPECIFIC.gunboat;
      mods.push({ die, label: def.label, value, detail: `${def.label}: ${signed(value)} as entered (${def.note})`, source });
      return;
    }
    const def: GameSpecificModifier = die === 'attacker' ? ATTACKER_GAME_SPECIFIC[key] : DEFENDER_GAME_SPECIFIC[key as DefenderFlag];
    const note = def.note === undefined ? '' : ` (${def.note})`;
    mods.push({ die, label: def.label, value, detail: `${def.label}: ${signed(value)}${note}`, source });
  });
  return mods;
}

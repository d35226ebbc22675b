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

/** Attack type (Attack Summary) or assault action; the Column of Route restriction. */
export function attackModifier(input: CombatInput): Modifier {
  const type = ATTACK_TYPES[input.attack];
  if (input.attack === 'column-of-route' && input.attacker.remainingMovementAllowance === 0) {
    throw ruleError('attacker.remainingMovementAllowance', 'a Column of Route attack may not be declared when the remaining Movement Allowance is 0 (Attack Summary)');
  }
  const cost = `costs ${type.infantryMp} MP (infantry) or ${type.cavalryMp} MP (cavalry or mounted infantry)`;
  return {
    die: 'attacker',
    label: input.attack === 'assault' ? 'Assault action' : `Attack type: ${type.label}`,
    value: type.modifier,
    detail: input.attack === 'assault' ? `an assault action: ${signed(type.modifier)}` : `${type.label} (${cost}): ${signed(type.modifier)}`,
    source: input.attack === 'assault' ? ATTACKER_MODS : gcacw('Attack Summary'),
  };
}

export function tacticalModifier(attackers: readonly CombatUnitInput[], defenders: readonly CombatUnitInput[]): Modifier {
  const a = attackers.reduce((best, u) => Math.max(best, u.tactical), -Infinity);
  const d = defenders.reduce((best, u) => Math.max(best, u.tactical), -Infinity);
  return { die: 'attacker', label: 'Tactical modifier', value: a - d, detail: `attacker's highest tactical rating ${a} − defender's highest ${d} = ${signed(a - d)}`, source: ATTACKER_MODS };
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
  if (t.hexside === 'creek') {
    const value = rain ? DEFENDER_TERRAIN.creekInRain : DEFENDER_TERRAIN.creek;
    add('Defending across a creek', value, `across a creek${rain ? ' in a rain turn' : ''}: ${signed(value)}`);
  } else if (t.hexside !== undefined) {
    add('Defending across a bridge, dam, ferry or ford', DEFENDER_TERRAIN.acrossBridgeDamFerryFord, `across a ${t.hexside}: ${signed(DEFENDER_TERRAIN.acrossBridgeDamFerryFord)}`);
  }
  const down = t.ridge === 'down';
  if (t.defenderHex === 'mountain' || t.defenderHex === 'hill') {
    if (t.attackFrom === undefined && !down) {
      throw ruleError(`${path}.attackFrom`, `the defender is in a ${t.defenderHex} hex: say which terrain the attack comes from (the modifier changes when it comes from a hill or mountain hex)`);
    }
  }
  if (t.defenderHex === 'mountain') {
    const reduced = down || t.attackFrom === 'mountain';
    const value = reduced ? DEFENDER_TERRAIN.mountainReduced : DEFENDER_TERRAIN.mountain;
    add('Defending in a mountain hex', value, reduced ? `mountain hex, but ${down ? 'the attack is down a ridge' : 'the attacker is also in a mountain hex'}: ${signed(value)}` : `mountain hex: ${signed(value)}`);
  }
  if (t.ridge === 'up') add('Attack up a ridge', DEFENDER_TERRAIN.upRidge, `attack up a ridge (into any terrain): ${signed(DEFENDER_TERRAIN.upRidge)}`);
  if (t.defenderHex === 'hill') {
    const reduced = down || t.attackFrom === 'hill' || t.attackFrom === 'mountain';
    const value = reduced ? DEFENDER_TERRAIN.hillReduced : DEFENDER_TERRAIN.hill;
    add('Defending in a hill hex', value, reduced ? `hill hex, but the attack is ${down ? 'down a ridge' : `from a ${t.attackFrom ?? ''} hex`}: ${signed(value)}` : `hill hex: ${signed(value)}`);
  }
  return mods;
}

/** −1 to the defender when Demoralized-2 units contribute at least half the hex's Combat Value. */
export function demoralizedModifier(defenders: readonly CombatUnitInput[]): Modifier | undefined {
  const total = defenders.reduce((s, u) => s + u.combatValue, 0);
  const d2 = defenders.filter((u) => u.demoralized === 2).reduce((s, u) => s + u.combatValue, 0);
  if (2 * d2 < total) return undefined;
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

/** The modifiers the chart lists for particular titles; each one is accepted only in its own titles. */
export function gameSpecificModifiers(input: CombatInput): Modifier[] {
  const { title } = input;
  const mods: Modifier[] = [];
  const a = input.gameSpecific.attacker;
  const d = input.gameSpecific.defender;
  const base = 'gameSpecific.attacker';
  if (a.leaderAssaultBonus !== undefined) {
    const titles = LEADER_ASSAULT_BONUS[a.leaderAssaultBonus];
    if (!titles.includes(title)) throw ruleError(`${base}.leaderAssaultBonus`, `the assault bonus from ${a.leaderAssaultBonus} is a modifier of ${listInWords(titles)} only; this combat is in ${title}`);
    if (input.attack !== 'assault') throw ruleError(`${base}.leaderAssaultBonus`, `a leader's assault bonus applies to an assault action; this attack is ${input.attack}`);
    mods.push({ die: 'attacker', label: `Assault bonus from ${a.leaderAssaultBonus}`, value: LEADER_ASSAULT_BONUS_VALUE, detail: `assault bonus from ${a.leaderAssaultBonus}: ${signed(LEADER_ASSAULT_BONUS_VALUE)}`, source: gameSpecific(title) });
  }
  const attackerFlags = ['unionPanic', 'cavalryCharge', 'staffordHeights', 'hunt', 'hookerLosesConfidence', 'insubordinateMarchAttack'] as const;
  for (const key of attackerFlags) {
    if (!a[key]) continue;
    const def = ATTACKER_GAME_SPECIFIC[key];
    checkTitle(title, def, `${base}.${key}`);
    if (key === 'insubordinateMarchAttack' && input.attack === 'assault') throw ruleError(`${base}.${key}`, 'this modifier is for a march attack; an assault action is not one');
    const note = 'note' in def ? ` (${def.note})` : '';
    mods.push({ die: 'attacker', label: def.label, value: def.value, detail: `${def.label}: ${signed(def.value)}${note}`, source: gameSpecific(title) });
  }
  if (a.surpriseAttack !== undefined) {
    const def = ATTACKER_GAME_SPECIFIC.surpriseAttack;
    checkTitle(title, def, `${base}.surpriseAttack`);
    const value = a.surpriseAttack.modifier;
    mods.push({ die: 'attacker', label: def.label, value, detail: `${def.label}: ${signed(value)} as entered — unconfirmed: ${def.note}`, source: gameSpecific(title), unconfirmed: true });
  }
  if (d.gunboat !== undefined) {
    const def = DEFENDER_GAME_SPECIFIC.gunboat;
    checkTitle(title, def, 'gameSpecific.defender.gunboat');
    mods.push({ die: 'defender', label: def.label, value: d.gunboat, detail: `${def.label}: ${signed(d.gunboat)} as entered (${def.note})`, source: gameSpecific(title) });
  }
  for (const key of ['unionPanic', 'hunt'] as const) {
    if (!d[key]) continue;
    const def = DEFENDER_GAME_SPECIFIC[key];
    checkTitle(title, def, `gameSpecific.defender.${key}`);
    const note = 'note' in def ? ` (${def.note})` : '';
    mods.push({ die: 'defender', label: def.label, value: def.value, detail: `${def.label}: ${signed(def.value)}${note}`, source: gameSpecific(title) });
  }
  return mods;
}

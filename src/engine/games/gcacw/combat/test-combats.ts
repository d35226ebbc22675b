import type { FuzzSource } from '../../../fuzz-values';
import { ATTACK_TYPES, ATTACKER_GAME_SPECIFIC, DEFENDER_GAME_SPECIFIC, LEADER_ASSAULT_BONUS } from '../data/modifiers';
import { HEXSIDE_FEATURES } from '../schema/board';
import { TERRAINS } from '../schema/common';
import { HEXSIDES, RIDGES } from '../schema/combat';
import { TITLES, type Title } from '../titles';

/**
 * For tests: GCACW combats set up from scratch, as a player would describe them, drawn from a seeded
 * source so every run tries the same cases. Every field the combat schema offers is drawn, mostly
 * within what the rules accept (so most are weighed) and now and then outside it (so refusals are met
 * too): from lone ½ Combat Value units to stacks past the chart's last columns, entrenchment, artillery
 * sub-rolls, Manpower small enough to be wiped out or left out, Demoralized-2 units under a rout, and
 * flank bonuses entered or worked out from a board of units, ZOCs, terrain, hexsides and off-map hexes.
 */

// The defender stands at 0,0; its neighbours clockwise from north, then the ring beyond them.
const NEIGHBOURS = ['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0'] as const;
const RING_TWO = ['0,-2', '1,-2', '2,-2', '2,-1', '2,0', '1,1', '0,2', '-1,2', '-2,2', '-2,1', '-2,0', '-1,-1'] as const;
const ATTACKS = Object.keys(ATTACK_TYPES) as (keyof typeof ATTACK_TYPES)[];
const LEADERS = Object.keys(LEADER_ASSAULT_BONUS) as (keyof typeof LEADER_ASSAULT_BONUS)[];
const ATTACKER_FLAGS = ['unionPanic', 'cavalryCharge', 'staffordHeights', 'hunt', 'hookerLosesConfidence', 'insubordinateMarchAttack'] as const;
const DEFENDER_FLAGS = ['unionPanic', 'hunt'] as const;

/** True one time in `n`. */
const oneIn = (f: FuzzSource, n: number): boolean => f.below(n) === 0;

/** A Combat Value: mostly a few points, sometimes ½ steps, now and then a large stack's worth. */
function combatValue(f: FuzzSource): number {
  switch (f.below(6)) {
    case 0:
      return (1 + f.below(8)) / 2;
    case 1:
      return 10 + f.below(60);
    default:
      return 1 + f.below(12);
  }
}

function unit(f: FuzzSource, name: string, manpowerKnown: boolean): Record<string, unknown> {
  const u: Record<string, unknown> = {
    id: name,
    combatValue: combatValue(f),
    artillery: f.below(5),
    tactical: f.below(5),
  };
  if (!oneIn(f, 3)) u['demoralized'] = f.pick([0, 1, 2, 2]);
  // Manpower near the losses the chart deals, so caps and eliminations come up.
  if (manpowerKnown) u['manpower'] = f.below(3) === 0 ? f.below(4) : 1 + f.below(12);
  if (f.below(2) === 0) u['fatigue'] = f.below(5);
  if (f.below(2) === 0) u['disorganized'] = f.below(2) === 0;
  return u;
}

function units(f: FuzzSource, side: string, most: number): Record<string, unknown>[] {
  // Each side has every unit's Manpower, or one of them left out.
  const known = !oneIn(f, 4);
  const n = 1 + f.below(most);
  return Array.from({ length: n }, (_, i) => unit(f, `${side} ${i + 1}`, known || i < n - 1));
}

const sum = (us: readonly Record<string, unknown>[], field: string): number => us.reduce((s, u) => s + (u[field] as number), 0);

/** The terrain between the sides; a hill or mountain defender mostly says where the attack comes from. */
function terrain(f: FuzzSource): Record<string, unknown> {
  const t: Record<string, unknown> = { defenderHex: f.pick(TERRAINS) };
  if (f.below(3) === 0) t['hexside'] = f.pick(HEXSIDES);
  if (f.below(3) === 0) t['ridge'] = f.pick(RIDGES);
  const heights = t['defenderHex'] === 'hill' || t['defenderHex'] === 'mountain';
  // Left out for a hill or mountain defender (not attacked down a ridge), it is refused: now and then.
  if (heights ? !oneIn(f, 8) : f.below(3) === 0) t['attackFrom'] = f.pick(TERRAINS);
  return t;
}

/** A board round the defender's hex: units of both sides, their ZOCs, terrain, hexsides and off-map hexes. */
function board(f: FuzzSource, attackerSide: string, defenderSide: string, defenders: readonly Record<string, unknown>[]): Record<string, unknown> {
  const boardUnits: Record<string, unknown>[] = defenders.map((d) => ({ id: d['id'], hex: '0,0', side: defenderSide, combatValue: d['combatValue'] }));
  // Often enough attackers round the hex to cover five or six hexes and earn a bonus.
  const count = f.below(9);
  for (let i = 0; i < count; i++) {
    const friendly = f.below(4) === 0;
    const at = f.below(3) === 0 ? f.pick(RING_TWO) : f.pick(NEIGHBOURS);
    const u: Record<string, unknown> = { id: `${friendly ? 'D' : 'A'}${i}`, hex: at, side: friendly ? defenderSide : attackerSide, combatValue: f.below(5) === 0 ? f.below(3) / 2 : 1 + f.below(20) };
    if (f.below(3) === 0) u['demoralized'] = f.pick([0, 1, 2]);
    if (f.below(3) === 0) u['attacking'] = f.below(2) === 0;
    if (f.below(4) === 0) u['zoc'] = f.below(3) === 0 ? false : adjacentTo(f, at);
    boardUnits.push(u);
  }
  // Rarely, an attacker in the defender's own hex: refused.
  if (oneIn(f, 60)) boardUnits.push({ id: 'Intruder', hex: '0,0', side: attackerSide, combatValue: 2 });
  const terrainOf: Record<string, string> = {};
  for (const h of NEIGHBOURS) if (f.below(4) === 0) terrainOf[h] = f.pick(TERRAINS);
  const hexsides = NEIGHBOURS.filter(() => f.below(4) === 0).map((h) => ({
    between: f.below(2) === 0 ? ['0,0', h] : [h, '0,0'],
    features: Array.from({ length: 1 + f.below(3) }, () => f.pick(HEXSIDE_FEATURES)).filter((x, i, all) => all.indexOf(x) === i),
  }));
  const offMap = NEIGHBOURS.filter(() => oneIn(f, 8));
  const b: Record<string, unknown> = { units: boardUnits };
  if (Object.keys(terrainOf).length > 0 || f.below(2) === 0) b['terrain'] = terrainOf;
  if (hexsides.length > 0 || f.below(2) === 0) b['hexsides'] = hexsides;
  if (offMap.length > 0) b['offMap'] = offMap;
  const flank: Record<string, unknown> = { from: 'board', defenderHex: '0,0', board: b };
  // Other reductions: mostly none; when declared, a neighbour that may or may not be covered (refused when not).
  if (oneIn(f, 5)) flank['otherReductions'] = [f.pick(NEIGHBOURS)];
  return flank;
}

/** Some of the hexes adjacent to a hex, as a ZOC list. */
function adjacentTo(f: FuzzSource, at: string): string[] {
  const [q, r] = at.split(',').map(Number) as [number, number];
  const around = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]].map(([dq, dr]) => `${q + (dq as number)},${r + (dr as number)}`);
  return around.filter(() => f.below(2) === 0);
}

function gameSpecific(f: FuzzSource, title: Title, attack: string): Record<string, unknown> | undefined {
  if (f.below(3) !== 0) return undefined;
  // A modifier of another title is refused: mostly keep to the title's own.
  const fits = (titles: readonly Title[]): boolean => titles.includes(title) || oneIn(f, 10);
  const attacker: Record<string, unknown> = {};
  const defender: Record<string, unknown> = {};
  const leader = f.pick(LEADERS);
  if (attack === 'assault' && fits(LEADER_ASSAULT_BONUS[leader]) && f.below(2) === 0) attacker['leaderAssaultBonus'] = leader;
  for (const key of ATTACKER_FLAGS) if (fits(ATTACKER_GAME_SPECIFIC[key].titles) && f.below(2) === 0) attacker[key] = f.below(4) !== 0;
  if (fits(ATTACKER_GAME_SPECIFIC.surpriseAttack.titles) && f.below(2) === 0) attacker['surpriseAttack'] = { modifier: f.below(13) - 6 };
  if (fits(DEFENDER_GAME_SPECIFIC.gunboat.titles) && f.below(2) === 0) defender['gunboat'] = f.pick([1, 2]);
  for (const key of DEFENDER_FLAGS) if (fits(DEFENDER_GAME_SPECIFIC[key].titles) && f.below(2) === 0) defender[key] = f.below(4) !== 0;
  return { attacker, defender };
}

/** One GCACW combat description, as the app would be sent it. */
export function randomCombat(f: FuzzSource): Record<string, unknown> {
  const title = f.pick(TITLES);
  const attack = f.pick(ATTACKS);
  const side = f.pick(['union', 'confederate'] as const);
  const other = side === 'union' ? 'confederate' : 'union';
  const attackers = units(f, 'Attacker', 4);
  const defenders = units(f, 'Defender', 3);
  const attacker: Record<string, unknown> = { side, units: attackers };
  // A Column of Route attack with no Movement Allowance left is refused: now and then.
  if (f.below(3) === 0) attacker['remainingMovementAllowance'] = attack === 'column-of-route' && !oneIn(f, 5) ? 1 + f.below(4) : f.below(4);
  const defender: Record<string, unknown> = { units: defenders };
  if (f.below(4) === 0) {
    // Entrenchment adds to the defenders' values; rarely less than their own (refused).
    const less = oneIn(f, 15);
    defender['entrenched'] = { combatValue: Math.max(0.5, sum(defenders, 'combatValue') + (less ? -1 : f.below(12) / 2)), artillery: Math.max(0, sum(defenders, 'artillery') + (less ? -1 : f.below(4))) };
  }
  const input: Record<string, unknown> = { format: 1, game: 'gcacw', kind: 'combat', title, attack, attacker, defender, terrain: terrain(f) };
  if (f.below(2) === 0) input['rain'] = f.below(2) === 0;
  if (f.below(5) === 0) input['flanksRefused'] = f.pick([1, 2]);
  switch (f.below(3)) {
    case 0:
      input['flank'] = { from: 'player', bonus: f.below(5) };
      break;
    case 1:
      input['flank'] = board(f, side, other, defenders);
      break;
    default:
      break;
  }
  const specific = gameSpecific(f, title, attack);
  if (specific) input['gameSpecific'] = specific;
  return input;
}

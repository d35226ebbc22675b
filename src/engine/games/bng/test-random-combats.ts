import type { FuzzSource } from '../../fuzz-values';
import { CRT_CODES } from './crt';
import { FIELDWORKS, HALF_ROUNDS, MORALE_STATES, TERRAIN_HALVING } from './schema';
import { QUAD_CRT } from './test-helpers';

/**
 * For tests: random Blue & Grey combats over every option the combat kind offers. Most are set up as
 * the rules allow, so that they are weighed; about one in eight breaks one rule (a Routed attacker, a
 * bombardment at night, out of range, without line of sight or from an enemy zone, infantry at range,
 * a gunboat in a zone or defending, a Routed retreat for a unit in good order, a compulsory attack by
 * day or from out of a zone, no chart, odds under 1-5), so that both paths are seen to refuse alike.
 */

type Json = Record<string, unknown>;

/** Causes as a player might type them: the same shift in other case or spacing counts as the same (10.24). */
const CAUSES = ['stream hexside', 'Stream hexside ', 'redoubt hexside', 'rough terrain', ' Rough Terrain', 'forest/woods'];
const ODDS = ['1-6', '1-5', '1-4', '1-3', '1-2', '1-1', '3-2', '2-1', '3-1', '4-1', '5-1', '6-1', '7-1', '8-1'];

/** A chance of `percent` in 100. */
const chance = (f: FuzzSource, percent: number): boolean => f.below(100) < percent;

function shift(f: FuzzSource): Json {
  return { cause: f.pick(CAUSES), columns: 1 + f.below(3) };
}

/** The player's chart: the 1975 table, or random cells over its columns or a run of other odds columns. */
function chart(f: FuzzSource): Json {
  const kind = f.below(10);
  if (kind < 3) return QUAD_CRT as unknown as Json;
  const from = kind < 8 ? 1 : f.below(ODDS.length - 1);
  const to = kind < 8 ? 11 : from + 1 + f.below(ODDS.length - from);
  const columns = ODDS.slice(from, to);
  // Skewed towards a few results per chart, as printed tables are.
  const codes = Array.from({ length: 1 + f.below(4) }, () => f.pick(CRT_CODES));
  const cells = QUAD_CRT.rows.map(() => columns.map(() => (chance(f, 80) ? f.pick(codes) : f.pick(CRT_CODES))));
  return { name: `random ${kind}`, entered: '2026-01-02', rows: [...QUAD_CRT.rows], columns, cells };
}

function strength(f: FuzzSource): number {
  return chance(f, 90) ? 1 + f.below(12) : 1 + f.below(99);
}

function count(f: FuzzSource, most: number): number {
  return chance(f, 85) ? 1 + f.below(Math.min(4, most)) : 1 + f.below(most);
}

function attacker(f: FuzzSource, i: number, night: boolean, fieldworks: string, shared: readonly Json[]): Json {
  const type = f.pick(['infantry', 'infantry', 'infantry', 'cavalry', 'artillery', 'artillery', 'artillery', 'gunboat']);
  const gun = type === 'artillery' || type === 'gunboat';
  const a: Json = { name: `A${i}`, type, strength: strength(f) };
  // Bombardment by day only (11.24), with line of sight (9.31), from out of any enemy zone (9.41).
  const range = gun && !night && chance(f, 45) ? 2 + f.below(type === 'artillery' ? 2 : 5) : 1;
  if (range > 1 || chance(f, 30)) a['range'] = range;
  if (range > 1) a['lineOfSight'] = true;
  const adjacentZoc = range === 1 && type !== 'gunboat';
  const zoc = f.below(100);
  if (zoc < 15 && adjacentZoc) a['inEnemyZoc'] = true;
  else if (zoc < 30) a['inEnemyZoc'] = false;
  const inZoc = (a['inEnemyZoc'] as boolean | undefined) ?? adjacentZoc;
  // Routed units may not attack (12.23), unless out of any enemy zone at night, when the marker came off (11.3).
  const morale = f.below(100);
  if (morale < 60) {
    if (chance(f, 50)) a['morale'] = 'normal';
  } else a['morale'] = morale < 80 ? 'disordered' : morale < 95 || inZoc || !night ? 'shaken' : 'routed';
  const halving = f.below(100);
  if (halving < 30) a['terrainHalving'] = f.pick(TERRAIN_HALVING);
  // Each shift the combat claims, listed on most units (so that it often applies), and now and then one of its own.
  const own = shared.filter(() => chance(f, 85)).map((s) => (chance(f, 30) ? { ...s, cause: (s['cause'] as string).toUpperCase() } : s));
  if (chance(f, 15)) own.push(shift(f));
  if (own.length > 0 || chance(f, 20)) a['leftShifts'] = own.slice(0, 4);
  if (fieldworks !== 'none' && chance(f, 75)) a['throughFieldworks'] = true;
  else if (chance(f, 5)) a['throughFieldworks'] = chance(f, 50);
  if (chance(f, 10)) a['inTown'] = true;
  // A compulsory night attack is for a unit in an enemy zone (11.21).
  if (night && inZoc && chance(f, 35)) a['movedIntoZoc'] = true;
  return a;
}

function defender(f: FuzzSource, i: number, hexes: number): Json {
  const type = f.pick(['infantry', 'infantry', 'cavalry', 'artillery', 'artillery']);
  const d: Json = { name: `D${i}`, type, strength: strength(f) };
  const morale = f.pick(MORALE_STATES);
  if (morale !== 'normal' || chance(f, 50)) d['morale'] = morale;
  if (morale === 'routed' && chance(f, 60)) d['routedRetreat'] = f.pick(['none', 'retreats', 'eliminated']);
  if (hexes > 1) d['hex'] = `h${f.below(hexes)}`;
  const zoc = f.below(100);
  if (zoc < 15) d['inEnemyZoc'] = true;
  else if (zoc < 30) d['inEnemyZoc'] = false;
  if (type === 'artillery' ? chance(f, 65) : chance(f, 5)) d['withFriendlyInfantryOrCavalry'] = true;
  if (chance(f, 10)) d['inTown'] = true;
  return d;
}

/** One rule broken, by a unit picked at random: each a refusal of the engine's. */
const BREAKS: readonly ((combat: Json, a: Json, d: Json) => void)[] = [
  (_, a) => Object.assign(a, { morale: 'routed', type: 'cavalry', range: 1, inEnemyZoc: true }),
  (_, a) => Object.assign(a, { type: 'infantry', range: 2 }),
  (_, a) => Object.assign(a, a['type'] === 'gunboat' ? { range: 7, lineOfSight: true } : { type: 'artillery', range: 4, lineOfSight: true }),
  (_, a) => Object.assign(a, { type: 'artillery', range: 2, lineOfSight: false }),
  (_, a) => {
    Object.assign(a, { type: 'gunboat', range: 3 });
    delete a['lineOfSight'];
  },
  (combat, a) => {
    combat['night'] = true;
    Object.assign(a, { type: 'artillery', range: 2, lineOfSight: true, inEnemyZoc: false, movedIntoZoc: false });
  },
  (_, a) => Object.assign(a, { type: 'artillery', range: 3, lineOfSight: true, inEnemyZoc: true }),
  (_, a) => Object.assign(a, { type: 'gunboat', range: 1, inEnemyZoc: true }),
  (combat, a) => {
    combat['night'] = false;
    a['movedIntoZoc'] = true;
  },
  (combat, a) => {
    combat['night'] = true;
    Object.assign(a, { type: 'infantry', range: 1, inEnemyZoc: false, movedIntoZoc: true });
  },
  (_, _a, d) => Object.assign(d, { type: 'gunboat' }),
  (_, _a, d) => Object.assign(d, { morale: 'shaken', routedRetreat: 'retreats' }),
  (combat) => delete combat['charts'],
  // Artillery alone bombarding at worse than 1-5 (9.18).
  (combat) => {
    combat['night'] = false;
    combat['attackers'] = [{ name: 'Lone gun', type: 'artillery', strength: 1, range: 2, lineOfSight: true }];
    combat['defenders'] = [{ name: 'Division', type: 'infantry', strength: 6 + (combat['defenders'] as unknown[]).length }];
  },
];

/** One random combat description, as the desk would send it; about one in eight breaks a rule. */
export function randomCombat(f: FuzzSource): Json {
  const night = chance(f, 35);
  const fieldworks = f.pick(FIELDWORKS);
  const shared = Array.from({ length: f.below(3) }, () => shift(f));
  const attackers = Array.from({ length: count(f, 12) }, (_, i) => attacker(f, i, night, fieldworks, shared));
  const defenderCount = count(f, 6);
  const hexes = defenderCount > 1 && chance(f, 30) ? 2 : 1;
  const defenders = Array.from({ length: defenderCount }, (_, i) => defender(f, i, hexes));
  const combat: Json = { format: 1, game: 'bng', kind: 'combat', attackers, defenders };
  if (night || chance(f, 50)) combat['night'] = night;
  if (chance(f, 50)) combat['halfRounds'] = f.pick(HALF_ROUNDS);
  if (fieldworks !== 'none' || chance(f, 50)) combat['fieldworks'] = fieldworks;
  const claimed = shared.filter(() => chance(f, 60));
  if (chance(f, 10)) claimed.push(shift(f));
  if (claimed.length > 0 || chance(f, 20)) combat['leftShifts'] = claimed.slice(0, 4);
  if (chance(f, 30)) combat['rightShifts'] = Array.from({ length: 1 + f.below(2) }, () => shift(f));
  combat['charts'] = { crt: chart(f) };
  if (chance(f, 12)) f.pick(BREAKS)(combat, f.pick(attackers), f.pick(defenders));
  return combat;
}

import { ruleError } from '../../core/errors';
import { type Step, step } from '../../core/explain';
import { type Direction, directionTo, neighbour } from '../../hex/direction';
import { type Hex, hexEquals, hexKey } from '../../hex/hex';
import { type Board, type BoardUnit, describeNeighbour, otherSide, reaches } from './board';
import { FLANK_BASIC_BONUS } from './data/modifiers';
import type { Side, Terrain } from './schema/common';
import { gcacw, listInWords } from './titles';

const SOURCE = gcacw('Flank attack (7.4) and Flank Attack Examples');
const CROSSINGS = ['bridge', 'dam', 'ferry', 'ford'] as const;
const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

export interface FlankHex {
  readonly hex: Hex;
  readonly direction: Direction;
  /** Why the hex is covered; empty when it is not. Each hex counts once however many reasons it has. */
  readonly reasons: readonly string[];
  /** Enemy units next to the defender that are too small to cover this hex (under ¼ of its Combat Value). */
  readonly tooSmall: string | undefined;
  /** Why this covered hex takes 1 off the basic bonus. */
  readonly reduction: string | undefined;
}

export interface FlankResult {
  readonly hexes: readonly FlankHex[];
  readonly covered: number;
  readonly basic: number;
  readonly final: number;
  readonly steps: readonly Step[];
}

export interface FlankQuery {
  readonly board: Board;
  readonly defenderHex: Hex;
  readonly attackerSide: Side;
  /** The defenders' combined Combat Value, for the ¼ test. */
  readonly defenderCombatValue: number;
  readonly rain: boolean;
  /** Covered hexes the player declares to meet another reducing condition of the flank rules (e.g. woods hexsides). */
  readonly otherReductions: readonly Hex[];
  /** Where the flank description sits in the input, for errors. */
  readonly path: string;
}

/**
 * Why a hex beside the defender is covered, as bits: the explained path turns them into words, the
 * plan's fast path only asks whether any is set. A hex counts once whatever its reasons.
 */
const COVER = {
  offMap: 1,
  /** Occupied by, or in the ZOC of, attacker-friendly units of at least ¼ of the defenders' Combat Value. */
  units: 2,
  /** A swamp or mountain hex (a provisional swamp in rain) not joined to the defender's by road, pike, trail or RR. */
  terrain: 4,
  river: 8,
  fordInRain: 16,
  creekInRain: 32,
} as const;
/** Attacker-friendly units reach the hex but are under ¼ of the defenders' Combat Value: said, but no reason. */
const TOO_SMALL = 64;
const COVERED = COVER.offMap | COVER.units | COVER.terrain | COVER.river | COVER.fordInRain | COVER.creekInRain;

/** What the words of a hex's cover need beyond its bits: the units that reach it and their Combat Value. */
interface CoverDetail {
  readonly occupants: string[];
  readonly zocOnly: string[];
  total: number;
}

/**
 * The cover of one hex beside the defender, as COVER bits (and TOO_SMALL). `detail`, when given,
 * gets the names of the attacker-friendly units that reach the hex.
 */
function coverOf(q: FlankQuery, h: Hex, detail?: CoverDetail): number {
  const { board, defenderHex: at, attackerSide, rain } = q;
  if (board.isOffMap(h)) return COVER.offMap;
  let bits = 0;

  // Attacker-friendly units cover by occupying the hex or by their ZOC; demoralized ones do not, unless attacking.
  // A unit's own hex is not in its ZOC, so each unit is an occupant or a ZOC unit, never both.
  let count = 0;
  let total = 0;
  for (const u of board.units) {
    if (u.side !== attackerSide || (u.demoralized !== 0 && !u.attacking)) continue;
    if (hexEquals(u.at, h)) detail?.occupants.push(u.id);
    else if (reaches(u, h)) detail?.zocOnly.push(u.id);
    else continue;
    count++;
    total += u.combatValue;
  }
  if (detail) detail.total = total;
  if (count > 0) bits |= 4 * total < q.defenderCombatValue ? TOO_SMALL : COVER.units;

  const terrain = board.terrain(h);
  if (swampLike(terrain, rain) && !board.roadBetween(at, h)) bits |= COVER.terrain;

  const f = board.features(at, h);
  if (f.length === 0) return bits;
  const crossed = CROSSINGS.some((c) => f.includes(c));
  if ((f.includes('major-river') || f.includes('minor-river')) && !crossed) bits |= COVER.river;
  if (rain && f.includes('ford')) bits |= COVER.fordInRain;
  if (rain && f.includes('creek') && !(f.includes('road') || f.includes('pike') || f.includes('railroad'))) bits |= COVER.creekInRain;
  return bits;
}

function swampLike(terrain: Terrain, rain: boolean): boolean {
  return terrain === 'swamp' || terrain === 'mountain' || (rain && terrain === 'provisional-swamp');
}

/** What takes 1 off the basic bonus at a covered hex: an undemoralized unit friendly to the defender in it, or the player's declaration. */
function reductionAt(q: FlankQuery, h: Hex, defenderSide: Side): BoardUnit | 'declared' | undefined {
  for (const u of q.board.units) if (u.side === defenderSide && u.demoralized === 0 && hexEquals(u.at, h)) return u;
  for (const r of q.otherReductions) if (hexEquals(r, h)) return 'declared';
  return undefined;
}

/** No unit of the attacker's side may stand in the defender's hex. */
function checkDefenderHex(q: FlankQuery, defenderSide: Side): void {
  for (const u of q.board.units) {
    if (u.side !== defenderSide && hexEquals(u.at, q.defenderHex)) throw ruleError(`${q.path}.board.units.${u.index}.side`, `${u.id} is in the defender's hex ${hexKey(q.defenderHex)} but is on the attacker's side`);
  }
}

/** Each hex the player declares to reduce the bonus must be a covered neighbour (`covered`: a bit per direction). */
function checkOtherReductions(q: FlankQuery, covered: number): void {
  q.otherReductions.forEach((h, i) => {
    const direction = directionTo(q.defenderHex, h);
    if (direction === undefined) throw ruleError(`${q.path}.otherReductions.${i}`, `${hexKey(h)} is not adjacent to the defender's hex ${hexKey(q.defenderHex)}`);
    if ((covered & (1 << direction)) === 0) throw ruleError(`${q.path}.otherReductions.${i}`, `${hexKey(h)} is not covered, so it cannot reduce the flank bonus`);
  });
}

/** The basic bonus for a number of covered hexes (6 → +4, 5 → +2, else 0). */
function basicBonus(covered: number): number {
  for (const b of FLANK_BASIC_BONUS) if (b.covered === covered) return b.bonus;
  return 0;
}

/** The final bonus: 1 off the basic bonus for each reducing hex, never below 0. */
function finalBonus(basic: number, reductions: number): number {
  return Math.max(0, basic - reductions);
}

/**
 * The flank attack bonus from the board (7.4) as a number only, with the same refusals as
 * `computeFlank`: the plan's fast path, which needs no words.
 */
export function flankBonus(q: FlankQuery): number {
  const defenderSide = otherSide(q.attackerSide);
  checkDefenderHex(q, defenderSide);
  let covered = 0;
  let coveredDirections = 0;
  let reductions = 0;
  for (const direction of DIRECTIONS) {
    const h = neighbour(q.defenderHex, direction);
    if ((coverOf(q, h) & COVERED) === 0) continue;
    covered++;
    coveredDirections |= 1 << direction;
    if (reductionAt(q, h, defenderSide) !== undefined) reductions++;
  }
  checkOtherReductions(q, coveredDirections);
  return finalBonus(basicBonus(covered), reductions);
}

/**
 * The flank attack bonus from the board (7.4): count the covered hexes among the six around the
 * defender (each once), take the basic bonus (6 → +4, 5 → +2, else 0), then 1 off for each covered
 * hex occupied by an undemoralized unit friendly to the defender or declared by the player to meet
 * another reducing condition. Each hex and step in words.
 */
export function computeFlank(q: FlankQuery): FlankResult {
  const at = q.defenderHex;
  const defenderSide = otherSide(q.attackerSide);
  checkDefenderHex(q, defenderSide);
  const hexes: FlankHex[] = [];
  let coveredDirections = 0;
  for (const direction of DIRECTIONS) {
    const h = neighbour(at, direction);
    const detail: CoverDetail = { occupants: [], zocOnly: [], total: 0 };
    const bits = coverOf(q, h, detail);
    const reasons = reasonsOf(q, h, bits, detail);
    const tooSmall = bits & TOO_SMALL ? `${listInWords([...detail.occupants, ...detail.zocOnly])} (Combat Value ${detail.total}) under ¼ of the defender's ${q.defenderCombatValue} cannot cover it` : undefined;
    let reduction: string | undefined;
    if (bits & COVERED) {
      coveredDirections |= 1 << direction;
      const by = reductionAt(q, h, defenderSide);
      if (by === 'declared') reduction = 'meets another reducing condition of the flank rules, as the player declares';
      else if (by) reduction = `occupied by ${by.id}, an undemoralized unit friendly to the defender`;
    }
    hexes.push({ hex: h, direction, reasons, tooSmall, reduction });
  }
  checkOtherReductions(q, coveredDirections);

  const covered = hexes.filter((x) => x.reasons.length > 0).length;
  const basic = basicBonus(covered);
  const reductions = hexes.filter((x) => x.reduction !== undefined);
  const final = finalBonus(basic, reductions.length);

  const lines = hexes.map((x) => {
    const name = describeNeighbour(x.hex, x.direction);
    const small = x.tooSmall ? `; ${x.tooSmall}` : '';
    return x.reasons.length > 0 ? `${name}: covered — ${x.reasons.join('; ')}${small}` : `${name}: not covered${small}`;
  });
  const steps: Step[] = [
    step(SOURCE, 'Covered hexes', `${lines.join('. ')}. ${covered} of 6 covered.`, { covered }),
    step(SOURCE, 'Basic flank bonus', covered >= 5 ? `${covered} covered hexes: +${basic}` : `${covered} covered hexes (4 or fewer): no bonus`, { basic }),
    step(
      SOURCE,
      'Final flank bonus',
      reductions.length === 0 || basic === 0
        ? `+${final}${basic > 0 ? ': nothing reduces it' : ''}`
        : `+${basic} − ${reductions.length} (${reductions.map((x) => `${describeNeighbour(x.hex, x.direction)} ${x.reduction ?? ''}`).join('; ')}) = +${final}`,
      { final, reductions: reductions.length },
    ),
  ];
  return { hexes, covered, basic, final, steps };
}

/** A hex's cover bits in words, in the order the rules give them. */
function reasonsOf(q: FlankQuery, h: Hex, bits: number, detail: CoverDetail): string[] {
  if (bits & COVER.offMap) return ['a hypothetical hex off the map beside the defender'];
  const reasons: string[] = [];
  if (bits & COVER.units) {
    if (detail.occupants.length > 0) reasons.push(`occupied by ${listInWords(detail.occupants)}`);
    if (detail.zocOnly.length > 0) reasons.push(`in the ZOC of ${listInWords(detail.zocOnly)}`);
  }
  if (bits & COVER.terrain) reasons.push(`${q.board.terrain(h)} hex not joined to the defender's by road, pike, trail or RR`);
  if (bits & COVER.river) reasons.push('across a river hexside with no bridge, dam, ferry or ford');
  if (bits & COVER.fordInRain) reasons.push('rain turn: across a ford hexside');
  if (bits & COVER.creekInRain) reasons.push('rain turn: across a creek hexside no road, pike or RR crosses');
  return reasons;
}

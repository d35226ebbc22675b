import { ruleError } from '../../core/errors';
import { type Step, step } from '../../core/explain';
import { type Direction, neighbour } from '../../hex/direction';
import { type Hex, hexEquals, hexKey } from '../../hex/hex';
import { type Board, describeNeighbour, otherSide, reaches } from './board';
import { FLANK_BASIC_BONUS } from './data/modifiers';
import type { Side } from './schema/common';
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
 * The flank attack bonus from the board (7.4): count the covered hexes among the six around the
 * defender (each once), take the basic bonus (6 → +4, 5 → +2, else 0), then 1 off for each covered
 * hex occupied by an undemoralized unit friendly to the defender or declared by the player to meet
 * another reducing condition.
 */
export function computeFlank(q: FlankQuery): FlankResult {
  const { board, defenderHex: at, attackerSide } = q;
  const defenderSide = otherSide(attackerSide);
  for (const u of board.units) {
    if (u.side !== defenderSide && hexEquals(u.at, at)) throw ruleError(`${q.path}.board.units.${u.index}.side`, `${u.id} is in the defender's hex ${hexKey(at)} but is on the attacker's side`);
  }
  const hexes: FlankHex[] = [];
  for (const direction of DIRECTIONS) {
    const h = neighbour(at, direction);
    const { reasons, tooSmall } = coverOf(q, h);
    let reduction: string | undefined;
    if (reasons.length > 0) {
      const friend = board.units.find((u) => u.side === defenderSide && u.demoralized === 0 && hexEquals(u.at, h));
      if (friend) reduction = `occupied by ${friend.id}, an undemoralized unit friendly to the defender`;
      else if (q.otherReductions.some((r) => hexEquals(r, h))) reduction = 'meets another reducing condition of the flank rules, as the player declares';
    }
    hexes.push({ hex: h, direction, reasons, tooSmall, reduction });
  }
  q.otherReductions.forEach((h, i) => {
    const entry = hexes.find((x) => hexEquals(x.hex, h));
    if (!entry) throw ruleError(`${q.path}.otherReductions.${i}`, `${hexKey(h)} is not adjacent to the defender's hex ${hexKey(at)}`);
    if (entry.reasons.length === 0) throw ruleError(`${q.path}.otherReductions.${i}`, `${hexKey(h)} is not covered, so it cannot reduce the flank bonus`);
  });

  const covered = hexes.filter((x) => x.reasons.length > 0).length;
  const basic = FLANK_BASIC_BONUS.find((b) => b.covered === covered)?.bonus ?? 0;
  const reductions = hexes.filter((x) => x.reduction !== undefined);
  const final = Math.max(0, basic - reductions.length);

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

function coverOf(q: FlankQuery, h: Hex): { reasons: string[]; tooSmall: string | undefined } {
  const { board, defenderHex: at, attackerSide, rain } = q;
  if (board.isOffMap(h)) return { reasons: ['a hypothetical hex off the map beside the defender'], tooSmall: undefined };
  const reasons: string[] = [];
  let tooSmall: string | undefined;

  // Attacker-friendly units cover by occupying the hex or by their ZOC; demoralized ones do not, unless attacking.
  // A unit's own hex is not in its ZOC, so each unit is an occupant or a ZOC unit, never both.
  const occupants: string[] = [];
  const zocOnly: string[] = [];
  let total = 0;
  for (const u of board.units) {
    if (u.side !== attackerSide || (u.demoralized !== 0 && !u.attacking)) continue;
    if (hexEquals(u.at, h)) occupants.push(u.id);
    else if (reaches(u, h)) zocOnly.push(u.id);
    else continue;
    total += u.combatValue;
  }
  if (occupants.length + zocOnly.length > 0) {
    if (4 * total < q.defenderCombatValue) {
      tooSmall = `${listInWords([...occupants, ...zocOnly])} (Combat Value ${total}) under ¼ of the defender's ${q.defenderCombatValue} cannot cover it`;
    } else {
      if (occupants.length > 0) reasons.push(`occupied by ${listInWords(occupants)}`);
      if (zocOnly.length > 0) reasons.push(`in the ZOC of ${listInWords(zocOnly)}`);
    }
  }

  const terrain = board.terrain(h);
  const swampLike = terrain === 'swamp' || terrain === 'mountain' || (rain && terrain === 'provisional-swamp');
  if (swampLike && !board.roadBetween(at, h)) reasons.push(`${terrain} hex not joined to the defender's by road, pike, trail or RR`);

  const f = board.features(at, h);
  if (f.length === 0) return { reasons, tooSmall };
  const crossed = CROSSINGS.some((c) => f.includes(c));
  if ((f.includes('major-river') || f.includes('minor-river')) && !crossed) reasons.push('across a river hexside with no bridge, dam, ferry or ford');
  if (rain && f.includes('ford')) reasons.push('rain turn: across a ford hexside');
  if (rain && f.includes('creek') && !(f.includes('road') || f.includes('pike') || f.includes('railroad'))) reasons.push('rain turn: across a creek hexside no road, pike or RR crosses');
  return { reasons, tooSmall };
}

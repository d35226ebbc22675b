import { ruleError } from '../../core/errors';
import { type Direction, neighbour } from '../../hex/direction';
import { distance } from '../../hex/distance';
import { type Hex, hexKey } from '../../hex/hex';
import { type Board, describeNeighbour, otherSide } from './board';
import { RETREAT_1, RETREAT_2 } from './data/index';
import { CHART_1_HEXES, RETREAT_LENGTH, type RetreatRow } from './data/retreat';
import type { Side } from './schema/common';

export type RetreatKind = keyof typeof RETREAT_LENGTH;

export interface RetreatQuery {
  readonly board: Board;
  readonly side: Side;
  readonly retreat: RetreatKind;
  readonly from: Hex;
  readonly hexNumber: number;
  readonly activeEnemy: Hex;
  readonly manpower?: number;
  readonly overrideUsed: boolean;
  readonly excluded: readonly Hex[];
}

/** What the chart asks about one hex the unit could enter. */
export interface RetreatFacts {
  readonly alongRoad: boolean;
  readonly moreDistant: boolean;
  readonly enemyZoc: boolean;
  readonly enemyOccupied: boolean;
  readonly friendlyOccupied: boolean;
}

export interface RetreatCandidate {
  readonly hex: Hex;
  readonly direction: Direction;
  readonly row: RetreatRow;
  readonly priority: number;
  readonly manpowerLoss: number;
  readonly lossReason: string;
  readonly facts: RetreatFacts;
  /** Why entering this hex would eliminate the unit, if it would. */
  readonly eliminates: string | undefined;
}

export interface RetreatRanking {
  readonly chart: 1 | 2;
  readonly chartReason: string;
  /** Every enterable neighbour, best priority first (then least Manpower loss). */
  readonly candidates: readonly RetreatCandidate[];
  /** The hexes the unit must choose among: the lowest Priority Number on offer. */
  readonly required: readonly RetreatCandidate[];
  /** The one-time override: open when every required hex eliminates the unit and another does not. */
  readonly override: { readonly available: boolean; readonly reason: string; readonly candidates: readonly RetreatCandidate[] };
  /** Neighbours left out: off the map, or excluded by the player. */
  readonly leftOut: readonly string[];
}

/** Which Retreat Chart applies to the next hex (7.6; Retreat Chart notes). */
export function whichChart(q: Pick<RetreatQuery, 'board' | 'side' | 'retreat' | 'from' | 'hexNumber'>): { chart: 1 | 2; reason: string } {
  if (q.hexNumber > RETREAT_LENGTH[q.retreat]) {
    throw ruleError('hexNumber', `a ${q.retreat === 'retreat' ? 'normal retreat' : q.retreat === 'rout' ? 'rout' : 'cavalry retreat'} covers at most ${RETREAT_LENGTH[q.retreat]} hexes`);
  }
  if (q.board.inZocOf(q.from, otherSide(q.side))) return { chart: 1, reason: `the unit leaves an enemy ZOC at ${hexKey(q.from)}` };
  const first = CHART_1_HEXES[q.retreat];
  const kind = q.retreat === 'retreat' ? 'a normal retreat' : q.retreat === 'rout' ? 'a rout' : 'a cavalry retreat';
  if (q.hexNumber <= first) return { chart: 1, reason: `hex ${q.hexNumber} of ${kind} (Chart 1 for the first ${first === 1 ? 'hex' : `${first} hexes`})` };
  return { chart: 2, reason: `hex ${q.hexNumber} of ${kind}, not leaving an enemy ZOC` };
}

function rowFor(chart: 1 | 2, f: RetreatFacts): RetreatRow {
  const rows = chart === 1 ? RETREAT_1 : RETREAT_2;
  const id =
    chart === 1
      ? f.enemyOccupied ? '1-enemy'
        : f.enemyZoc ? (f.moreDistant ? '1-zoc-farther' : '1-zoc-not-farther')
        : !f.moreDistant ? '1-not-farther'
        : f.alongRoad ? '1-road-farther' : '1-farther'
      : f.enemyOccupied ? '2-enemy' : f.enemyZoc ? '2-zoc' : '2-clear';
  const row = rows.find((r) => r.id === id);
  if (!row) throw new RangeError(`Retreat Chart ${chart} has no row ${id}`);
  return row;
}

function lossFor(row: RetreatRow, f: RetreatFacts): { loss: number; reason: string } {
  if (row.loss.kind === 'fixed') return { loss: row.loss.loss, reason: `Manpower loss ${row.loss.loss}` };
  const { left, right, leftWhen } = row.loss;
  if (f.alongRoad) return { loss: left, reason: `${row.printedLoss}: along a road, pike, trail or RR → ${left}` };
  if (leftWhen === 'roadOrFriendly' && f.friendlyOccupied) return { loss: left, reason: `${row.printedLoss}: into a friendly-occupied hex → ${left}` };
  return { loss: right, reason: `${row.printedLoss}: ${leftWhen === 'road' ? 'not along a road, pike, trail or RR' : 'neither along a road, pike, trail or RR nor into a friendly-occupied hex'} → ${right}` };
}

/** Ranks the hexes a retreating unit may enter next by Retreat Chart 1 or 2, with each one's Manpower loss. */
export function rankRetreat(q: RetreatQuery): RetreatRanking {
  const { chart, reason } = whichChart(q);
  const enemy = otherSide(q.side);
  const excluded = new Set(q.excluded.map(hexKey));
  const base = distance(q.from, q.activeEnemy);
  const cavalryRetreat = q.retreat === 'cavalry';
  const candidates: RetreatCandidate[] = [];
  const leftOut: string[] = [];
  for (const direction of [0, 1, 2, 3, 4, 5] as const) {
    const h = neighbour(q.from, direction);
    if (q.board.isOffMap(h)) {
      leftOut.push(`${describeNeighbour(h, direction)}: off the map`);
      continue;
    }
    if (excluded.has(hexKey(h))) {
      leftOut.push(`${describeNeighbour(h, direction)}: excluded by the player`);
      continue;
    }
    const facts: RetreatFacts = {
      alongRoad: q.board.roadBetween(q.from, h),
      moreDistant: distance(h, q.activeEnemy) === base + 1,
      enemyZoc: q.board.inZocOf(h, enemy),
      enemyOccupied: q.board.occupiedBy(h, enemy),
      friendlyOccupied: q.board.occupiedBy(h, q.side),
    };
    const row = rowFor(chart, facts);
    let { loss, reason: lossReason } = lossFor(row, facts);
    let eliminates: string | undefined;
    if (cavalryRetreat) {
      if (facts.enemyOccupied) eliminates = 'a cavalry unit retreating into an enemy-occupied hex is eliminated';
      else if (loss > 0) lossReason = `${lossReason}, but a cavalry unit loses no Manpower in a cavalry retreat → 0`;
      loss = 0;
    }
    if (eliminates === undefined && q.manpower !== undefined && loss >= q.manpower) eliminates = `a loss of ${loss} takes all ${q.manpower} of its Manpower`;
    candidates.push({ hex: h, direction, row, priority: row.priority, manpowerLoss: loss, lossReason, facts, eliminates });
  }
  candidates.sort((a, b) => a.priority - b.priority || a.manpowerLoss - b.manpowerLoss || a.direction - b.direction);
  const lowest = candidates[0]?.priority;
  const required = candidates.filter((c) => c.priority === lowest);
  const survivors = candidates.filter((c) => c.eliminates === undefined);
  let override: RetreatRanking['override'];
  if (required.length === 0) override = { available: false, reason: 'no hex can be entered', candidates: [] };
  else if (required.some((c) => c.eliminates === undefined)) override = { available: false, reason: 'a required hex does not eliminate the unit', candidates: [] };
  else if (q.overrideUsed) override = { available: false, reason: 'every required hex eliminates the unit, but the override has already been used in this retreat', candidates: [] };
  else if (survivors.length === 0) override = { available: false, reason: 'every hex eliminates the unit', candidates: [] };
  else override = { available: true, reason: 'every required hex eliminates the unit: the unit may override the priorities once in its retreat', candidates: survivors };
  return { chart, chartReason: reason, candidates, required, override, leftOut };
}

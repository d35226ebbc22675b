import { FigureTally, type FigureDistribution, MARK } from '../../../core/figures';
import type { CrtCell } from '../charts/cells';
import type { GroundInput } from '../schema/ground';
import { type CombatSetup, type SupplyChance, BOTH, groundSetup, pairIndex } from './fast-setup';
import { resultMarks } from './figure-marks';
import { AttritionReading } from './losses';
import { chosenRow, dieRow, lossSp, marginOf, triedRow, tries } from './rules';

/**
 * A ground combat's figures for a plan, straight from its description (`groundSetup`): no outcome,
 * step or word is made. The supply dice matter only through whether each side is short, so each
 * side's die is at most two weighed cases, not six faces; the combat die's six faces are read on the
 * column each pair of cases gives, with the leader's die change chosen as the explained path chooses it.
 */

export const MEASURE = 'SP';

const ATTACKER_RETREATS = 1;
const DEFENDER_RETREATS = 2;

/**
 * The reading of one combat's Combat Results Table, one pair of supply cases at a time. Its arrays
 * are kept from one combat to the next (a search weighs thousands: no allocation per combat); `stamp`
 * says which cells belong to the current one.
 *
 * Each cell's Attrition Table SP are worked out the first time the cell is read, in the order the
 * explained path first reads it: a chart lacking a row or column a cell asks for is then refused at
 * the same cell, with the same words.
 */
class CombatReading {
  private stamp = new Uint32Array(0);
  private attackerSp = new Float64Array(0);
  private defenderSp = new Float64Array(0);
  private retreats = new Uint8Array(0);
  private combat = 0;
  private c!: CombatSetup;
  private readonly attackerAttrition = new AttritionReading();
  private readonly defenderAttrition = new AttritionReading();

  // The pair of supply cases being read, and each row's figures under it (score NaN: not read yet).
  private column = 0;
  private aSupplied = true;
  private dSupplied = true;
  private readonly rowAttackerLoss = new Float64Array(6);
  private readonly rowDefenderLoss = new Float64Array(6);
  private readonly rowMarks = new Int32Array(6);
  private readonly rowScores = new Float64Array(6);
  private readonly facesOnRow = new Float64Array(6);

  start(c: CombatSetup): void {
    const size = c.crt.columns.length * 6;
    if (this.stamp.length < size) {
      this.stamp = new Uint32Array(size);
      this.attackerSp = new Float64Array(size);
      this.defenderSp = new Float64Array(size);
      this.retreats = new Uint8Array(size);
      this.combat = 0;
    }
    if (++this.combat === 0xffffffff) {
      this.stamp.fill(0);
      this.combat = 1;
    }
    this.c = c;
    this.attackerAttrition.reset(c.attrition, c.attackerForce);
    this.defenderAttrition.reset(c.attrition, c.defenderForce);
  }

  /** The index of a cell's SP and retreats, reading the cell the first time. */
  cell(column: number, row: number): number {
    const i = column * 6 + row;
    if (this.stamp[i] !== this.combat) {
      // Within the chart: the row is the die's, the column the odds lookup's.
      const cell = (this.c.crt.cells[row] as readonly CrtCell[])[column] as CrtCell;
      this.attackerSp[i] = this.attackerAttrition.sp(cell.attackerLoss);
      this.defenderSp[i] = this.defenderAttrition.sp(cell.defenderLoss);
      this.retreats[i] = (cell.attackerRetreats ? ATTACKER_RETREATS : 0) | (cell.defenderRetreats ? DEFENDER_RETREATS : 0);
      this.stamp[i] = this.combat;
    }
    return i;
  }

  /** Works out a row's figures under the current pair, the first time the die or its change reads it (the explained path's order). */
  private read(row: number): void {
    if (!Number.isNaN(this.rowScores[row] as number)) return;
    const c = this.c;
    const i = this.cell(this.column, row);
    const aLoss = lossSp(this.attackerSp[i] as number, this.aSupplied, c.attackerDoubled, c.attackerForce);
    const dLoss = lossSp(this.defenderSp[i] as number, this.dSupplied, false, c.defenderAll);
    const aRetreats = ((this.retreats[i] as number) & ATTACKER_RETREATS) !== 0;
    const dRetreats = ((this.retreats[i] as number) & DEFENDER_RETREATS) !== 0;
    this.rowAttackerLoss[row] = aLoss;
    this.rowDefenderLoss[row] = dLoss;
    this.rowMarks[row] = resultMarks(aLoss, dLoss, aRetreats, dRetreats, c.attackerForce, c.defenderAll);
    // How the row weighs for the side moving the die.
    this.rowScores[row] = c.chooser * marginOf(aLoss, dLoss, aRetreats, dRetreats);
  }

  /** Adds the figures of each row the combat die ends on under one pair of supply cases, each weighed by its faces. */
  addPair(tally: FigureTally, aSupplied: boolean, dSupplied: boolean, weight: number): void {
    const c = this.c;
    this.column = c.columns[pairIndex(aSupplied, dSupplied)] as number;
    this.aSupplied = aSupplied;
    this.dSupplied = dSupplied;
    this.rowScores.fill(Number.NaN);
    this.facesOnRow.fill(0);
    if (c.fixed === null && c.net > 0) {
      if (c.die > 0) {
        for (let attempt = 0, n = tries(c.net); attempt < n; attempt++) this.read(triedRow(c.die, attempt));
        this.facesOnRow[chosenRow(c.die, c.net, this.rowScores)] = 1;
      } else {
        // Every die tries every row, the rows first met in order from the top: read them so, then choose.
        for (let row = 0; row < 6; row++) this.read(row);
        for (let die = 1; die <= 6; die++) (this.facesOnRow[chosenRow(die, c.net, this.rowScores)] as number)++;
      }
    } else {
      for (let die = c.die > 0 ? c.die : 1, last = c.die > 0 ? c.die : 6; die <= last; die++) {
        const row = dieRow(die, c.fixed ?? 0) - 1;
        this.read(row);
        (this.facesOnRow[row] as number)++;
      }
    }
    for (let row = 0; row < 6; row++) {
      const faces = this.facesOnRow[row] as number;
      if (faces > 0) tally.add(this.rowAttackerLoss[row] as number, this.rowDefenderLoss[row] as number, this.rowMarks[row] as number, weight * faces);
    }
  }
}

const reading = new CombatReading();

/** The weight of a side's first case of supply (the first face's, as the explained path meets them first): it always happens. */
const firstCase = (side: SupplyChance) => (side.firstSupplied ? side.supplied : side.faces - side.supplied);

/** The exact distribution of a ground combat's figures, the same as the explained path's. */
export function fastGroundFigures(input: GroundInput): FigureDistribution {
  const s = groundSetup(input);
  const tally = new FigureTally();
  const c = s.combat;
  if (c === null) {
    tally.add(0, 0, MARK.noCombat, 1);
    return tally.done(MEASURE, 1);
  }
  reading.start(c);
  // Where a leader may move the die, the explained path first lists each change on the column both sides supplied reach: every row of it is read.
  if (c.net > 0) for (let row = 0; row < 6; row++) reading.cell(c.columns[BOTH] as number, row);
  const { attacker: a, defender: d } = s;
  const perPass = a.faces * d.faces * (c.die > 0 ? 1 : 6);
  tally.add(0, 0, MARK.noCombat, (6 - s.passing) * perPass);
  if (s.passing > 0) {
    // Each side's cases of supply, the first face's first, then the other where it can happen.
    const aFirst = firstCase(a);
    const dFirst = firstCase(d);
    for (let ai = 0; ai < 2; ai++) {
      const aWeight = ai === 0 ? aFirst : a.faces - aFirst;
      if (aWeight === 0) continue;
      for (let di = 0; di < 2; di++) {
        const dWeight = di === 0 ? dFirst : d.faces - dFirst;
        if (dWeight > 0) reading.addPair(tally, a.firstSupplied === (ai === 0), d.firstSupplied === (di === 0), s.passing * aWeight * dWeight);
      }
    }
  }
  return tally.done(MEASURE, 6 * perPass);
}

import { D66_VALUES, type Shifted, describeShift, shiftIndex } from '../../../core/chart';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { MORALE_CHART, MORALE_RESULTS, MORALE_SHIFT_VALUES, type MoraleResult, START_ROWS, moraleResultAt } from '../data/morale';
import type { Grade } from '../data/straggler';
import type { MoraleEffects } from '../effects';
import type { MoraleUnit } from '../schema/units';
import { FIRE_NOTES, MORALE_SHIFTS, MORALE_TABLE } from '../source';

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Everything about a morale check before its dice: the start row, each row shift, the row used. */
export interface MoraleSpec {
  readonly grade: Grade;
  /** Index into the Morale Table's rows (0 = row 1). */
  readonly row: number;
  readonly shift: Shifted;
  readonly steps: readonly Step[];
  /** The unit may ignore a "*" retreat. */
  readonly mayIgnore: boolean;
  readonly unlimberedArtillery: boolean;
  readonly closeCombat: boolean;
}

export interface MoraleRoll {
  readonly result: MoraleResult;
  readonly roll: number;
}

export interface MoraleContext {
  readonly night: boolean;
  readonly closeCombat?: 'attacker' | 'defender';
  /** Rows up from the fire result (m-1: 1, m-2: 2). */
  readonly fireUp?: 0 | 1 | 2;
  /** The path of the unit in the description, for refusals. */
  readonly path: string;
  /** Who checks, for the steps' titles ("Defender's morale"). */
  readonly who: string;
  /** Part of a close combat, though the check itself is made without its modifier (the defender's additional check). */
  readonly inCloseCombat?: boolean;
}

/** The grade the check uses: the top unit's, or C for artillery on top. */
export function checkingGrade(unit: MoraleUnit, path: string): Grade {
  if (unit.type === 'artillery') {
    if (unit.grade !== undefined && unit.grade !== 'C') throw ruleError(`${path}.grade`, 'artillery on top of a stack checks morale as grade C: leave the grade out or give C');
    return 'C';
  }
  if (unit.grade === undefined) throw ruleError(`${path}.grade`, 'the morale grade (A to E) of the top unit is needed');
  return unit.grade;
}

/** The formations a unit type can be in; refused otherwise. */
export function checkFormation(unit: MoraleUnit, path: string): void {
  const allowed = { column: 'infantry', mounted: 'cavalry', limbered: 'artillery' } as const;
  if (unit.formation !== 'line' && allowed[unit.formation] !== unit.type) throw ruleError(`${path}.formation`, `only ${allowed[unit.formation]} can be ${unit.formation}`);
  if (unit.withUnlimberedArtillery && unit.type === 'artillery') throw ruleError(`${path}.withUnlimberedArtillery`, 'being stacked with unlimbered artillery does not apply to artillery units themselves');
}

/** The Morale Table's row-shift lines in printed order; `leader` is the +(rating − 1) line. */
type ShiftLine = keyof typeof MORALE_SHIFT_VALUES | 'leader';
const SHIFT_LINES: readonly ShiftLine[] = [
  'sunkenRoad',
  'unlimberedArtillery',
  'leader',
  'lowAmmo',
  'shaken',
  'disorganized',
  'night',
  'wreckedBrigade',
  'wreckedBrigadeOfWreckedDivision',
  'closeCombatDefender',
  'closeCombatAttacker',
  'columnLimberedFlank',
  'routed',
];

function lineApplies(line: ShiftLine, unit: MoraleUnit, ctx: MoraleContext): boolean {
  switch (line) {
    case 'sunkenRoad':
      return unit.sunkenRoad;
    case 'unlimberedArtillery':
      return unit.withUnlimberedArtillery;
    case 'leader':
      return unit.leaderRating !== undefined;
    case 'lowAmmo':
      return unit.lowAmmo;
    case 'shaken':
      return unit.state === 'shaken';
    case 'disorganized':
      return unit.state === 'disorganized';
    case 'night':
      return ctx.night;
    case 'wreckedBrigade':
      return unit.wrecked === 'brigade';
    case 'wreckedBrigadeOfWreckedDivision':
      return unit.wrecked === 'brigadeOfWreckedDivision';
    case 'closeCombatDefender':
      return ctx.closeCombat === 'defender';
    case 'closeCombatAttacker':
      return ctx.closeCombat === 'attacker';
    case 'columnLimberedFlank':
      return unit.formation === 'column' || unit.formation === 'limbered' || unit.flank;
    case 'routed':
      return unit.state === 'routed';
  }
}

// The leader line is read only where it applies, that is where the rating is given.
const lineValue = (line: ShiftLine, unit: MoraleUnit): number => (line === 'leader' ? (unit.leaderRating ?? 1) - 1 : MORALE_SHIFT_VALUES[line].value);

/** The net of the row shifts that apply ("+" is up), each printed line once; the fire result's m-1 or m-2 is not among them. */
export function moraleRowShift(unit: MoraleUnit, ctx: MoraleContext): number {
  let up = 0;
  for (const line of SHIFT_LINES) if (lineApplies(line, unit, ctx)) up += lineValue(line, unit);
  return up;
}

function shiftLines(unit: MoraleUnit, ctx: MoraleContext): { value: number; label: string }[] {
  return SHIFT_LINES.filter((line) => lineApplies(line, unit, ctx)).map((line) => ({
    value: lineValue(line, unit),
    label: line === 'leader' ? `Leader rated ${unit.leaderRating}: +(rating − 1)` : MORALE_SHIFT_VALUES[line].label,
  }));
}

/** The row (index, 0 = row 1) a grade's check is made on after moving `up` rows ("+" is up), held at row 1 and row 15. */
export function moraleRow(grade: Grade, up: number): Shifted {
  return shiftIndex(START_ROWS[grade] - 1, -up, MORALE_CHART.rows.length);
}

export function moraleSpec(unit: MoraleUnit, ctx: MoraleContext): MoraleSpec {
  checkFormation(unit, ctx.path);
  const grade = checkingGrade(unit, ctx.path);
  const start = START_ROWS[grade];
  const steps: Step[] = [
    step(MORALE_TABLE, `${ctx.who}: start row`, `${unit.type === 'artillery' ? 'artillery on top checks as grade C' : `grade ${grade}`}: row ${start}`, { grade, startRow: start }),
  ];
  let up = 0;
  if (ctx.fireUp) {
    up += ctx.fireUp;
    steps.push(step(FIRE_NOTES, `${ctx.who}: fire result`, `m-${ctx.fireUp}: morale check, up ${ctx.fireUp}`, { shift: ctx.fireUp }));
  }
  for (const line of shiftLines(unit, ctx)) {
    up += line.value;
    steps.push(step(MORALE_SHIFTS, `${ctx.who}: row shift`, `${line.label}: ${signed(line.value)}`, { shift: line.value }));
  }
  const shift = moraleRow(grade, up);
  const rowNumber = shift.index + 1;
  const detail = `row ${start}, net ${signed(up)} ("+" is up): ${describeShift(shift, -up, 'row')} → row ${rowNumber}`;
  steps.push(
    shift.stopped
      ? step(
          MORALE_TABLE,
          `${ctx.who}: row`,
          `${detail}. The charts do not say what happens to shifts past row ${shift.index === 0 ? 1 : 15} (unconfirmed): the check is made on row ${rowNumber}; check your printed rules.`,
          { row: rowNumber, net: up, unconfirmed: true },
        )
      : step(MORALE_TABLE, `${ctx.who}: row`, detail, { row: rowNumber, net: up }),
  );
  return {
    grade,
    row: shift.index,
    shift,
    steps,
    mayIgnore: unit.sunkenRoad || unit.withUnlimberedArtillery,
    unlimberedArtillery: unit.type === 'artillery' && unit.formation !== 'limbered',
    closeCombat: ctx.closeCombat !== undefined || ctx.inCloseCombat === true,
  };
}

export function rollMorale(spec: MoraleSpec, tens: number, units: number): MoraleRoll {
  const roll = tens * 10 + units;
  return { result: moraleResultAt(MORALE_CHART, spec.row, roll), roll };
}

/** Each result a row can give: one d66 roll that gives it, how many of the 36 do, and the result's column. */
export interface MoraleSpread {
  readonly roll: MoraleRoll;
  readonly ways: number;
  readonly index: number;
}

// The Morale Table never changes, so each row's spread is worked out once.
const SPREADS: MoraleSpread[][] = [];

/** The spread of the 36 d66 rolls over the results of a row (index, 0 = row 1). */
export function moraleRowSpread(row: number): readonly MoraleSpread[] {
  const cached = SPREADS[row];
  if (cached) return cached;
  const spread: MoraleSpread[] = [];
  for (const roll of D66_VALUES) {
    const result = moraleResultAt(MORALE_CHART, row, roll);
    const seen = spread.find((x) => x.roll.result === result);
    if (seen) spread[spread.indexOf(seen)] = { ...seen, ways: seen.ways + 1 };
    else spread.push({ roll: { result, roll }, ways: 1, index: MORALE_RESULTS.indexOf(result) });
  }
  SPREADS[row] = spread;
  return spread;
}

export function moraleSpread(spec: MoraleSpec): readonly MoraleSpread[] {
  return moraleRowSpread(spec.row);
}

/** The retreat the result makes the unit take: none when it may ignore a "*" retreat and chooses to hold. */
export function mustRetreat(spec: MoraleSpec, result: MoraleResult, holdWhenAllowed: boolean): boolean {
  if (result.back === 0) return false;
  return !(result.retreat === 'mayIgnore' && spec.mayIgnore && holdWhenAllowed);
}

export function moraleEffects(spec: MoraleSpec, m: MoraleRoll): MoraleEffects {
  const retreats = m.result.back > 0;
  const limber = retreats && spec.unlimberedArtillery && !(m.result.retreat === 'mayIgnore' && spec.mayIgnore);
  return {
    result: m.result.key,
    label: m.result.label,
    state: m.result.state,
    retreatHexes: m.result.back,
    mayIgnoreRetreat: m.result.retreat === 'mayIgnore' && spec.mayIgnore,
    straggleSteps: m.result.straggle,
    limberToRetreat: limber,
    gunLossCheck: limber ? (spec.closeCombat ? 'required' : 'ifInEnemyZoc') : 'no',
    row: spec.row + 1,
    roll: m.roll,
  };
}

/** What to do on the board; `withRetreat` false leaves the retreat to the procedure that decides it (close combat). */
export function moraleChecklist(who: string, e: MoraleEffects, withRetreat = true): string[] {
  const list: string[] = [];
  if (e.state === 'bloodLust') list.push(`${who}: mark Blood Lust.`);
  else if (e.state !== 'unchanged') list.push(`${who}: mark ${e.state === 'shaken' ? 'Shaken' : e.state === 'disorganized' ? 'Disorganized' : 'Routed'}.`);
  if (withRetreat && e.retreatHexes > 0) list.push(`${who}: retreat ${e.retreatHexes} hex${e.retreatHexes === 1 ? '' : 'es'}${e.mayIgnoreRetreat ? ' (may be ignored: in a sunken road or trench, or with unlimbered artillery)' : ''}.`);
  if (e.straggleSteps > 0) list.push(`${who}: lose ${e.straggleSteps} step${e.straggleSteps === 1 ? '' : 's'} to stragglers.`);
  if (withRetreat && e.limberToRetreat) list.push(`${who}: limber to retreat${e.gunLossCheck === 'required' ? ', and roll on the Gun Loss Table' : '; roll on the Gun Loss Table if in an enemy ZOC'}.`);
  if (list.length === 0) list.push(`${who}: no effect from the morale check.`);
  return list;
}

export function moraleStep(spec: MoraleSpec, who: string, m: MoraleRoll): Step {
  const values = { roll: m.roll, row: spec.row + 1, result: m.result.key };
  if (!spec.shift.stopped) return step(MORALE_TABLE, `${who}: morale check`, `d66 ${m.roll} on row ${spec.row + 1}: ${m.result.label}`, values);
  return step(MORALE_TABLE, `${who}: morale check`, `d66 ${m.roll} on row ${spec.row + 1} (the shifts went past the table's edge and were held there, which the charts do not confirm): ${m.result.label}`, { ...values, unconfirmed: true });
}

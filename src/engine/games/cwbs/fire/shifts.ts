import { type Chart, describeShift, shiftIndex } from '../../../core/chart';
import { type Step, step } from '../../../core/explain';
import { type FireResult, fireColumn } from '../data/fire-table';
import type { MoraleUnit } from '../schema/units';
import { FIRE_SHIFTS, FIRE_TABLE } from '../source';

/** The column shifts, one per printed line, each used once even if several conditions on it hold. */
export const FIRE_SHIFT_LINES = {
  upSlope: { value: -1, label: 'Up slope or extreme slope, the firer at lower elevation than the target' },
  sunkenRoad: { value: -1, label: 'Target in a sunken road or trench' },
  night: { value: -2, label: 'Night' },
  lowAmmo: { value: -1, label: 'One or more firers is Low Ammo' },
  vulnerable: { value: 2, label: 'Target is in column, limbered, a flank target, Disorganized, or Routed' },
  mounted: { value: 3, label: 'Mounted target' },
  flankedDefender: { value: -3, label: "Defender's fire in close combat, attacked from a flank" },
} as const;

export interface FireConditions {
  readonly target: MoraleUnit;
  readonly night: boolean;
  readonly upSlope: boolean;
  readonly firersLowAmmo: boolean;
  readonly flankedDefenderFiring: boolean;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `−${-n}`);

type ShiftLine = keyof typeof FIRE_SHIFT_LINES;
const LINES = Object.keys(FIRE_SHIFT_LINES) as ShiftLine[];

function lineApplies(line: ShiftLine, c: FireConditions): boolean {
  const t = c.target;
  switch (line) {
    case 'upSlope':
      return c.upSlope;
    case 'sunkenRoad':
      return t.sunkenRoad;
    case 'night':
      return c.night;
    case 'lowAmmo':
      return c.firersLowAmmo;
    case 'vulnerable':
      return t.formation === 'column' || t.formation === 'limbered' || t.flank || t.state === 'disorganized' || t.state === 'routed';
    case 'mounted':
      return t.formation === 'mounted';
    case 'flankedDefender':
      return c.flankedDefenderFiring;
  }
}

/** The net of the column shifts that apply, each printed line once. */
export function fireColumnShift(c: FireConditions): number {
  let net = 0;
  for (const line of LINES) if (lineApplies(line, c)) net += FIRE_SHIFT_LINES[line].value;
  return net;
}

/** The column index for a rounded total of fire points moved `net` columns, held at the edges. */
export function shiftedFireColumn(chart: Chart<FireResult>, rounded: number, net: number): number {
  return shiftIndex(fireColumn(chart, rounded).index, net, chart.columns.length).index;
}

/** The column for the rounded total, and after the net of the shifts (held at the edges). */
export function fireColumnAfterShifts(chart: Chart<FireResult>, rounded: number, c: FireConditions, who = ''): { column: number; steps: Step[] } {
  const lines = LINES.filter((line) => lineApplies(line, c)).map((line) => FIRE_SHIFT_LINES[line]);
  const base = fireColumn(chart, rounded).index;
  const baseLabel = chart.columns[base]?.label ?? '';
  const prefix = who === '' ? '' : `${who}: `;
  const steps: Step[] = [step(FIRE_TABLE, `${prefix}Fire Combat Table column`, `${rounded} fire points: column ${baseLabel === '≤0' ? 'less than 1' : baseLabel}`, { column: baseLabel })];
  let net = 0;
  for (const line of lines) {
    net += line.value;
    steps.push(step(FIRE_SHIFTS, `${prefix}Column shift`, `${line.label}: ${signed(line.value)}`, { shift: line.value }));
  }
  if (lines.length === 0) return { column: base, steps };
  const shift = shiftIndex(base, net, chart.columns.length);
  const label = chart.columns[shift.index]?.label ?? '';
  steps.push(step(FIRE_SHIFTS, `${prefix}Column after shifts`, `net ${net === 0 ? '0' : signed(net)}: ${describeShift(shift, net, 'column')} → column ${label === '≤0' ? 'less than 1' : label}`, { net, column: label }));
  return { column: shift.index, steps };
}

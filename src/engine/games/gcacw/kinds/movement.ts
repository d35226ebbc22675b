import type { Prepared, TableView } from '../../../core/combat';
import { ruleError } from '../../../core/errors';
import { type Step, step } from '../../../core/explain';
import { STRATEGIC_MOVEMENT_TABLE } from '../data/index';
import { FRIENDLY_HEX_ROWS, FRIENDLY_HEX_TERRAIN_GROUPS, STRATEGIC_MOVEMENT_OWN_TABLE, STRATEGIC_MOVEMENT_TITLES } from '../data/movement';
import type { FriendlyOccupiedInput, StrategicMovementInput } from '../schema/kinds';
import { gcacw, listInWords } from '../titles';
import { type TableOutcome, settled } from './outcome';

const FRIENDLY = gcacw('MP Costs to Enter Friendly-Occupied Hex (Grant Takes Command charts)');
export const STRATEGIC_MOVEMENT_SOURCE = gcacw('Strategic Movement Allowance Table (Grant Takes Command charts)');

export function friendlyOccupiedTable(row?: number, col?: number): TableView {
  return {
    title: 'MP Costs to Enter Friendly-Occupied Hex',
    source: FRIENDLY,
    rowHeader: 'Combined Combat Value in hex',
    columns: [FRIENDLY_HEX_TERRAIN_GROUPS.open.label, FRIENDLY_HEX_TERRAIN_GROUPS.close.label],
    rows: FRIENDLY_HEX_ROWS.map((r) => ({ label: r.label, cells: [r.open, r.close].map((mp) => (mp === 0 ? 'NE' : `+${mp} MP`)) })),
    ...(col === undefined ? {} : { column: col }),
    reachableRows: row === undefined ? [] : [row],
    note: 'Paid by an active infantry, artillery or wagon train unit entering a hex with friendly infantry and/or artillery of combined Combat Value 3 or more, or a wagon train. Penalties are not cumulative. Cavalry neither pays nor triggers them.',
  };
}

/** The MP penalty to enter a friendly-occupied hex: the highest that applies (not cumulative). */
export function prepareFriendlyOccupied(input: FriendlyOccupiedInput): Prepared<TableOutcome> {
  const group = (FRIENDLY_HEX_TERRAIN_GROUPS.open.terrains as readonly string[]).includes(input.terrain) ? 'open' : 'close';
  const col = group === 'open' ? 0 : 1;
  const cvRow = input.combatValue < 3 ? 0 : input.combatValue <= 11 ? 1 : 2;
  const rows = input.wagonTrain ? [cvRow, 3] : [cvRow];
  const row = rows.reduce((best, r) => ((FRIENDLY_HEX_ROWS[r]?.[group] ?? 0) > (FRIENDLY_HEX_ROWS[best]?.[group] ?? 0) ? r : best));
  const cavalry = input.unit === 'cavalry';
  const mp = cavalry ? 0 : (FRIENDLY_HEX_ROWS[row]?.[group] ?? 0);
  const steps: Step[] = [
    step(
      FRIENDLY,
      'Penalty',
      cavalry
        ? 'a cavalry unit pays no penalty to enter a friendly-occupied hex'
        : `${input.terrain} hex; friendly infantry and artillery Combat Value ${input.combatValue} (${FRIENDLY_HEX_ROWS[cvRow]?.label ?? ''})${input.wagonTrain ? ', and a wagon train' : ''}: ${mp === 0 ? 'no effect' : `+${mp} MP`}${rows.length > 1 ? ' (the highest penalty; they are not cumulative)' : ''}`,
      { mp },
    ),
  ];
  const label = mp === 0 ? 'No MP penalty' : `+${mp} MP`;
  return settled(steps, { kind: 'friendlyOccupiedMp', key: String(mp), label, dice: [] }, { steps: [], checklist: [mp === 0 ? 'No extra MP to enter the hex.' : `Pay ${mp} extra MP to enter the hex.`], effects: { mp } }, friendlyOccupiedTable(cavalry ? undefined : row, col));
}

export function strategicMovementTables(): TableView[] {
  return (['confederate', 'union'] as const).map((side) => ({
    title: `Strategic Movement Allowance Table, ${side === 'union' ? 'Union' : 'Confederate'} units`,
    source: STRATEGIC_MOVEMENT_SOURCE,
    rowHeader: 'Fatigue Levels expended',
    columns: ['Inf/Art Movement Allowance', 'Cavalry Movement Allowance', 'Wagon Train Movement Allowance'],
    rows: STRATEGIC_MOVEMENT_TABLE[side].map((r) => ({ label: String(r.fatigueLevels), cells: [r.infantryArtillery, r.cavalry, r.wagonTrain].map(([n, p]) => `${n} (${p})`) })),
    reachableRows: [],
    note: 'Parenthesized numbers are the Movement Allowances under command paralysis. Advanced scenarios of OTR, BAC, GTC and AIO only; OTR uses the table in its own Advanced Rules.',
  }));
}

/** Strategic Movement Allowance by side, unit type and Fatigue Levels expended; the parenthesized value under command paralysis. */
export function prepareStrategicMovement(input: StrategicMovementInput): Prepared<TableOutcome> {
  if (STRATEGIC_MOVEMENT_OWN_TABLE.includes(input.title)) throw ruleError('title', 'OTR uses the Strategic Movement table in its own Advanced Rules, not this one');
  if (!STRATEGIC_MOVEMENT_TITLES.includes(input.title)) throw ruleError('title', `Strategic Movement is used only in Advanced scenarios of OTR, ${listInWords(STRATEGIC_MOVEMENT_TITLES)}; this is ${input.title}`);
  const rows = STRATEGIC_MOVEMENT_TABLE[input.side];
  const row = rows.findIndex((r) => r.fatigueLevels === input.fatigueLevels);
  const entry = rows[row];
  if (!entry) throw ruleError('fatigueLevels', 'the table covers 2, 3 or 4 Fatigue Levels expended');
  const col = input.unit === 'cavalry' ? 1 : input.unit === 'wagon-train' ? 2 : 0;
  const [normal, paralysis] = col === 0 ? entry.infantryArtillery : col === 1 ? entry.cavalry : entry.wagonTrain;
  const ma = input.commandParalysis ? paralysis : normal;
  const steps = [
    step(STRATEGIC_MOVEMENT_SOURCE, 'Movement Allowance', `${input.side === 'union' ? 'Union' : 'Confederate'} ${input.unit}, ${input.fatigueLevels} Fatigue Levels expended${input.commandParalysis ? ', under command paralysis' : ''}: ${ma}`, { movementAllowance: ma }),
  ];
  const table = strategicMovementTables()[input.side === 'union' ? 1 : 0];
  const view = table ? { ...table, column: col, reachableRows: [row] } : undefined;
  return settled(steps, { kind: 'strategicMovement', key: String(ma), label: `Movement Allowance ${ma}`, dice: [] }, { steps: [], checklist: [`Strategic Movement Allowance: ${ma} MP.`], effects: { movementAllowance: ma } }, view);
}

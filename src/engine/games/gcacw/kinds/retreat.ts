import type { Prepared, TableView } from '../../../core/combat';
import { type Step, step } from '../../../core/explain';
import { hexKey, parseHexKey } from '../../../hex/hex';
import { Board, describeNeighbour } from '../board';
import { RETREAT_1, RETREAT_2 } from '../data/index';
import { RETREAT_NOTES } from '../data/retreat';
import { type RetreatCandidate, rankRetreat } from '../retreat';
import type { RetreatInput } from '../schema/kinds';
import { gcacw } from '../titles';
import { type TableOutcome, settled } from './outcome';

function facts(c: RetreatCandidate): string {
  const f = c.facts;
  const parts = [
    f.enemyOccupied ? 'enemy-occupied' : f.enemyZoc ? 'in an enemy ZOC' : 'not in an enemy ZOC',
    f.moreDistant ? 'more distant from the active enemy unit' : 'not more distant',
    f.alongRoad ? 'along a road, pike, trail or RR' : 'not along a road',
  ];
  if (f.friendlyOccupied) parts.push('friendly-occupied');
  return parts.join(', ');
}

function candidateData(c: RetreatCandidate): Record<string, unknown> {
  return { hex: hexKey(c.hex), priority: c.priority, manpowerLoss: c.manpowerLoss, description: c.row.description, eliminates: c.eliminates };
}

/** Ranks the hexes a retreating unit may enter next (Retreat Charts 1 and 2, 7.6). */
export function prepareRetreat(input: RetreatInput): Prepared<TableOutcome> {
  const from = parseHexKey(input.from);
  const r = rankRetreat({
    board: new Board(input.board, 'board'),
    side: input.side,
    retreat: input.retreat,
    from,
    hexNumber: input.hexNumber,
    activeEnemy: parseHexKey(input.activeEnemy),
    overrideUsed: input.overrideUsed,
    excluded: input.excluded.map(parseHexKey),
    manpower: input.manpower,
  });
  const source = gcacw(`Retreat Chart ${r.chart} (7.6)`);
  const steps: Step[] = [step(source, 'Retreat Chart', `Retreat Chart ${r.chart}: ${r.chartReason}`, { chart: r.chart })];
  for (const c of r.candidates) {
    steps.push(step(source, `Hex ${describeNeighbour(c.hex, c.direction)}`, `${facts(c)} → Priority ${c.priority}; ${c.lossReason}${c.eliminates ? `; eliminates the unit: ${c.eliminates}` : ''}`, { priority: c.priority, manpowerLoss: c.manpowerLoss }));
  }
  if (r.leftOut.length > 0) steps.push(step(source, 'Hexes left out', r.leftOut.join('; ')));
  if (input.retreat === 'cavalry') steps.push(step(source, 'Cavalry retreat', RETREAT_NOTES.cavalry));
  steps.push(step(gcacw('Overriding Retreat Priorities'), 'Override', r.override.reason, { available: r.override.available }));

  const rows = r.chart === 1 ? RETREAT_1 : RETREAT_2;
  const table: TableView = {
    title: `Retreat Chart ${r.chart}`,
    source,
    rowHeader: 'Priority',
    columns: ['Manpower loss', 'Retreat description'],
    rows: rows.map((row) => ({ label: String(row.priority), cells: [row.printedLoss, row.description] })),
    reachableRows: rows.flatMap((row, i) => (r.candidates.some((c) => c.row.id === row.id) ? [i] : [])),
    note: `${r.chartReason}. ${RETREAT_NOTES.dagger} ${RETREAT_NOTES.bullet}`,
  };

  const names = (cs: readonly RetreatCandidate[]): string => cs.map((c) => `${hexKey(c.hex)} (loss ${c.manpowerLoss})`).join(' or ');
  const label = r.required.length === 0 ? 'No hex to retreat into' : `Retreat into ${names(r.required)} — Priority ${r.required[0]?.priority ?? ''}`;
  const checklist = [r.required.length === 0 ? 'No neighbouring hex can be entered.' : `Retreat into one of: ${names(r.required)}.`];
  if (r.override.available) checklist.push(`Or override the priorities (once per retreat): ${names(r.override.candidates)}.`);
  const outcome: TableOutcome = { kind: 'retreat', key: `retreat:${r.required.map((c) => hexKey(c.hex)).join(';')}`, label, dice: [] };
  return settled(steps, outcome, {
    steps: [],
    checklist,
    effects: {
      chart: r.chart,
      required: r.required.map(candidateData),
      candidates: r.candidates.map(candidateData),
      override: { available: r.override.available, reason: r.override.reason, candidates: r.override.candidates.map(candidateData) },
    },
  }, table);
}

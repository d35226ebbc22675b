import { type ChartSlot, type PlayerChart, chartFromDescription, fingerprint } from '../../core/chart';
import { type CrtName, INFANTRY_CRTS, type InfantryCrt, type LossCell, readLossCell } from './charts';
import { crtSource } from './source';

/**
 * The three infantry Combat Results Tables as slots the player may fill from their own printed
 * sheet: which printed block is which table is inferred (RULES-NOTES section 1), so a player who
 * reads their sheet otherwise, or plays another printing or errata, replaces the table here. A
 * description that carries `charts["crt-5-8"]` reads that table from the player's chart.
 */

const LOSS_CODES = Array.from({ length: 49 }, (_, i) => `${Math.floor(i / 7)}/${i % 7}`);

function slotId(name: CrtName): string {
  return `crt-${name.replace(/ /g, '-')}`;
}

function crtSlot(table: InfantryCrt): ChartSlot<LossCell> {
  return {
    id: slotId(table.name),
    title: `${INFANTRY_CRTS.title} "${table.name}"`,
    source: crtSource(table.name),
    rowHeader: INFANTRY_CRTS.rowHeader,
    rowKind: 'range',
    columnKind: 'odds',
    dice: 'one die, +1 at most (rows 1 to 7)',
    rows: INFANTRY_CRTS.rowLabels,
    columns: INFANTRY_CRTS.columns,
    vocabulary: { codes: LOSS_CODES, words: 'a cell reads A/D, points lost by the attacker / by the defender, e.g. 2/1' },
    readCell: readLossCell,
    replaces: `the printed block ${table.printedBlock} of 3, read as table "${table.name}"`,
  };
}

export const WILDERNESS_CHART_SLOTS: readonly ChartSlot<LossCell>[] = INFANTRY_CRTS.tables.map(crtSlot);

/**
 * The table a combat reads for a defender's printed strength: the player's chart when the
 * description carries one for it (checked, refused at `charts.<slot>` when it does not fit), else
 * the one the app holds. `fingerprint` is set when it is the player's.
 */
export function crtInUse(table: InfantryCrt, charts: Readonly<Record<string, PlayerChart>> | undefined): InfantryCrt & { readonly fingerprint?: string } {
  const id = slotId(table.name);
  const mine = charts?.[id];
  const slot = WILDERNESS_CHART_SLOTS.find((s) => s.id === id);
  if (!mine || !slot) return table;
  return { ...table, chart: chartFromDescription(slot, charts), fingerprint: fingerprint(mine) };
}

import type { ChartSlotDescriptor } from '../../engine/core/chart';

/** A block of cells as pasted, with its headings where the block had them. */
export interface PastedBlock {
  readonly rows?: readonly string[];
  readonly columns?: readonly string[];
  readonly cells: readonly (readonly string[])[];
}

/** One line split the way it was written: by tabs (a spreadsheet), else commas, else spaces. */
function split(line: string, by: RegExp): string[] {
  return line.split(by).map((t) => t.trim());
}

/**
 * Text copied from a spreadsheet or typed, one row a line, read into a block. The first row is
 * taken as column headings, and the first column as row headings, when they hold something other
 * than the slot's cell codes; where the slot fixes a heading's labels, labels that match count too.
 */
export function readPasted(text: string, slot: ChartSlotDescriptor): PastedBlock {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const by = lines.some((l) => l.includes('\t')) ? /\t/ : lines.some((l) => l.includes(',')) ? /,/ : /\s+/;
  let grid = lines.map((l) => split(l.trim(), by));
  const codes = new Set(slot.vocabulary.codes);
  const notCells = (labels: readonly string[]) => labels.length > 0 && labels.every((t) => !codes.has(t));

  const first = grid[0] ?? [];
  const firstColumn = grid.map((r) => r[0] ?? '');
  const rowHeadings = grid.length > 0 && notCells(grid.length > 1 && notCells(first.slice(1)) ? firstColumn.slice(1) : firstColumn);
  const columnCandidates = rowHeadings ? first.slice(1) : first;
  const columnHeadings = grid.length > 1 && notCells(columnCandidates);

  let columns: string[] | undefined;
  if (columnHeadings) {
    columns = columnCandidates;
    grid = grid.slice(1);
  }
  const rows = rowHeadings ? grid.map((r) => r[0] ?? '') : undefined;
  const cells = rowHeadings ? grid.map((r) => r.slice(1)) : grid;
  return { ...(rows ? { rows } : {}), ...(columns ? { columns } : {}), cells };
}

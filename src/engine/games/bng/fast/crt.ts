import { type Chart, type PlayerChart, chartFromDescription } from '../../../core/chart';
import { CRT_CODES, CRT_SLOT, type CrtCode } from '../crt';
import type { CombatInput } from '../schema';

/** The player's Combat Results Table as the fast path reads it: each cell as its index in CRT_CODES. */
export interface FastCrt {
  readonly chart: Chart<CrtCode>;
  readonly columns: number;
  /** Row by row: the cell at die d (1-6) and column c is `codes[(d - 1) * columns + c]`. */
  readonly codes: Uint8Array;
}

/**
 * Checking a sheet (its headings read, every cell, its fingerprint for the steps) costs several times
 * what weighing the combat does, and a search weighs thousands of combats on one sheet. So a sheet
 * that checks is kept: for the object itself, and for a sheet equal to it heading by heading and cell
 * by cell (each description parsed afresh carries its own copy). What is kept is the reading of the
 * player's sheet, which depends on nothing else: never a combat's figures. A sheet that does not check
 * is checked again each time, so that its refusal is the explained path's own.
 */
const bySheet = new WeakMap<PlayerChart, FastCrt>();
const recent: { readonly sheet: PlayerChart; readonly crt: FastCrt }[] = [];
const RECENT = 4;

const sameText = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((t, i) => t === b[i]);

function sameSheet(a: PlayerChart, b: PlayerChart): boolean {
  return sameText(a.rows, b.rows) && sameText(a.columns, b.columns) && a.cells.length === b.cells.length && a.cells.every((row, r) => sameText(row, b.cells[r] ?? []));
}

function read(chart: Chart<CrtCode>): FastCrt {
  const columns = chart.columns.length;
  const codes = new Uint8Array(chart.cells.length * columns);
  chart.cells.forEach((row, r) => row.forEach((code, c) => (codes[r * columns + c] = CRT_CODES.indexOf(code))));
  return { chart, columns, codes };
}

/** The combat's Combat Results Table, checked; refused at `charts.crt` as the explained path refuses it. */
export function fastCrt(input: CombatInput): FastCrt {
  const sheet = input.charts?.[CRT_SLOT.id];
  if (!sheet) return read(chartFromDescription(CRT_SLOT, input.charts));
  const known = bySheet.get(sheet);
  if (known) return known;
  const at = recent.findIndex((r) => sameSheet(r.sheet, sheet));
  const crt = at === -1 ? read(chartFromDescription(CRT_SLOT, input.charts)) : (recent.splice(at, 1)[0] as (typeof recent)[number]).crt;
  bySheet.set(sheet, crt);
  // The sheet met last first: one equal sheet is kept once.
  recent.unshift({ sheet, crt });
  if (recent.length > RECENT) recent.pop();
  return crt;
}

import type { Analysis, Highlight, TableView } from './analysis';

/** One change a player could make to a combat: in words, and the description with it made (the part after format and game). */
export interface Variation {
  readonly label: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** A change that moves the combat to another table, column or rows, with the chances it would give. */
export interface Breakpoint {
  /** "One more strength point for II Corps". */
  readonly change: string;
  /** "column 3-1 (now 2-1)", "rows +1 to +11 (now 0 to +10)". */
  readonly moves: string;
  readonly highlights: readonly Highlight[];
  /** The whole description with the change made. */
  readonly input: Readonly<Record<string, unknown>>;
}

function rows(table: TableView): string {
  const labels = table.reachableRows.map((i) => table.rows[i]?.label ?? String(i));
  return labels.length === 0 ? 'no row' : labels.length === 1 ? `row ${labels[0]}` : `rows ${labels[0]} to ${labels[labels.length - 1]}`;
}

/** Where a variation's table reading differs from the combat's, in words; undefined when it reads the same. */
export function movedBy(now: Analysis, then: Analysis): string | undefined {
  const a = now.table;
  const b = then.table;
  if (!a || !b) return undefined;
  if (a.title !== b.title) return `${b.title} (now ${a.title})`;
  const colA = a.column === undefined ? a.columns.join(', ') : a.columns[a.column];
  const colB = b.column === undefined ? b.columns.join(', ') : b.columns[b.column];
  if (colA !== colB) return `column ${colB} (now ${colA})`;
  const rowsA = rows(a);
  const rowsB = rows(b);
  return rowsA === rowsB ? undefined : `${rowsB} (now ${rowsA})`;
}

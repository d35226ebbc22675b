import * as v from 'valibot';
import { briefMessage, briefPath } from '../../../core/brief';
import { type ChartProblem, type ChartSlot, chartView, fingerprint, playerChartProblems, playerChartSchema } from '../../../core/chart';
import type { TableView } from '../../../core/combat';
import { TOO_DEEP, tooDeepAt } from '../../../core/nesting';

/** A table checked against the slot a definition makes of it: as the engine's `checkChart` answers for a game's own slot. */
export type TableCheck = { readonly ok: true; readonly fingerprint: string; readonly table: TableView } | { readonly ok: false; readonly problems: readonly ChartProblem[] };

/** Checks a table as the chart editor enters it, against the definition's slot: its fingerprint and view, or every problem by row and column. */
export function checkTable(slot: ChartSlot, chart: unknown): TableCheck {
  const deep = tooDeepAt(chart);
  if (deep !== undefined) return { ok: false, problems: [{ message: `${briefPath(deep) || 'chart'}: ${TOO_DEEP}` }] };
  const parsed = v.safeParse(playerChartSchema, chart);
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((i) => ({ message: briefMessage(`${briefPath(v.getDotPath(i) ?? 'chart')}: ${i.message}`) })) };
  const checked = playerChartProblems(slot, parsed.output);
  if ('problems' in checked) return { ok: false, problems: checked.problems.map((p) => ({ ...p, message: briefMessage(p.message) })) };
  return { ok: true, fingerprint: fingerprint(parsed.output), table: chartView(checked.chart) };
}

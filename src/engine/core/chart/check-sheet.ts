import * as v from 'valibot';
import type { TableView } from '../analysis';
import { briefMessage, briefPath } from '../brief';
import { TOO_DEEP, tooDeepAt } from '../nesting';
import type { ChartProblem } from './chart';
import { type ChartSlot, fingerprint, playerChartProblems, playerChartSchema } from './player-chart';
import { chartView } from './view';

/** A player's chart checked against its slot: the fingerprint and the table as the Tables screen shows it, or every problem by row and column. */
export type ChartCheck =
  | { readonly ok: true; readonly fingerprint: string; readonly table: TableView }
  | { readonly ok: false; readonly problems: readonly ChartProblem[] };

/**
 * A sheet as it was sent (any value: it is checked for its form first) checked against a slot: its
 * fingerprint and view, or every problem by row and column. Whatever a cell or a name carried, a
 * problem quotes it briefly.
 */
export function checkSheet(slot: ChartSlot, chart: unknown): ChartCheck {
  const checked = checkSheetAsIs(slot, chart);
  return checked.ok ? checked : { ok: false, problems: checked.problems.map((p) => ({ ...p, message: briefMessage(p.message) })) };
}

function checkSheetAsIs(slot: ChartSlot, chart: unknown): ChartCheck {
  const deep = tooDeepAt(chart);
  if (deep !== undefined) return { ok: false, problems: [{ message: `${briefPath(deep) || 'chart'}: ${TOO_DEEP}` }] };
  const parsed = v.safeParse(playerChartSchema, chart);
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((i) => ({ message: `${briefPath(v.getDotPath(i) ?? 'chart')}: ${i.message}` })) };
  const checked = playerChartProblems(slot, parsed.output);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  return { ok: true, fingerprint: fingerprint(parsed.output), table: chartView(checked.chart) };
}

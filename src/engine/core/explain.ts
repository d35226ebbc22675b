import type { Source } from './source';

/**
 * One step of an explanation: what was computed, from which values, under which rule.
 * Renderers (UI, CLI) print steps as they are; they never recompute a rule.
 */
export interface Step {
  /** Short name of what this step establishes, e.g. "Attacker's adjusted strength". */
  readonly title: string;
  /** The outcome of the step in words, e.g. "12 halved for a Hasty Attack = 6". */
  readonly detail: string;
  readonly source: Source;
  /** The numbers behind the step, for display and for tests. */
  readonly values?: Readonly<Record<string, string | number | boolean>>;
}

export function step(source: Source, title: string, detail: string, values?: Step['values']): Step {
  return values === undefined ? { title, detail, source } : { title, detail, source, values };
}

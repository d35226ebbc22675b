import type { PlayerChart } from '../engine/core/chart';

/**
 * A combat description with the player's charts in it (`charts.<slot>`), so the engine and the
 * command line read them from the description alone. Without charts it is left as it was.
 */
export function withCharts<T extends object>(description: T, charts: Readonly<Record<string, PlayerChart>>): T {
  return Object.keys(charts).length === 0 ? description : { ...description, charts };
}

/** The chart slot an engine refusal asks for (`charts.<slot>`), when it asks for one. */
export function chartAskedFor(errors: readonly { readonly path: string }[]): string | undefined {
  const path = errors.find((e) => e.path.startsWith('charts.'))?.path;
  return path?.split('.')[1];
}

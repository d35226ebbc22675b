/** Builders for the Wilderness tests: combat descriptions as a player would send them. */

export function infantry(fields: Record<string, unknown>): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'infantry-combat', ...fields };
}

export function cavalry(fields: Record<string, unknown>): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'cavalry-combat', ...fields };
}

export function probe(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: 1, game: 'wilderness', kind: 'cavalry-probe', ...fields };
}

export function unit(name: string, strength: number, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, strength, ...more };
}

/** n cavalry units named after a side. */
export function troopers(n: number, side: string): { name: string }[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${side} ${i + 1}` }));
}

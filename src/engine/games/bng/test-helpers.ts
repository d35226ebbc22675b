import { readFileSync } from 'node:fs';
import type { PlayerChart } from '../../core/chart';

const example = JSON.parse(readFileSync(new URL('../../../../docs/games/bng/combat.json', import.meta.url), 'utf8')) as { charts: { crt: PlayerChart } };

/** For tests: the 1975 quadrigame table as the documented example enters it. */
export const QUAD_CRT: PlayerChart = example.charts.crt;

/** For tests: a chart of one result in every cell, over the 1975 table's columns. */
export const allOf = (code: string): PlayerChart => ({ ...QUAD_CRT, name: `all ${code}`, cells: QUAD_CRT.cells.map((row) => row.map(() => code)) });

export const infantry = (name: string, strength: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({ name, type: 'infantry', strength, ...more });
export const artillery = (name: string, strength: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({ name, type: 'artillery', strength, ...more });

/** For tests: a Blue & Grey combat, the 1975 table as its chart unless `charts` is given. */
export function combat(attackers: readonly Record<string, unknown>[], defenders: readonly Record<string, unknown>[], more: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: 1, game: 'bng', kind: 'combat', attackers, defenders, charts: { crt: QUAD_CRT }, ...more };
}

import { engineApi } from '../engine/api';
import type { TableView } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import { AdjutantDb } from '../store/db';
import type { ShellEngine } from './app/app.component';

let counter = 0;

/** A real IndexedDB database of its own for each test. */
export function freshDb(): AdjutantDb {
  return new AdjutantDb(`adjutant-ui-test-${Date.now()}-${++counter}`);
}

export const sampleTable: TableView = {
  title: 'Sample table',
  source: { game: 'wilderness', ref: 'Combat Results Table' },
  rowHeader: 'Die',
  columns: ['1-1', '2-1'],
  rows: [
    { label: '1', cells: ['1/2', '0/3'] },
    { label: '2', cells: ['2/1', '1/1'] },
  ],
  column: 1,
  reachableRows: [1],
};

/** A stand-in for the engine worker with two games and one table; combats go to the real engine, in-page. */
export function fakeEngine(): ShellEngine {
  return {
    analyse: async (input) => engineApi.analyse(input),
    resolve: async (input, dice) => engineApi.resolve(input, dice),
    scenarios: async (game) => engineApi.scenarios(game),
    setUp: async (game, scenarioId, variantIds) => engineApi.setUp(game, scenarioId, variantIds),
    games: async () => [
      { id: 'wilderness' as GameId, name: 'The Wilderness Campaign (SPI)' },
      { id: 'gcacw' as GameId, name: 'Great Campaigns of the American Civil War' },
    ],
    tables: async (game: GameId) => (game === 'wilderness' ? [sampleTable] : []),
    quickRolls: async (game: GameId) => engineApi.quickRolls(game),
  };
}

/** Waits until `check` passes (Lit renders and IndexedDB answer asynchronously). */
export async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every interactive control in a shadow root, for the touch-target check. */
export function controls(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, a, select, input')];
}

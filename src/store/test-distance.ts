// Two tablets playing a GCACW game at a distance, for the store's tests (node only: the engine runs in the test's own thread).
import { readFileSync } from 'node:fs';
import { engineApi } from '../engine/api';
import { AdjutantDb } from './db';
import type { DistanceEngine } from './distance';
import { createGame } from './games';
import { encodeMessage } from './messages';
import { exportGame, importGame } from './transfer';

let counter = 0;

/** The engine as the tablets ask it, answering in a later turn as the worker does. */
export const engine: DistanceEngine = { resolve: async (input, dice) => engineApi.resolve(input, dice) };
export const encode = encodeMessage;

const example = JSON.parse(readFileSync('docs/games/gcacw/combat.json', 'utf8')) as Record<string, unknown>;

/** Three GCACW attacks on three hexes: the documented combat with other defenders and terrain. */
export function threeAttacks() {
  const defender = (id: string, manpower: number) => ({ units: [{ id, combatValue: manpower, artillery: 1, tactical: 2, manpower, fatigue: 0, disorganized: false }] });
  const { flank: _flank, ...plain } = example;
  return [
    { label: 'Barlow and Gibbon against Heth', input: example, sides: { for: 'union', against: 'confederate' } },
    { label: 'against Wilcox', input: { ...plain, defender: defender('Wilcox', 5), terrain: { defenderHex: 'woods' } }, sides: { for: 'union', against: 'confederate' } },
    { label: 'against Rodes', input: { ...plain, defender: defender('Rodes', 8), terrain: { defenderHex: 'clear' } }, sides: { for: 'union', against: 'confederate' } },
  ];
}

/** Tablet A made a GCACW game and exported it; tablet B imported it (the same id). */
export async function twoTablets() {
  const a = new AdjutantDb(`adjutant-distance-a-${++counter}-${Date.now()}`);
  const b = new AdjutantDb(`adjutant-distance-b-${counter}-${Date.now()}`);
  const game = await createGame(a, 'Spotsylvania at a distance', 'gcacw', 1000);
  const imported = await importGame(b, JSON.parse(JSON.stringify(await exportGame(a, game.id))));
  if (!imported.ok || imported.game.id !== game.id) throw new Error(`fixture: ${JSON.stringify(imported)}`);
  return { a, b, gameId: game.id };
}

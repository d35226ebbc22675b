import type { DefinitionForm } from '../../engine/games/owngame';
import { type DefinitionReading, readDefinition } from '../../engine/games/owngame/definition/file';

/**
 * The game's own data as its game record keeps it (the campaign's `game`): the definition the players
 * saved. It travels with the game in its export and hand-over. It is read with the engine's own check
 * (a pure function, run here as the engine runs it), so rules that do not read are never taken for rules.
 */
export interface OwnData {
  readonly definition?: unknown;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Each saved definition is read once (the desk asks for it on every change of the set-up). */
const readings = new WeakMap<object, DefinitionReading>();

/** The definition the game's data holds, read; undefined when none is saved yet. */
export function definitionIn(data: unknown): DefinitionReading | undefined {
  if (!isRecord(data) || data['definition'] === undefined) return undefined;
  const saved = data['definition'];
  if (!isRecord(saved)) return readDefinition(saved, 'definition');
  let reading = readings.get(saved);
  if (!reading) readings.set(saved, (reading = readDefinition(saved, 'definition')));
  return reading;
}

/** The game's data with the definition in it, the rest of it kept. */
export function withDefinition(saved: unknown, definition: DefinitionForm): OwnData {
  return { ...(isRecord(saved) ? saved : {}), definition };
}

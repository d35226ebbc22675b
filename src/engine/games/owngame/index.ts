import type { GameModule, Prepared } from '../../core/combat';
import { GAME_NAMES } from '../../core/source';
import { prepareCombat } from './combat';
import { ownPlanning } from './planning';
import type { OwnEffects, OwnOutcome } from './results';
import { type OwnInput, ownSchema } from './schema';
import { ownVariations } from './variations';
import { readDefinition } from './definition/file';

export type { OwnEffects, OwnOutcome, SideEffects, Loss } from './results';
export type { OwnInput, OwnUnit } from './schema';
export type { DefinitionForm } from './definition/form';

/**
 * A game the player defines as data (docs/games/owngame.md): odds or a difference read on the player's
 * own table with one or two dice, the conditions the player names (column shifts, strength
 * multipliers, die modifiers) and what each result code does. Every description carries its
 * definition (or names one that ships), so the engine stays a function of the description alone.
 */
export const ownGame: GameModule<typeof ownSchema, OwnOutcome, OwnEffects> = {
  id: 'owngame',
  name: GAME_NAMES.owngame,
  schema: ownSchema,
  tables: [],
  variations: ownVariations,
  // Worked out with the combat's totals when the outcome is made (results.ts, standingOf).
  standing: (o) => o.standing,
  // The game's own data holds its definition: one that does not read is refused on import.
  checkData: (data) => {
    const saved = typeof data === 'object' && data !== null ? (data as { readonly definition?: unknown }).definition : undefined;
    if (saved === undefined) return [];
    const read = readDefinition(saved, 'definition');
    return read.ok ? [] : read.errors;
  },
  planning: ownPlanning,
  prepare(input: OwnInput): Prepared<OwnOutcome, OwnEffects> {
    return prepareCombat(input);
  },
};

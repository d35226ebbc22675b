import { type Source, cite } from '../../core/source';

/** A part of the player’s own game, named by the game’s name: "Ardennes classic: condition “Woods”". */
export const ownSource = (definition: { readonly name: string }, ref: string): Source => cite('owngame', `${definition.name.trim()}: ${ref}`);

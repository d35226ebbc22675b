import { type Source, cite } from '../../core/source';

/** A part of the player's own game, named by the game's name: "Blue & Grey, plain: condition “Stream”". */
export const ownSource = (definition: { readonly name: string }, ref: string): Source => cite('own', `${definition.name.trim()}: ${ref}`);

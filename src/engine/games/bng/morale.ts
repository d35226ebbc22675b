import type { Morale } from './schema';

const LADDER: readonly Morale[] = ['normal', 'disordered', 'shaken', 'routed'];

/**
 * Disordered, then Shaken, then Routed (12.14-12.15): each Disorder moves a unit one rung down the
 * ladder, and a Routed unit suffering another is not affected.
 */
export function afterDisorders(morale: Morale, disorders: number): Morale {
  return LADDER[Math.min(LADDER.length - 1, LADDER.indexOf(morale) + disorders)] as Morale;
}

export const MORALE_WORDS: Readonly<Record<Morale, string>> = { normal: 'in good order', disordered: 'Disordered', shaken: 'Shaken', routed: 'Routed' };

/** A unit entering or occupying a town/urban hex is Disordered at least (12.17). */
export function inTownMorale(morale: Morale, inTown: boolean): Morale {
  return inTown && morale === 'normal' ? 'disordered' : morale;
}

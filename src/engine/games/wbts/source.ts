import { type Source, cite } from '../../core/source';

/** A War Between the States rule or table, for a step's citation. */
export function wbts(ref: string): Source {
  return cite('wbts', ref);
}

export const GROUND_COMBAT = wbts('Ground Combat');
export const INITIATIVE = wbts('Combat Initiative');
export const INTENSITY = wbts('Battle Intensity Chits');
export const LEADER_RATING = wbts("Ground Combat: the Leaders' combat ratings");
export const COMBAT_SUPPLY = wbts('Ground Combat: combat supply');
export const TERRAIN = wbts('Terrain Effects on Combat');
export const RESULTS = wbts('Ground Combat results');
export const LOSS_SPREAD = wbts('Ground Combat results: spreading losses');
export const MARCH = wbts('Attack From March');
export const STORM = wbts('Storm');
export const SIEGE_COMBAT = wbts('Siege Combat');
export const NAVAL = wbts('Naval Combat');
export const NAVAL_FORTS = wbts('Naval Units and Fortifications');
export const NAVAL_SUPPORT = wbts('Friendly Unit Support');
export const ERRATA = wbts('2nd edition errata');

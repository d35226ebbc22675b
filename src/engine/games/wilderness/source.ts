import { type Source, cite } from '../../core/source';

/** The charts and rules sections of The Wilderness Campaign that the procedure cites. */
export const REF = {
  howToUseCrt: 'How to use the Combat Results Table',
  crtResults: 'Combat Results Table, Explanation of Results',
  strengthEffects: 'Summary of Effects on Combat Strength',
  supply: 'Supply Effects Chart',
  terrain: 'Terrain Effects Chart',
  cavalryProcedure: 'Cavalry Combat Procedure',
  cavalryChart: 'Cavalry Combat Results Chart',
  probe: 'Cavalry Probe Chart',
} as const;

export function wildernessSource(ref: string): Source {
  return cite('wilderness', ref);
}

/** The source of a result read from one of the three infantry tables, naming the table. */
export function crtSource(table: string): Source {
  return cite('wilderness', `Combat Results Table "${table}"`);
}

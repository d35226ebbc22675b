/** The games Adjutant serves. Every rule the engine applies names one of these and a chart or rule. */
export const GAME_IDS = ['wilderness', 'gcacw', 'wbts', 'cwbs', 'bng', 'owngame'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Record<GameId, string> = {
  wilderness: 'The Wilderness Campaign (SPI)',
  gcacw: 'Great Campaigns of the American Civil War',
  wbts: 'War Between the States',
  cwbs: 'Civil War Brigade Series',
  bng: 'Blue & Grey (revised)',
  owngame: 'Your own game',
};

/** Where a rule comes from: the game, and the chart, table or rule number in it. */
export interface Source {
  readonly game: GameId;
  readonly ref: string;
}

export function cite(game: GameId, ref: string): Source {
  return { game, ref };
}

export function formatSource(source: Source): string {
  return `${GAME_NAMES[source.game]}, ${source.ref}`;
}

import type { Step } from './explain';
import type { Fraction } from './fraction';
import type { GameId, Source } from './source';

/** A table as the engine reads it, with the column in use and the rows the dice can reach highlighted. */
export interface TableView {
  readonly title: string;
  readonly source: Source;
  readonly rowHeader: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly string[] }[];
  /** Index into `columns` of the column in use, if one is. */
  readonly column?: number;
  /** Indexes into `rows` that this combat's dice can reach. */
  readonly reachableRows: readonly number[];
  /** A note shown with the table, e.g. why this table was chosen or what is unconfirmed. */
  readonly note?: string;
}

export interface OutcomeChance {
  readonly key: string;
  readonly label: string;
  readonly probability: Fraction;
}

/** A named chance players care about, e.g. "Defender retreats or routs". */
export interface Highlight {
  readonly label: string;
  readonly probability: Fraction;
}

/** Everything known before the dice: the steps so far, the table in use, and the exact chances. */
export interface Analysis {
  readonly game: GameId;
  readonly steps: readonly Step[];
  readonly table?: TableView;
  readonly chances: readonly OutcomeChance[];
  readonly highlights: readonly Highlight[];
  /** What the dice will be asked for, in order, on the path that always happens (sub-rolls may follow). */
  readonly dicePlan: readonly string[];
  /** The faces of each die in `dicePlan`, where one is not six-sided (a ten-sided die); absent when all are. */
  readonly diceSides?: readonly number[];
}

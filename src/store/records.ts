import type { GameId } from '../engine/core/source';
import type { RngState } from '../engine/core/rng';
import type { DieRecord } from '../engine/core/dice';
import type { PlayerChart } from '../engine/core/chart';
import type { Fraction } from '../engine/core/fraction';
import type { Campaign, EntryWhen } from './campaign-record';

/** A game being played at the table: which rules, which scenario, and its own dice generator. */
export interface GameRecord {
  readonly id: string;
  name: string;
  /** The game whose rules it is played by (its plug-in in src/games). */
  readonly rules: GameId;
  readonly scenario?: string;
  readonly createdAt: number;
  updatedAt: number;
  /** The game's generator state: every roll starts here and the state after it is saved with the roll. */
  rng: RngState;
  /** The hex sketch map, as plain data, when the game has one. */
  map?: unknown;
  /** The combat being set up on the desk, so the player resumes where they left off. */
  draft?: unknown;
  /** The combat phase's plan: its attacks, each a set-up as at the desk with what counts as its success. */
  plan?: unknown;
  /** What the game knows of its log, written with each entry: a log cut short or added to outside the app is found (chain.ts). */
  logHead?: LogHead;
  /** The turn record, the players' own phases and the game's campaign data (src/campaign). */
  campaign?: Campaign;
}

/** What the desk writes to the game record as the player works: the set-up, the map, the plan. */
export type SetUpChange = Partial<Pick<GameRecord, 'draft' | 'map' | 'plan'>>;

/** A log's length and its newest entry's hash, as the game record keeps them. */
export interface LogHead {
  readonly count: number;
  /** The newest entry's hash ("" for an empty log, or one whose entries all predate the chain). */
  readonly hash: string;
  /** How many entries at the log's start were written before every field was hashed (by an earlier version): they are checked as they were written. */
  readonly legacy: number;
}

/** A counter in a game: printed values plus the per-game state markers (supplied, fatigue, demoralized …). */
export interface UnitRecord {
  readonly id: string;
  readonly gameId: string;
  name: string;
  side: string;
  type: string;
  /** Printed strength; null when the scenario does not give it and the player has not entered it. */
  strength: number | null;
  movement?: number | null;
  /** Where the scenario places the unit, as the scenario words it. */
  placement?: string;
  /** Per-game state markers: supply, entrained, eliminated … */
  state: Record<string, string | number | boolean>;
}

/** One combat as it was resolved: inputs, every die with its source, the result, and what was applied. */
export interface CombatRecord {
  id?: number;
  readonly gameId: string;
  readonly at: number;
  /** The combat description (docs/combat-format.md). */
  readonly input: unknown;
  /**
   * The set-up at the desk the roll was made for, as the game's rules read it: what applying the
   * result later reads (after a reload, or from another screen). Absent in entries written before,
   * and in rolls made away from the desk.
   */
  readonly draft?: unknown;
  readonly dice: readonly DieRecord[];
  /** The game's generator state after this roll, when the app rolled: the game's dice go on from here. */
  readonly rngAfter?: RngState;
  readonly outcome: {
    readonly key: string;
    readonly label: string;
    readonly checklist: readonly string[];
    readonly effects: Readonly<Record<string, unknown>>;
  };
  /**
   * Where the result fell among all the combat could have given, for the attacker: P(worse) +
   * ½·P(as good), by the exact chances, as the engine worked it out at the roll. Absent for kinds
   * the game does not rank, and in entries written before the engine gave it: the distribution is
   * not saved, so it is never worked out afterwards.
   */
  readonly percentile?: Fraction;
  /** The turn and phase the entry was made in, from the game's turn record as it stood when the entry was written. */
  readonly when?: EntryWhen;
  /**
   * The players' sides in the roll: `for`, the side whose standing `standings` ranks (the attacker's
   * in a combat, the roller's in a check), and `against`, the other side when there is one. Absent
   * in entries written before the sides were kept, and for rolls no side was named for.
   */
  readonly sides?: { readonly for: string; readonly against?: string };
  /**
   * The chances of the outcomes the roll could give, grouped by how good each is for `sides.for`
   * (worst first), and the group the rolled outcome fell in: what the campaign's luck is weighed
   * against. Absent where `percentile` is.
   */
  readonly standings?: { readonly chances: readonly Fraction[]; readonly at: number };
  /** The explanation steps as the player saw them. */
  readonly steps: readonly { readonly title: string; readonly detail: string; readonly source: string }[];
  /** Unit states before the result was applied, so the last application can be undone. */
  applied?: { readonly before: readonly UnitRecord[]; readonly after: readonly UnitRecord[] };
  undone?: boolean;
  /** The combat this one re-rolled, when it is a re-roll: its id on this device. */
  rerollOf?: number;
  /** The hash of the entry this one re-rolled: what the audit hash covers of the link (ids differ from device to device). */
  readonly rerolls?: string;
  /** The hash of the game's log entry written before this one ("" for the first): see chain.ts. Absent in entries older than the chain. */
  readonly prevHash?: string;
  /** The kind of hash: 2, over every field but the entry's ids and what applying it did. Absent in entries written before. */
  readonly chain?: 2;
  /** The hash of this entry's content and prevHash. */
  readonly hash?: string;
  /** The hash of what applying the result did and whether it was undone, tied to `hash` (chain.ts). */
  seal?: string;
  /**
   * The fingerprint of the key of the device that wrote the entry (keys.ts), covered by the hash.
   * Absent in entries written before entries were signed, and on a device that cannot sign.
   */
  readonly signer?: string;
  /** The writer's signature over `hash`, by the key `signer` names (base64url). */
  readonly sig?: string;
  /**
   * The signature of the entry written before it, covered by this entry's hash: a signature changed
   * anywhere in the log breaks the chain, so the newest entry of a run signed by one key vouches,
   * with its own signature, for the signatures before it (log-audit.ts).
   */
  readonly prevSig?: string;
  /** A roll whose dice both players fixed, each with a contribution of their own (two-party.ts). */
  readonly twoParty?: TwoPartyRecord;
}

/**
 * What fixed a two-party roll's dice (docs/distance.md): the attacker's contribution, committed with
 * the combat's whole description in a declaration the attacker signed, and the defender's, the
 * element of its hash chain whose hash (`anchor`) the attacker named in that declaration. Without
 * `reveal` the roll was declared and never settled: abandoned.
 */
export interface TwoPartyRecord {
  /** The declaration's id: every combat of a phase is declared in one. */
  readonly declaration: string;
  /** This combat's place in the declaration, from 0, and how many it declared. */
  readonly index: number;
  readonly of: number;
  /** When the attacker declared it. */
  readonly declaredAt: number;
  /** The attacker's contribution: 32 random bytes as hex. */
  readonly contribution: string;
  /** The defender's hash-chain element the attacker expected the reply to open (64 hex digits). */
  readonly anchor: string;
  /** The attacker's and the defender's key fingerprints. */
  readonly attacker: string;
  readonly defender: string;
  /** The attacker's signature over the declared combat (two-party.ts, declaredItemHash). */
  readonly attackerSig: string;
  /** The defender's contribution: the chain element whose hash is `anchor`. Absent in an abandoned roll. */
  readonly reveal?: string;
}

/** A chart the player entered from their own printed sheet, for one of a game's chart slots. */
export interface ChartRecord {
  readonly id: string;
  /** The game whose slot it fills. */
  readonly rules: GameId;
  /** The slot's id, e.g. "crt-5-8". */
  readonly slot: string;
  readonly chart: PlayerChart;
  /** The chart combats read for this slot: at most one per game and slot. */
  inUse: boolean;
  savedAt: number;
}

export interface SettingRecord {
  readonly key: string;
  value: unknown;
}

import type { Success } from '../plan/success';
import type { PlayerChart } from '../engine/core/chart';
import type { Effects } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import type { AttackReach } from '../desk/attack-reach';
import type { DeskClaim } from '../desk/map-links';
import type { DeskRules, Sides } from '../desk/rules';
import type { MapRules } from '../map/rules';
import type { MapState } from '../map/state';
import type { UnitRecord } from '../store/records';
import type { SequenceOfPlay } from '../campaign/sequence';

/**
 * The rules half of a game's plug-in: plain functions of plain data, with no template and no
 * database in them, read by the desk, the phase plan, the allocation search and the tests alike.
 * The views half (how the set-up and the campaign panel are drawn) is in views.ts.
 */

/**
 * A combat at the desk as a game documents it: units and the draft over them (ids are the units' ids),
 * and the player's charts it reads, by slot, for a game whose combat needs charts the player enters.
 */
export interface DeskExample<D> {
  readonly units: readonly Omit<UnitRecord, 'gameId'>[];
  readonly draft: D;
  readonly charts?: Readonly<Record<string, PlayerChart>>;
  /** The game's own campaign data it is played with, for a game whose rules the players define there (`GameRules.forGameData`). */
  readonly data?: unknown;
}

/**
 * A game at the combat desk: its rules over its own draft and effects, and what its map says. Methods,
 * so a game over its own draft can be held as one over any draft; the desk only ever hands a game the
 * draft its rules read.
 */
export interface DeskGame<D extends Sides, E extends Effects = Effects, I = unknown> {
  readonly rules: DeskRules<D, E, I>;
  /** What the map says about the combat on the desk, each a claim the player takes or leaves. */
  claims(map: MapState, draft: D, units: ReadonlyMap<string, UnitRecord>): DeskClaim<D>[];
  readonly example: DeskExample<D>;
  /**
   * An attack a search sets up from the map, as the game's rules place it: the draft with each unit's
   * part as the map gives it (the hex it attacks from), or why the rules forbid that attack (from
   * three hexes, say). Absent, any units next to a hex may attack it together.
   */
  placeAttack?(draft: D, map: MapState, units: ReadonlyMap<string, UnitRecord>): D | { readonly refused: string };
  /**
   * Which units may take part in an attack of the draft's kind on a hex, from the rules and the map
   * (src/desk/attack-reach.ts): how far each reaches, and why one within range may not (its line of
   * sight blocked). Absent, a unit attacks a hex next to it.
   */
  attackReach?(draft: D, map: MapState, units: ReadonlyMap<string, UnitRecord>): AttackReach;
  /**
   * True when the game's map claims about an attack read each attacking unit on its own and otherwise
   * only the defenders: a search then puts each attack's draft together from each unit's own
   * (src/desk/compose-draft.ts), which a test of the game checks against setting each up whole.
   */
  readonly claimsByUnit?: true;
  /** What an attack added to the phase plan counts as success until the player says otherwise; the defenders leaving the hex when absent. */
  readonly planSuccess?: Success;
}

/**
 * The main-thread rules of a game (a search's own worker reads them too: they draw nothing) (the engine half is its GameModule in src/engine/games): exported
 * as `rules` from src/games/<id>/index.ts, fetched when a game of it is opened. A game whose combats
 * the desk does not set up yet has no `desk`; its tables still serve.
 */
export interface GameRules<D extends Sides = Sides, E extends Effects = Effects, I = unknown> {
  readonly id: GameId;
  readonly desk?: DeskGame<D, E, I>;
  /** Its map's rules as data: terrains, hexside features, zones of control. */
  readonly map: MapRules;
  /** The game's sequence of play for the turn record (src/campaign/sequence.ts). */
  readonly sequence: SequenceOfPlay;
  /**
   * For a game whose rules the players define as data, kept in its campaign data (`Campaign.game`):
   * its rules for what is saved there (its unit types and values, its conditions). Absent for a game
   * with printed rules. Its views bind to the same data (`GameViews.forGameData`).
   */
  forGameData?(data: unknown): GameRules<D, E, I>;
}

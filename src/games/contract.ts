import type { Success } from '../plan/success';
import type { TemplateResult } from 'lit';
import type { PlayerChart } from '../engine/core/chart';
import type { Effects } from '../engine/core/combat';
import type { GameId } from '../engine/core/source';
import type { AttackReach } from '../desk/attack-reach';
import type { DeskClaim } from '../desk/map-links';
import type { DeskRules, Sides } from '../desk/rules';
import type { MapState } from '../map/state';
import type { UnitRecord } from '../store/records';
import type { MapGame } from '../ui/map/analyses';
import type { SequenceOfPlay } from '../campaign/sequence';
import type { TurnRecord } from '../campaign/campaign';
import type { AdjutantDb } from '../store/db';
import type { DeskEngine } from '../ui/desk/host';

/** A change to the draft, from the set-up's controls. */
export type Patch<D> = (patch: Partial<D>) => void;

/**
 * A combat at the desk as a game documents it: units and the draft over them (ids are the units' ids),
 * and the player's charts it reads, by slot, for a game whose combat needs charts the player enters.
 */
export interface DeskExample<D> {
  readonly units: readonly Omit<UnitRecord, 'gameId'>[];
  readonly draft: D;
  readonly charts?: Readonly<Record<string, PlayerChart>>;
}

/**
 * A game at the combat desk: its rules over its own draft and effects, how its set-up is drawn,
 * and what its map says. Methods, so a game over its own draft can be held as one over any draft;
 * the desk only ever hands a game the draft its rules read.
 */
export interface DeskGame<D extends Sides, E extends Effects = Effects> {
  readonly rules: DeskRules<D, E>;
  /** The kind of combat and its conditions; the units, for a game whose conditions name its leaders. */
  conditions(draft: D, patch: Patch<D>, units: ReadonlyMap<string, UnitRecord>): TemplateResult;
  /** The units on one side, each with what matters of it for this combat. */
  picked(side: 'attackers' | 'defenders', draft: D, units: ReadonlyMap<string, UnitRecord>, patch: Patch<D>, save: (u: UnitRecord) => void): TemplateResult;
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
 * The part of a game's desk a search reads in its own worker, which draws nothing: its rules, what
 * the map says, how an attack is placed and who may take part. Each game's src/games/<id>/search.ts.
 */
export type SearchGame<D extends Sides = Sides, E extends Effects = Effects> = Pick<DeskGame<D, E>, 'rules' | 'claims' | 'placeAttack' | 'attackReach' | 'claimsByUnit' | 'planSuccess'>;

/**
 * The main-thread half of a game (the engine half is its GameModule in src/engine/games): one
 * folder, src/games/<id>/, fetched when a game of it is opened. A game whose combats the desk does
 * not set up yet has no `desk`; its tables still serve.
 */
export interface GamePlugin<D extends Sides = Sides, E extends Effects = Effects> {
  readonly id: GameId;
  readonly desk?: DeskGame<D, E>;
  readonly map: MapGame;
  /** The game's sequence of play for the turn record (src/campaign/sequence.ts). */
  readonly sequence: SequenceOfPlay;
  /** A panel of the game's own campaign data under the turn record (orders in flight, say); most games have none. */
  campaignPanel?(context: CampaignContext): TemplateResult;
}

/** What a game's campaign panel is given: its data as saved, where the turn record stands, and how to save and roll. */
export interface CampaignContext {
  readonly db: AdjutantDb;
  readonly engine: DeskEngine;
  readonly gameId: string;
  /** The game's own campaign data as saved (`Campaign.game`), or undefined before any. */
  readonly data: unknown;
  readonly record: TurnRecord;
  /** The current phase's name ("" when the players have written none yet). */
  readonly phase: string;
  /** Whether a sourced reminder is due in the current phase: it is placed there, or not placed at all (due any time in the turn). */
  dueNow(reminderId: string): boolean;
  /** The name of the players' phase a sourced reminder is placed in, or undefined when it is placed in none. */
  phaseOf(reminderId: string): string | undefined;
  /** Saves the game's data, changed from what was saved by `change`, in one transaction; what another tab saved meanwhile is what `change` is given. */
  save(change: (saved: unknown) => unknown): Promise<void>;
}

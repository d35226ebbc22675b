import type { TemplateResult } from 'lit';
import type { Effects, Resolution } from '../engine/core/combat';
import type { Failure } from '../engine/core/errors';
import type { Sides } from '../desk/rules';
import type { SettingWords } from '../desk/variant-names';
import type { TurnRecord } from '../store/campaign-record';
import type { UnitRecord } from '../store/records';
import type { MapAnalysis, MapGame } from '../ui/map/analyses';
import type { GameRules } from './contract';

/**
 * The views half of a game's plug-in: how its set-up, its map's analyses and its campaign panel are
 * drawn, exported as `views` from src/games/<id>/views.ts. It is a game's only way into the ui: the
 * parts of the ui a game's views are drawn with are the ones this module passes on, and the ui's
 * elements they may draw are defined by ./view-elements, which the views drawing one import. A
 * game's own elements extend AdjElement, and name the events they send, with their detail, in
 * AdjEvents from their own module (`declare module '../views' { interface AdjEvents { … } }`).
 */
export { AdjElement } from '../ui/adj-element';
export { numberField, removeButton, selectField, toggleButton } from '../ui/desk/fields';
export { downloadJson } from '../ui/download';
export type { AdjEvent, AdjEvents } from '../ui/events';
export { watchLargeText } from '../ui/large-text';
export type { AnalysisQuery, MapAnalysis } from '../ui/map/analyses';
export { hexOutline, hexesPath, sidesPath } from '../ui/map/layers';
export { targetName } from '../ui/map/target-name';
export { theme } from '../ui/theme';

/** A change to the draft, from the set-up's controls. */
export type Patch<D> = (patch: Partial<D>) => void;

/** How a game's set-up at the desk is drawn over its draft. */
export interface DeskViews<D extends Sides> {
  /**
   * The kind of combat and its conditions; the units, for a game whose conditions name its leaders.
   * `settle` makes a change that is the players' last choice (a die change tapped once the die is
   * seen): the combat is resolved with it at once, and its result applied.
   */
  conditions(draft: D, patch: Patch<D>, units: ReadonlyMap<string, UnitRecord>, settle: Patch<D>): TemplateResult;
  /** The units on one side, each with what matters of it for this combat. */
  picked(side: 'attackers' | 'defenders', draft: D, units: ReadonlyMap<string, UnitRecord>, patch: Patch<D>, save: (u: UnitRecord) => void): TemplateResult;
  /**
   * The combat's settings one by one in the words of its set-up (the kind of attack, each condition
   * claimed or not, what is set for each unit), so variants of an attack are named by what differs.
   */
  settingWords(draft: D, units: ReadonlyMap<string, UnitRecord>): readonly SettingWords[];
}

/** The views of a game: present for its desk exactly when its rules have a desk. */
export interface GameViews<D extends Sides = Sides> {
  readonly desk?: DeskViews<D>;
  /** What its map works out for a selected counter (line of sight, fire range …); none in most games. */
  readonly mapAnalyses: readonly MapAnalysis[];
  /** A panel of the game's own campaign data under the turn record (orders in flight, say); most games have none. */
  campaignPanel?(context: CampaignPanelContext): TemplateResult;
  /** For a game whose rules the players define in its campaign data: its views for the rules saved there (`GameRules.forGameData`). */
  forGameData?(data: unknown): GameViews<D>;
}

/** A game as the ui holds it: its two halves, and its map as the map draws it (the rules' map with the views' analyses). */
export interface GamePlugin<D extends Sides = Sides, E extends Effects = Effects> {
  readonly rules: GameRules<D, E>;
  readonly views: GameViews<D>;
  readonly map: MapGame;
}

/** The dice of a roll a campaign panel makes: the game's generator, or the dice rolled at the table, typed in one by one. */
export type PanelDice = 'generator' | { readonly physical: readonly number[] };

/** A roll a campaign panel made: written to the game's log; or why not; or the next die to type in (named by its purpose). */
export type LoggedRoll =
  | { readonly ok: true; readonly resolution: Resolution; readonly logId: number }
  | { readonly ok: false; readonly failure: Failure }
  | { readonly ok: false; readonly missingDie: string; readonly faces: readonly number[] };

/**
 * What a game's campaign panel is given: its data as saved, where the turn record stands, how to save
 * its data and how to roll one of its game's tables into the log; never the database itself.
 */
export interface CampaignPanelContext {
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
  /** Resolves a description of the game's on the engine and writes the roll to the game's log, with the turn and phase it was made in, as a quick roll is. */
  roll(input: unknown, dice: PanelDice): Promise<LoggedRoll>;
}

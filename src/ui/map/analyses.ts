import type { SVGTemplateResult, TemplateResult, nothing } from 'lit';
import type { Hex } from '../../engine/hex/hex';
import type { Layout } from '../../engine/hex/pixel';
import type { ZocRules } from '../../engine/hex/zoc';
import type { MapRules } from '../../map/rules';
import type { MapCounter, MapShape, MapState } from '../../map/state';

/** What a game's map analysis is asked about: the selected counter, and the hex tapped from it, if any. */
export interface AnalysisQuery {
  readonly map: MapState;
  readonly counter: MapCounter;
  readonly at: Hex;
  /** The counter and its hex in words: "Union artillery 3 in 0,0". */
  readonly name: string;
  /** A hex tapped while the counter is selected, for an analysis that `usesTarget`. */
  readonly target: Hex | undefined;
  readonly zoc: ZocRules;
}

/**
 * One thing a game's map works out for the selected counter (line of sight, fire range, flank
 * cover, a retreat's ranking), with the rule behind it: its settings, which the player changes in
 * the panel; its words in the panel; its drawing over the map. Method syntax, so an analysis of its
 * own result and settings can be held as one of any.
 */
export interface MapAnalysis<R = unknown, S = unknown> {
  readonly initial: S;
  /** A tap on another hex, with a counter selected, looks at that hex from it rather than selecting there. */
  readonly usesTarget?: boolean;
  /** The settings when another counter is selected: by default the same. */
  reselect?(settings: S): S;
  work(query: AnalysisQuery, settings: S): R;
  panel(result: R, settings: S, change: (settings: S) => void, shape: MapShape): TemplateResult | typeof nothing;
  overlay(result: R, layout: Layout): SVGTemplateResult | typeof nothing;
  /** Said aloud when a new target is looked at. */
  announce?(result: R): string | undefined;
}

/** A game's map, as its plug-in gives it: its rules as data and what it works out for a selected counter. */
export interface MapGame {
  readonly rules: MapRules;
  readonly analyses: readonly MapAnalysis[];
}

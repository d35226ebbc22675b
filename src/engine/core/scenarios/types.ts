import type { Forces, InitialControl, ScenarioFileInput, Side, Turns, VictoryPoints } from './schema';

/** A scenario with its set-up filled in, also where the file says "same as" another scenario. */
export interface Scenario {
  readonly id: string;
  readonly name: string;
  readonly turns: Turns;
  /** The scenario whose set-up this one repeats, kept so the app can say so. */
  readonly sameSetupAs?: string;
  readonly initialControl: InitialControl;
  readonly initialVictoryPoints: VictoryPoints;
  readonly forces: Forces;
}

/** A validated scenario file, every scenario's set-up resolved. */
export interface ScenarioFile extends Omit<ScenarioFileInput, 'scenarios'> {
  readonly scenarios: readonly Scenario[];
}

export const UNIT_TYPES = ['infantry', 'cavalry', 'leader', 'dummy', 'fortification'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** One counter to set up. strength and movement are null where the game prints none: the app asks the player. */
export interface RosterUnit {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly type: UnitType;
  readonly strength: number | null;
  readonly movement: number | null;
  /** Where it starts, as the rules word it; a fortification's hex. */
  readonly placement: string;
}

/** A variant's rule change that is not about forces. */
export interface RuleNote {
  readonly variantId: string;
  readonly rule: string;
  readonly text: string;
}

/** A scenario as it is set up with the chosen variants applied. */
export interface ScenarioForces {
  readonly scenarioId: string;
  readonly variantIds: readonly string[];
  readonly turns: Turns;
  readonly initialControl: InitialControl;
  readonly initialVictoryPoints: VictoryPoints;
  readonly units: readonly RosterUnit[];
  readonly notes: readonly RuleNote[];
}

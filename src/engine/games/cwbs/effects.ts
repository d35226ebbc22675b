import type { AcceptanceResult, Delay } from './data/command';
import type { LeaderLossResult } from './data/losses';
import type { MoraleResult, MoraleResultKey } from './data/morale';

/** Plain data describing what a result does to the units, for the main thread to apply without reading text. */

export type MoraleEffects = {
  readonly result: MoraleResultKey;
  readonly label: string;
  readonly state: MoraleResult['state'];
  readonly retreatHexes: number;
  /** The unit may ignore the retreat ("*": in a sunken road or trench, or with unlimbered artillery). */
  readonly mayIgnoreRetreat: boolean;
  readonly straggleSteps: number;
  /** Unlimbered artillery must limber to retreat. */
  readonly limberToRetreat: boolean;
  /** Whether the artillery must roll on the Gun Loss Table: always in close combat, or only if it limbers in an enemy ZOC. */
  readonly gunLossCheck: 'no' | 'required' | 'ifInEnemyZoc';
  readonly row: number;
  readonly roll: number;
};

export type LeaderEffects = { readonly name: string; readonly result: LeaderLossResult; readonly roll: number };

export type FireEffects = {
  readonly kind: 'fire';
  readonly fireResult: string;
  readonly roll: number;
  readonly lossBeforeRounding: number;
  readonly casualties: number;
  readonly stragglers: number;
  /** The firing brigades go Low Ammo (a fire roll of 11 or 12). */
  readonly lowAmmo: boolean;
  readonly morale: MoraleEffects | null;
  readonly leaders: readonly LeaderEffects[];
};

/** What happened to one side of a close combat: the fire it took, its checks, its retreat. */
export type CloseCombatSideEffects = {
  readonly casualties: number;
  readonly stragglers: number;
  /** This side's firers go Low Ammo. */
  readonly lowAmmo: boolean;
  readonly morale: MoraleEffects | null;
  readonly additionalMorale: MoraleEffects | null;
  readonly retreatHexes: number;
  readonly leaders: readonly LeaderEffects[];
};

export type CloseCombatEffects = {
  readonly kind: 'closeCombat';
  readonly winner: 'attacker' | 'defender';
  readonly decidedBy: 'attackerMorale' | 'defenderMorale' | 'odds';
  readonly odds: { readonly column: string; readonly die: number; readonly result: 'A' | 'D' | '½A'; readonly secondDie: number | null } | null;
  readonly attacker: CloseCombatSideEffects;
  readonly defender: CloseCombatSideEffects;
};

export type MoraleCheckEffects = { readonly kind: 'morale' } & MoraleEffects;

export type TableEffects =
  | { readonly kind: 'bloodLust'; readonly roll: number; readonly removeBloodLust: boolean }
  | { readonly kind: 'leaderLoss'; readonly roll: number; readonly result: LeaderLossResult }
  | { readonly kind: 'gunLoss'; readonly die: number; readonly gunPointsLost: number }
  | { readonly kind: 'stragglerRecovery'; readonly die: number; readonly modifiedDie: number; readonly pointsRecovered: number }
  | { readonly kind: 'acceptance'; readonly acceptanceNumber: number; readonly column: string; readonly roll: number; readonly result: AcceptanceResult }
  | { readonly kind: 'delayedAcceptance'; readonly delay: Delay; readonly die: number; readonly accepted: boolean }
  | { readonly kind: 'initiative'; readonly needed: number; readonly roll: number; readonly initiative: boolean; readonly looseCannon: boolean }
  | { readonly kind: 'corpsAttackStoppage'; readonly needed: number | null; readonly roll: number | null; readonly stoppage: boolean }
  | { readonly kind: 'commandPoints'; readonly commandPoints: number }
  | { readonly kind: 'orderCosts'; readonly cost: number };

export type CwbsEffects = FireEffects | CloseCombatEffects | MoraleCheckEffects | TableEffects;

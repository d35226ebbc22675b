import type { WildernessOutcome } from './types';

/**
 * How good a Wilderness outcome is for the attacker, for the luck report's percentiles. The game's
 * results are losses only, so the order is the losses' balance: infantry, the printed strength
 * points the defender loses less those the attacker loses (an elimination is in the loss); cavalry,
 * the defending units eliminated less the attacking ones; a probe, success above failure. Each is
 * fixed by the outcome's key, as the merged distribution needs.
 */
export function wildernessStanding(outcome: WildernessOutcome): number {
  const e = outcome.effects;
  switch (e.kind) {
    case 'infantry-combat':
      return e.defenderLoss - e.attackerLoss;
    case 'cavalry-combat':
      return e.defenderUnitsEliminated - e.attackerUnitsEliminated;
    case 'cavalry-probe':
      return e.success ? 1 : 0;
  }
}

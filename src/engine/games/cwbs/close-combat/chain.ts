import type { OutcomeBase } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import type { Distribution } from '../../../core/distribution';
import { HALF_A_ATTACKER_FROM, ODDS_CHART, type OddsResult, oddsResult } from '../data/close-combat';
import { certain, overD6, overTwoDice, andThen } from '../chain';
import type { FireOutcome } from '../fire/chain';
import { type MoraleRoll, type MoraleSpec, mustRetreat, rollMorale } from '../morale/check';

/** Close combat after the simultaneous fire: the two morale checks, the odds table and the losing defender's extra check. */
export interface CloseCombatSpec {
  readonly attacker: MoraleSpec;
  readonly defender: MoraleSpec;
  /** The defender's additional check, without the close-combat modifier. */
  readonly additional: MoraleSpec;
  readonly oddsColumn: number;
  readonly holdWhenAllowed: { readonly attacker: boolean; readonly defender: boolean };
}

export interface OddsRoll {
  readonly die: number;
  readonly result: OddsResult;
  readonly secondDie?: number;
}

/** How far the close combat has gone, and how it ended. */
export interface CloseCombatState {
  readonly attacker?: MoraleRoll;
  readonly defender?: MoraleRoll;
  readonly odds?: OddsRoll;
  readonly additional?: MoraleRoll;
  readonly winner?: 'attacker' | 'defender';
  readonly decidedBy?: 'attackerMorale' | 'defenderMorale' | 'odds';
}

export interface CloseCombatOutcome extends OutcomeBase, CloseCombatState {
  readonly kind: 'closeCombat';
  readonly winner: 'attacker' | 'defender';
  readonly decidedBy: 'attackerMorale' | 'defenderMorale' | 'odds';
  /** The simultaneous fire, each side's at the other: not part of the key (the fire's chances are shown on their own). */
  readonly attackerFire?: FireOutcome;
  readonly defenderFire?: FireOutcome;
}

interface Need {
  readonly dice: 1 | 2;
  readonly purpose: string;
  readonly apply: (first: number, second: number) => CloseCombatState;
}

const ODDS_LETTER: Readonly<Record<OddsResult, string>> = { A: 'A', D: 'D', halfA: '½A' };

/** What the state asks for next, or undefined when the close combat is over. */
function next(spec: CloseCombatSpec, s: CloseCombatState): Need | undefined {
  if (s.winner !== undefined && !(s.winner === 'attacker' && s.additional === undefined)) return undefined;
  if (s.winner === 'attacker') return { dice: 2, purpose: "defender's additional morale check", apply: (t, u) => ({ ...s, additional: rollMorale(spec.additional, t, u) }) };
  if (s.attacker === undefined) {
    return {
      dice: 2,
      purpose: "attacker's morale check",
      apply: (t, u) => {
        const attacker = rollMorale(spec.attacker, t, u);
        return mustRetreat(spec.attacker, attacker.result, spec.holdWhenAllowed.attacker) ? { attacker, winner: 'defender', decidedBy: 'attackerMorale' } : { attacker };
      },
    };
  }
  if (s.defender === undefined) {
    return {
      dice: 2,
      purpose: "defender's morale check",
      apply: (t, u) => {
        const defender = rollMorale(spec.defender, t, u);
        return mustRetreat(spec.defender, defender.result, spec.holdWhenAllowed.defender) ? { ...s, defender, winner: 'attacker', decidedBy: 'defenderMorale' } : { ...s, defender };
      },
    };
  }
  if (s.odds === undefined) {
    return {
      dice: 1,
      purpose: 'close combat odds die',
      apply: (die) => {
        const result = oddsResult(ODDS_CHART, die, spec.oddsColumn);
        return result === 'halfA' ? { ...s, odds: { die, result } } : { ...s, odds: { die, result }, winner: result === 'A' ? 'attacker' : 'defender', decidedBy: 'odds' };
      },
    };
  }
  const odds = s.odds;
  return { dice: 1, purpose: '½A die', apply: (die) => ({ ...s, odds: { ...odds, secondDie: die }, winner: die >= HALF_A_ATTACKER_FROM ? 'attacker' : 'defender', decidedBy: 'odds' }) };
}

export function closeCombatKey(s: CloseCombatState): string {
  return `${s.attacker?.result.key ?? '-'}|${s.defender?.result.key ?? '-'}|${s.odds ? ODDS_LETTER[s.odds.result] : '-'}|${s.winner ?? '-'}|${s.additional?.result.key ?? '-'}`;
}

export function closeCombatLabel(s: CloseCombatState): string {
  const parts = [`Attacker ${s.attacker?.result.label ?? '?'}`];
  if (s.decidedBy === 'attackerMorale') parts.push('attacker retreats, combat ends');
  if (s.defender) parts.push(`defender ${s.defender.result.label}`);
  if (s.decidedBy === 'defenderMorale') parts.push('defender retreats, combat ends');
  if (s.odds) parts.push(`odds table ${ODDS_LETTER[s.odds.result]}: ${s.winner === 'attacker' ? 'attacker wins, defender retreats 2' : 'defender wins, attacker retreats 1'}`);
  if (s.additional) parts.push(`defender's additional check ${s.additional.result.label}`);
  return parts.join('; ');
}

function finish(s: CloseCombatState): CloseCombatOutcome {
  if (s.winner === undefined || s.decidedBy === undefined) throw new Error('a close combat ended without a winner');
  return { ...s, kind: 'closeCombat', key: closeCombatKey(s), label: closeCombatLabel(s), winner: s.winner, decidedBy: s.decidedBy };
}

/** The morale checks and odds, rolled in order after the fire. */
export function rollCloseCombat(spec: CloseCombatSpec, dice: DiceStream): CloseCombatOutcome {
  let s: CloseCombatState = {};
  for (let need = next(spec, s); need; need = next(spec, s)) {
    const first = dice.d6(need.dice === 2 ? `${need.purpose}, tens die` : need.purpose);
    s = need.apply(first, need.dice === 2 ? dice.d6(`${need.purpose}, units die`) : 0);
  }
  return finish(s);
}

/** The exact distribution of the morale checks and the odds, stage by stage. */
export function closeCombatDistribution(spec: CloseCombatSpec): Distribution<CloseCombatOutcome> {
  let dist: Distribution<CloseCombatState> = certain({});
  while (dist.outcomes.some((o) => next(spec, o.value))) {
    dist = andThen(
      dist,
      (s) => {
        const need = next(spec, s);
        if (!need) return certain(s);
        return need.dice === 2 ? overTwoDice(need.apply, closeCombatKey) : overD6((d) => need.apply(d, 0), closeCombatKey);
      },
      closeCombatKey,
    );
  }
  return { total: dist.total, outcomes: dist.outcomes.map((o) => ({ value: finish(o.value), weight: o.weight })) };
}

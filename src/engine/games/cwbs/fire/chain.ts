import type { OutcomeBase } from '../../../core/combat';
import type { DiceStream } from '../../../core/dice';
import type { Distribution } from '../../../core/distribution';
import type { Chart } from '../../../core/chart';
import { type FireResult, LOW_AMMO_ROLLS, fireResult, formatFireResult } from '../data/fire-table';
import { LEADER_LOSS_CHART, type LeaderLossResult, leaderLoss } from '../data/losses';
import { STRAGGLER_HALVES, type Grade, stragglerHalf, stragglersLost } from '../data/straggler';
import { certain, overD6, overTwoDice, andThen } from '../chain';
import { type MoraleRoll, type MoraleSpec, rollMorale } from '../morale/check';

/** One fire combat up to its dice: the column, the straggler check's modifier and grade, the target's morale check (none in close combat). */
export interface FireSpec {
  readonly chart: Chart<FireResult>;
  readonly column: number;
  readonly straggler: { readonly modifier: number; readonly grade: Grade };
  /** The target's morale check by how far the fire result moves it up (m: 0, m-1: 1, m-2: 2; a loss: 0); none in close combat. */
  readonly morale: readonly [MoraleSpec, MoraleSpec, MoraleSpec] | null;
  readonly leaders: readonly string[];
  /** Names the dice: "fire", or "attacker's fire" in close combat. */
  readonly purpose: string;
}

export interface LeaderCheck {
  readonly name: string;
  readonly roll: number;
  readonly result: LeaderLossResult;
}

/** One fire combat's result, all the way down the chain. */
export interface FireOutcome extends OutcomeBase {
  readonly kind: 'fire';
  readonly roll: number;
  readonly result: FireResult;
  readonly lowAmmo: boolean;
  /** The loss as printed, before the ½ is rounded (0 for no loss). */
  readonly lossBeforeRounding: number;
  readonly roundingDie?: number;
  readonly casualties: number;
  readonly stragglerDie?: number;
  readonly stragglerRoll?: number;
  readonly stragglers: number;
  readonly morale?: MoraleRoll;
  readonly leaders: readonly LeaderCheck[];
}

type Stage = Omit<FireOutcome, 'key' | 'label' | 'kind' | 'leaders'>;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function fireKey(o: Stage): string {
  return `c${o.casualties}|s${o.stragglers}|${o.morale?.result.key ?? 'none'}|${o.lowAmmo ? 'lowAmmo' : '-'}`;
}

export function fireLabel(o: Stage, withMorale: boolean): string {
  const parts: string[] = [];
  if (o.result.kind === 'loss') parts.push(plural(o.casualties, 'casualty').replace('casualtys', 'casualties'));
  if (o.stragglers > 0) parts.push(plural(o.stragglers, 'straggler'));
  if (withMorale) parts.push(o.morale ? `morale: ${o.morale.result.label}` : 'no morale check');
  if (o.lowAmmo) parts.push('firers Low Ammo');
  return parts.length === 0 ? 'No effect' : parts.join(', ').replace(/^./, (c) => c.toUpperCase());
}

function afterFireDice(spec: FireSpec, a: number, b: number): Stage {
  const roll = a + b;
  const result = fireResult(spec.chart, roll, spec.column);
  const loss = result.kind === 'loss' ? result.points : 0;
  return { roll, result, lowAmmo: roll >= LOW_AMMO_ROLLS.from, lossBeforeRounding: loss, casualties: Math.floor(loss), stragglers: 0 };
}

const needsRounding = (s: Stage): boolean => !Number.isInteger(s.lossBeforeRounding);

/** On a ½: 1-3 down, 4-6 up. */
function afterRounding(s: Stage, die: number): Stage {
  return { ...s, roundingDie: die, casualties: die >= 4 ? Math.ceil(s.lossBeforeRounding) : Math.floor(s.lossBeforeRounding) };
}

function afterStraggler(spec: FireSpec, s: Stage, die: number): Stage {
  const half = stragglerHalf(s.lossBeforeRounding);
  if (half === undefined) return s;
  const stragglerRoll = die + spec.straggler.modifier;
  return { ...s, stragglerDie: die, stragglerRoll, stragglers: stragglersLost(STRAGGLER_HALVES[half], stragglerRoll, spec.straggler.grade).lost };
}

/** The morale check the result calls for, if any. */
export function moraleFor(spec: FireSpec, result: FireResult): MoraleSpec | undefined {
  if (spec.morale === null || result.kind === 'none') return undefined;
  return spec.morale[result.kind === 'morale' ? result.up : 0];
}

function finish(spec: FireSpec, s: Stage, leaders: readonly LeaderCheck[]): FireOutcome {
  return { ...s, kind: 'fire', key: fireKey(s), label: fireLabel(s, spec.morale !== null), leaders };
}

/** The dice of one fire combat in the order they are rolled, leader loss checks last. */
export function rollFire(spec: FireSpec, dice: DiceStream): FireOutcome {
  let s = afterFireDice(spec, dice.d6(`${spec.purpose}, first die`), dice.d6(`${spec.purpose}, second die`));
  if (needsRounding(s)) s = afterRounding(s, dice.d6(`${spec.purpose}, ½ loss die`));
  if (stragglerHalf(s.lossBeforeRounding) !== undefined) s = afterStraggler(spec, s, dice.d6(`${spec.purpose}, straggler die`));
  const morale = moraleFor(spec, s.result);
  if (morale) s = { ...s, morale: rollMorale(morale, dice.d6(`${spec.purpose}, morale check, tens die`), dice.d6(`${spec.purpose}, morale check, units die`)) };
  const leaders: LeaderCheck[] = [];
  if (s.casualties > 0) {
    for (const name of spec.leaders) {
      const roll = dice.d6(`leader loss check for ${name}, first die`) + dice.d6(`leader loss check for ${name}, second die`);
      leaders.push({ name, roll, result: leaderLoss(LEADER_LOSS_CHART, roll) });
    }
  }
  return finish(spec, s, leaders);
}

// Keys for the stages before the last: everything later stages read, and everything the outcome's key holds.
const stageKey = (s: Stage): string => `${formatFireResult(s.result)}|${s.lossBeforeRounding}|${s.casualties}|${s.stragglers}|${s.lowAmmo ? 1 : 0}`;

/** Each result a morale check can give on its row, with one roll that gives it and how many of the 36 do. */
function moraleSpread(spec: MoraleSpec): Distribution<MoraleRoll> {
  return overTwoDice((t, u) => rollMorale(spec, t, u), (m) => m.result.key);
}

/**
 * The exact distribution of `rollFire`'s outcomes, stage by stage. Leader loss dice are not in it:
 * outcomes do not differ by them (the key leaves them out), and their chances are the casualty
 * chance times the Leader Loss Check's.
 */
export function fireDistribution(spec: FireSpec): Distribution<FireOutcome> {
  const fire = overTwoDice((a, b) => afterFireDice(spec, a, b), stageKey);
  const rounded = andThen(fire, (s) => (needsRounding(s) ? overD6((d) => afterRounding(s, d), stageKey) : certain(s)), stageKey);
  const straggled = andThen(rounded, (s) => (stragglerHalf(s.lossBeforeRounding) !== undefined ? overD6((d) => afterStraggler(spec, s, d), stageKey) : certain(s)), stageKey);
  const spreads = new Map<MoraleSpec, Distribution<MoraleRoll>>();
  const checked = andThen(
    straggled,
    (s): Distribution<Stage> => {
      const morale = moraleFor(spec, s.result);
      if (!morale) return certain(s);
      let spread = spreads.get(morale);
      if (!spread) spreads.set(morale, (spread = moraleSpread(morale)));
      return { total: spread.total, outcomes: spread.outcomes.map((m) => ({ value: { ...s, morale: m.value }, weight: m.weight })) };
    },
    fireKey,
  );
  return { total: checked.total, outcomes: checked.outcomes.map((o) => ({ value: finish(spec, o.value, []), weight: o.weight })) };
}

/** The dice every fire combat asks for; a ½ loss die, a straggler die, a morale check and leader loss checks follow when the result calls for them. */
export function fireDicePlan(spec: FireSpec): string[] {
  return [`${spec.purpose}, first die`, `${spec.purpose}, second die`];
}
